'use client'

import { toast } from '@payloadcms/ui'
import { useState, type MouseEvent } from 'react'

import type { BulkAction } from '../../../core/entries/bulk'
import { postEntryAction } from './post-action'

/** The two marks staff set from the list, as Gravity Forms shows them: a star and a read dot. */
const MARKS = {
  isStarred: { name: 'Starred', on: 'star', off: 'unstar', icon: (on: boolean) => (on ? '★' : '☆') },
  isRead: { name: 'Read', on: 'read', off: 'unread', icon: (on: boolean) => (on ? '○' : '●') },
} as const satisfies Record<string, { name: string; on: BulkAction; off: BulkAction; icon: (on: boolean) => string }>

type Props = {
  cellData?: unknown
  rowData?: { id?: number | string }
  field?: { name?: string }
}

/**
 * The Starred and Read columns of the entries list as toggle buttons (WAI-ARIA's toggle button:
 * one name, `aria-pressed` for the state), changed in place through the list's own actions, so a
 * member of staff stars or marks an entry without opening it or ticking it for a bulk action.
 * The change shows at once and is undone, with a message, if the server refuses it.
 */
export function MarkToggleCell({ cellData, rowData, field }: Props) {
  const mark = MARKS[field?.name === 'isRead' ? 'isRead' : 'isStarred']
  const [on, setOn] = useState(cellData === true)
  const [busy, setBusy] = useState(false)
  const id = rowData?.id
  if (id === undefined) return null

  async function toggle(event: MouseEvent) {
    // The list's row may link to the entry; this button only changes the mark.
    event.preventDefault()
    event.stopPropagation()
    if (busy || id === undefined) return
    const next = !on
    setOn(next)
    setBusy(true)
    const result = await postEntryAction(next ? mark.on : mark.off, [id])
    setBusy(false)
    if (!result.ok) {
      setOn(!next)
      toast.error(result.message)
    }
  }

  return (
    <button
      type="button"
      className={`sp-mark sp-mark--${mark.on}${on ? ' sp-mark--on' : ''}`}
      aria-pressed={on}
      aria-label={`${mark.name}, entry ${id}`}
      title={mark.name}
      onClick={toggle}
    >
      <span aria-hidden="true">{mark.icon(on)}</span>
    </button>
  )
}

'use client'

import { useSelection } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'

import { BULK_LABELS, type BulkAction } from '../../../core/entries/bulk'
import { postEntryAction } from './post-action'

/**
 * Bulk actions on the rows ticked in Payload's list (its own selection): pick an action,
 * apply it; the list reloads with the result and the outcome is announced.
 */
export function BulkActions({ actions }: { actions: BulkAction[] }) {
  const router = useRouter()
  const { selectedIDs } = useSelection()
  const [action, setAction] = useState<BulkAction | ''>('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const selectId = useId()
  const count = selectedIDs.length

  async function apply(event: FormEvent) {
    event.preventDefault()
    if (!action) return setMessage('Choose an action.')
    if (count === 0) return setMessage('Select one or more entries first.')
    if (action === 'delete' && !window.confirm(`Delete ${count} entr${count === 1 ? 'y' : 'ies'} permanently, with their files?`))
      return
    setBusy(true)
    const result = await postEntryAction(action, selectedIDs)
    setBusy(false)
    setMessage(result.message)
    if (result.ok) {
      setAction('')
      router.refresh()
    }
  }

  return (
    <form className="sp-entries-tools__bulk" onSubmit={apply} aria-label="Bulk actions">
      <label htmlFor={selectId}>Bulk action</label>
      <select id={selectId} value={action} onChange={(e) => setAction(e.target.value as BulkAction | '')}>
        <option value="">Choose…</option>
        {actions.map((a) => (
          <option key={a} value={a}>
            {BULK_LABELS[a]}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn--style-secondary btn--size-small" disabled={busy}>
        Apply{count ? ` to ${count} selected` : ''}
      </button>
      <span role="status" className="sp-entries-tools__message">
        {message}
      </span>
    </form>
  )
}

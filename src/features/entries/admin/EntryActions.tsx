'use client'

import { useEffect, useRef, useState } from 'react'

import { actionsForEntry, BULK_LABELS, type EntryStatus } from '../../../core/entries/bulk'
import { postEntryAction } from './post-action'

/**
 * The entry's own actions, through the same endpoint as the list's bulk actions. Opening an
 * unread entry marks it read, once per visit: after "Mark as unread" it stays unread until
 * the entry is opened again.
 */
export function EntryActions({ id, isRead, status }: { id: string; isRead: boolean; status: EntryStatus }) {
  const [read, setRead] = useState(isRead)
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const opened = useRef(false)

  useEffect(() => {
    if (opened.current || isRead) return
    opened.current = true
    void postEntryAction('read', [id]).then((r) => {
      if (r.ok) setRead(true)
    })
  }, [id, isRead])

  async function toggleRead() {
    setBusy(true)
    const r = await postEntryAction(read ? 'unread' : 'read', [id])
    setBusy(false)
    if (r.ok) {
      setRead(!read)
      setMessage(read ? 'Marked as unread.' : 'Marked as read.')
    } else setMessage(r.message)
  }

  async function run(action: ReturnType<typeof actionsForEntry>[number]) {
    if (action === 'delete' && !window.confirm('Delete this entry permanently, with its files?')) return
    setBusy(true)
    const r = await postEntryAction(action, [id])
    setBusy(false)
    setMessage(r.message)
    if (!r.ok) return
    // The status shown in the sidebar comes from the page, so it is loaded again.
    if (action === 'delete') window.location.assign('/admin/collections/form-entries')
    else window.location.reload()
  }

  return (
    <div className="sp-entry__actions" role="group" aria-label="Entry actions">
      <span data-read-state>{read ? 'Read' : 'Unread'}</span>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={toggleRead} disabled={busy}>
        {read ? 'Mark as unread' : 'Mark as read'}
      </button>
      {actionsForEntry(status).map((action) => (
        <button
          key={action}
          type="button"
          className="btn btn--style-secondary btn--size-small"
          onClick={() => void run(action)}
          disabled={busy}
        >
          {BULK_LABELS[action]}
        </button>
      ))}
      <span role="status" className="sp-entries-tools__message">
        {message}
      </span>
    </div>
  )
}

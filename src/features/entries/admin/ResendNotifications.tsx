'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

/** Resend one or all of the form's notifications for this entry; the log above refreshes. */
export function ResendNotifications({
  entryId,
  notifications,
}: {
  entryId: string
  notifications: { id: string; name: string }[]
}) {
  const router = useRouter()
  const [chosen, setChosen] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const legend = useId()

  async function resend() {
    setBusy(true)
    setMessage('')
    try {
      const res = await fetch(`/api/form-entries/${encodeURIComponent(entryId)}/resend`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ notifications: chosen }),
      })
      const body = (await res.json().catch(() => ({}))) as { message?: string; error?: string }
      setMessage(res.ok ? (body.message ?? 'Queued.') : (body.error ?? 'The notifications could not be queued.'))
      if (res.ok) router.refresh()
    } catch {
      setMessage('The notifications could not be queued. Check the connection and try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <fieldset className="sp-entry__resend" aria-labelledby={legend}>
      <legend id={legend}>Resend notifications</legend>
      <p className="sp-entry__muted">Tick the ones to send again, or none to send every notification that applies.</p>
      {notifications.map((n) => (
        <label key={n.id} className="sp-entry__check">
          <input
            type="checkbox"
            checked={chosen.includes(n.id)}
            onChange={(e) => setChosen((c) => (e.target.checked ? [...c, n.id] : c.filter((x) => x !== n.id)))}
          />{' '}
          {n.name}
        </label>
      ))}
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={resend} disabled={busy}>
        {busy ? 'Queuing…' : 'Resend notifications'}
      </button>
      <p role="status" className="sp-entry__status">
        {message}
      </p>
    </fieldset>
  )
}

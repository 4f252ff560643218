'use client'

import { useId, useState, type FormEvent } from 'react'

/** Export (a JSON download) or erase (after a confirmation) by e-mail address. */
export function PersonalDataTool() {
  const [email, setEmail] = useState('')
  const [confirming, setConfirming] = useState(false)
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const inputId = useId()
  const hintId = useId()
  const exportHref = `/api/form-entries/personal-data?email=${encodeURIComponent(email.trim())}`

  async function erase(event: FormEvent) {
    event.preventDefault()
    if (!confirming) {
      setConfirming(true)
      setMessage('')
      return
    }
    setBusy(true)
    try {
      const res = await fetch('/api/form-entries/personal-data/erase', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: email.trim() }),
      })
      const body = (await res.json().catch(() => ({}))) as { message?: string; error?: string }
      setMessage(res.ok ? (body.message ?? 'Erased.') : (body.error ?? 'Nothing was erased.'))
    } catch {
      setMessage('Nothing was erased: the connection failed. Try again.')
    } finally {
      setBusy(false)
      setConfirming(false)
    }
  }

  const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())
  return (
    <form onSubmit={erase} className="sp-entries-tools__filters" aria-label="Personal data request">
      <label htmlFor={inputId}>
        E-mail address
        <input
          id={inputId}
          type="email"
          value={email}
          aria-describedby={hintId}
          onChange={(e) => {
            setEmail(e.target.value)
            setConfirming(false)
          }}
          required
        />
      </label>
      <span id={hintId} className="sp-entry__muted">
        Compared without regard to capitals.
      </span>
      <a
        className="btn btn--style-secondary btn--size-small"
        href={valid ? exportHref : undefined}
        aria-disabled={!valid}
        download
        onClick={(e) => {
          if (!valid) e.preventDefault()
        }}
      >
        Export as JSON
      </a>
      <button type="submit" className="btn btn--style-primary btn--size-small" disabled={!valid || busy}>
        {confirming ? `Yes, erase everything for ${email.trim()}` : 'Erase…'}
      </button>
      {confirming && (
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => setConfirming(false)}>
          Cancel
        </button>
      )}
      <p role="status" className="sp-entry__status">
        {confirming ? 'Erasing cannot be undone. Press the button again to erase.' : message}
      </p>
    </form>
  )
}

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
    <form onSubmit={erase} className="sp-screen__form" aria-label="Personal data request">
      <div className="sp-screen__field sp-screen__field--grow">
        <label htmlFor={inputId} className="sp-screen__label">
          E-mail address
        </label>
        <input
          id={inputId}
          className="sp-screen__input"
          type="email"
          value={email}
          aria-describedby={hintId}
          autoComplete="off"
          onChange={(e) => {
            setEmail(e.target.value)
            setConfirming(false)
          }}
          required
        />
      </div>
      <a
        className="btn btn--style-secondary btn--size-medium"
        href={valid ? exportHref : undefined}
        aria-disabled={!valid}
        download
        onClick={(e) => {
          if (!valid) e.preventDefault()
        }}
      >
        <span className="btn__content">
          <span className="btn__label">Export as JSON</span>
        </span>
      </a>
      <button
        type="submit"
        className={`btn btn--style-primary btn--size-medium${!valid || busy ? ' btn--disabled' : ''}`}
        disabled={!valid || busy}
      >
        <span className="btn__content">
          <span className="btn__label">{confirming ? `Yes, erase everything for ${email.trim()}` : 'Erase…'}</span>
        </span>
      </button>
      {confirming && (
        <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={() => setConfirming(false)}>
          <span className="btn__content">
            <span className="btn__label">Cancel</span>
          </span>
        </button>
      )}
      <span id={hintId} className="sp-screen__hint sp-screen__row">
        Compared without regard to capitals.
      </span>
      <p role="status" className="sp-screen__status sp-screen__row">
        {confirming ? 'Erasing cannot be undone. Press the button again to erase.' : message}
      </p>
    </form>
  )
}

'use client'

import { usePreferences } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { ANSWER_COLUMNS_MAX, answerColumnsKey } from '../../../core/entries/columns'

/**
 * Which of this form's answers show in the list's "Answers" column, remembered for the
 * signed-in member of staff (Payload's preferences, one per form).
 */
export function ColumnChooser({
  formId,
  fields,
  chosen,
}: {
  formId: number
  fields: { id: string; label: string }[]
  chosen: string[]
}) {
  const router = useRouter()
  const { setPreference } = usePreferences()
  const [picked, setPicked] = useState<string[]>(chosen)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')

  function toggle(id: string, on: boolean) {
    setPicked((now) => (on ? [...now, id] : now.filter((p) => p !== id)))
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      const ordered = fields.map((f) => f.id).filter((id) => picked.includes(id))
      await setPreference(answerColumnsKey(formId), { fields: ordered })
      setMessage(
        ordered.length ? `Showing ${ordered.length} answer column${ordered.length === 1 ? '' : 's'}.` : 'No answer columns.',
      )
      router.refresh()
    } catch {
      setMessage('The columns could not be saved. Try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <details className="sp-entries-tools__columns">
      <summary>Answer columns{chosen.length ? ` (${chosen.length})` : ''}</summary>
      <form onSubmit={save} aria-label="Answer columns">
        <fieldset>
          <legend>Show these answers in the list (up to {ANSWER_COLUMNS_MAX})</legend>
          {fields.map((f) => (
            <label key={f.id}>
              <input
                type="checkbox"
                checked={picked.includes(f.id)}
                disabled={!picked.includes(f.id) && picked.length >= ANSWER_COLUMNS_MAX}
                onChange={(e) => toggle(f.id, e.target.checked)}
              />
              {f.label}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn btn--style-primary btn--size-small" disabled={busy}>
          Show columns
        </button>
        <span role="status" className="sp-entries-tools__message">
          {message}
        </span>
      </form>
    </details>
  )
}

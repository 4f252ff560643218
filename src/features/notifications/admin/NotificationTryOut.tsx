'use client'

import './notification-try-out.css'

import { useAuth, useDocumentInfo, useForm } from '@payloadcms/ui'
import { useId, useRef, useState } from 'react'

import { EmailPreview } from '../../email/admin/EmailPreview'
import { formValues } from '../../forms/preview/FormPreviewPanel'
import type { NotificationTry } from '../try-out'

type Id = number | string

/**
 * "Preview" and "Send a test to me" under each notification of the form editor. Both post the
 * editor's current values (POST /api/forms/notification-preview and -test, features/notifications/
 * try-out.ts), so unsaved edits of the notification are what is shown and sent. The preview uses
 * the chosen entry's answers (the latest by default), or made-up ones when the form has none.
 */
export function NotificationTryOut(props: { path?: string }) {
  const path = props.path ?? ''
  const rowPath = path.split('.').slice(0, -1).join('.')
  const index = Number(rowPath.split('.').pop())
  const { getFields } = useForm()
  const { id: formId } = useDocumentInfo()
  const { user } = useAuth()
  const [open, setOpen] = useState(false)
  const [preview, setPreview] = useState<NotificationTry | null>(null)
  const [entryId, setEntryId] = useState<Id | ''>('')
  const [busy, setBusy] = useState<'preview' | 'test' | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const base = useId()
  const latest = useRef(0)

  const bodyFor = (entry: Id | '') => {
    const fields = getFields() as Record<string, { value?: unknown; rows?: unknown[] }>
    const notificationId = fields[`${rowPath}.id`]?.value
    return JSON.stringify({
      form: { ...formValues(fields), id: formId },
      notificationId: typeof notificationId === 'string' ? notificationId : undefined,
      index: Number.isInteger(index) ? index : undefined,
      ...(entry !== '' ? { entryId: entry } : {}),
    })
  }

  const post = async (what: 'preview' | 'test', entry: Id | '') => {
    const res = await fetch(`/api/forms/notification-${what}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: bodyFor(entry),
    })
    const body = (await res.json().catch(() => ({}))) as { error?: string } & Record<string, unknown>
    if (!res.ok || body.error) throw new Error(body.error ?? `It did not work (${res.status}). Try again.`)
    return body
  }

  const showPreview = async (entry: Id | '') => {
    const call = ++latest.current
    setBusy('preview')
    setProblem(null)
    try {
      const result = (await post('preview', entry)) as unknown as NotificationTry
      if (call !== latest.current) return
      setPreview(result)
      setEntryId(result.entryId ?? '')
    } catch (err) {
      if (call === latest.current) setProblem((err as Error).message)
    } finally {
      if (call === latest.current) setBusy(null)
    }
  }

  const sendTest = async () => {
    setBusy('test')
    setProblem(null)
    setSent(null)
    try {
      const result = await post('test', entryId)
      setSent(String(result.message ?? 'Test sent.'))
    } catch (err) {
      setProblem((err as Error).message)
    } finally {
      setBusy(null)
    }
  }

  const panelId = `${base}-panel`
  return (
    <div className="sp-try">
      <div className="sp-try__buttons">
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small sp-try__button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            const next = !open
            setOpen(next)
            if (next) void showPreview(entryId)
          }}
        >
          {open ? 'Hide preview' : 'Preview'}
        </button>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small sp-try__button"
          disabled={busy === 'test'}
          onClick={() => void sendTest()}
        >
          {busy === 'test' ? 'Sending…' : `Send a test to ${user?.email ?? 'me'}`}
        </button>
      </div>
      <div role="status" aria-live="polite" className="sp-try__status">
        {sent && <p className="sp-try__sent">{sent}</p>}
        {problem && <p className="sp-try__problem">{problem}</p>}
      </div>
      <div id={panelId} hidden={!open} className="sp-try__panel">
        <p className="sp-try__hint">
          The e-mail as this notification stands in the editor now, saved or not, with one entry’s answers. Nothing is sent.
        </p>
        {preview && (
          <>
            <div className="sp-try__controls">
              <label htmlFor={`${base}-entry`}>Answers from</label>
              <select
                id={`${base}-entry`}
                value={String(entryId)}
                onChange={(e) => {
                  setEntryId(e.target.value)
                  void showPreview(e.target.value)
                }}
              >
                {preview.entries.length === 0 && <option value="">Made-up answers (the form has no entry yet)</option>}
                {preview.entries.map((e) => (
                  <option key={String(e.id)} value={String(e.id)}>
                    Entry {String(e.id)}: {e.label}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="btn btn--style-secondary btn--size-small sp-try__button"
                onClick={() => void showPreview(entryId)}
              >
                Refresh
              </button>
              {busy === 'preview' && <span className="sp-try__busy">Updating…</span>}
            </div>
            {preview.notes.length > 0 && (
              <ul className="sp-try__notes">
                {preview.notes.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            )}
            <EmailPreview
              label="Notification preview"
              headers={{
                from: preview.from,
                to: preview.to.join(', ') || '(nobody for these answers)',
                bcc: preview.bcc.join(', '),
                replyTo: preview.replyTo,
                subject: preview.subject,
              }}
              html={preview.html}
              text={preview.text}
            />
          </>
        )}
        {!preview && busy === 'preview' && <p className="sp-try__busy">Composing the preview…</p>}
      </div>
    </div>
  )
}

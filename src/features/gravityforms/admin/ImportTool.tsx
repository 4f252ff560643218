'use client'

import { useId, useRef, useState, type FormEvent } from 'react'

import type { ImportIssue } from '../../../core/gravityforms/import'

type Result =
  | { ok: false; error: string }
  | {
      ok: true
      version: string
      created: { id: number | string; title: string; fields: number }[]
      failed: { title: string; error: string }[]
      issues: ImportIssue[]
    }

export function ImportTool() {
  const file = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<Result | null>(null)
  const inputId = useId()
  const headingId = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const chosen = file.current?.files?.[0]
    if (!chosen) {
      setResult({ ok: false, error: 'Choose a Gravity Forms export file (.json).' })
      return
    }
    setBusy(true)
    setResult(null)
    try {
      const res = await fetch('/api/forms/import-gravityforms', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: await chosen.text(),
      })
      const body = (await res.json().catch(() => null)) as (Partial<Result> & { error?: string }) | null
      if (body && body.ok === true) setResult(body as Result)
      else setResult({ ok: false, error: body?.error ?? 'The import failed. Try again.' })
    } catch {
      setResult({ ok: false, error: 'The import failed: the connection was lost. Try again.' })
    } finally {
      setBusy(false)
    }
  }

  const unsupported = result?.ok ? result.issues.filter((i) => i.kind === 'unsupported-field') : []
  const other = result?.ok ? result.issues.filter((i) => i.kind !== 'unsupported-field') : []
  return (
    <>
      <form onSubmit={submit} className="sp-screen__form" aria-label="Import Gravity Forms">
        <div className="sp-screen__field sp-screen__field--grow">
          <label htmlFor={inputId} className="sp-screen__label">
            Export file
          </label>
          <input id={inputId} ref={file} className="sp-screen__input" type="file" accept=".json,application/json" required />
        </div>
        <button
          type="submit"
          className={`btn btn--style-primary btn--size-medium${busy ? ' btn--disabled' : ''}`}
          disabled={busy}
        >
          <span className="btn__content">
            <span className="btn__label">{busy ? 'Importing…' : 'Import'}</span>
          </span>
        </button>
      </form>
      <div role="status" aria-live="polite" aria-labelledby={headingId}>
        {result && (
          <section className="sp-screen__panel">
            <h2 id={headingId}>{result.ok ? 'Result' : 'Nothing was imported'}</h2>
            {!result.ok && <p>{result.error}</p>}
            {result.ok && (
              <>
                <ul data-import="created">
                  {result.created.map((c) => (
                    <li key={String(c.id)}>
                      Imported <a href={`/admin/collections/forms/${String(c.id)}`}>{c.title}</a> with {c.fields} fields.
                    </li>
                  ))}
                  {result.failed.map((f) => (
                    <li key={f.title}>
                      Not imported: {f.title}: {f.error}
                    </li>
                  ))}
                </ul>
                {unsupported.length > 0 && (
                  <>
                    <h3>Field types this site does not support</h3>
                    <ul data-import="unsupported">
                      {unsupported.map((i, n) => (
                        <li key={n}>
                          {i.form}: {i.message}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                {other.length > 0 && (
                  <>
                    <h3>Imported with changes</h3>
                    <ul data-import="changes">
                      {other.map((i, n) => (
                        <li key={n}>
                          {i.form}: {i.message}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </>
            )}
          </section>
        )}
      </div>
    </>
  )
}

'use client'

import './form-preview.css'

import { useAllFormFields, useDocumentInfo } from '@payloadcms/ui'
import { reduceFieldsToValues } from 'payload/shared'
import { useEffect, useMemo, useRef, useState } from 'react'

import type { FormPreview } from './endpoint'
import { PREVIEW_FRAME_PATH, PREVIEW_HEIGHT, PREVIEW_MESSAGE, PREVIEW_READY, type PreviewMessage } from './messages'

/** Enough quiet after a key press to render once per pause in typing, not per key. */
const DEBOUNCE_MS = 350

type FieldState = { rows?: unknown[] }

/**
 * The edit view's values as a saved document holds them. Payload's reducer gives a list without
 * rows its row count (0) instead of an empty list; the form model expects lists.
 */
export function formValues(fields: Record<string, FieldState>): Record<string, unknown> {
  const data = reduceFieldsToValues(fields as never, true) as Record<string, unknown>
  for (const [path, state] of Object.entries(fields)) {
    if (!Array.isArray(state?.rows) || state.rows.length > 0) continue
    const keys = path.split('.')
    let node: unknown = data
    for (const key of keys.slice(0, -1))
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined
    if (node && typeof node === 'object') (node as Record<string, unknown>)[keys[keys.length - 1]!] = []
  }
  return data
}

/**
 * The live preview beside the builder, as Gravity Forms shows the form itself: the unsaved form is
 * rendered on the server by the visitors' renderer (POST /api/forms/preview) and shown in a frame
 * that carries the site's own styles, so what staff see is what a visitor gets.
 */
export function FormPreviewPanel() {
  const [fields] = useAllFormFields()
  const { id } = useDocumentInfo()
  const values = useMemo(() => JSON.stringify({ ...formValues(fields), id }), [fields, id])
  const frame = useRef<HTMLIFrameElement>(null)
  const latest = useRef<string | null>(null)
  const [preview, setPreview] = useState<FormPreview | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const [height, setHeight] = useState(480)

  const show = (html: string) => {
    latest.current = html
    frame.current?.contentWindow?.postMessage({ type: PREVIEW_MESSAGE, html } satisfies PreviewMessage, window.location.origin)
  }

  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const res = await fetch('/api/forms/preview', {
          method: 'POST',
          body: values,
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          signal: controller.signal,
        })
        const body = (await res.json()) as FormPreview & { error?: string }
        if (!res.ok) throw new Error(body.error ?? `The preview could not be made (${res.status}).`)
        setFailed(null)
        setPreview(body)
        show(body.html)
      } catch (err) {
        if (!controller.signal.aborted) setFailed(err instanceof Error ? err.message : 'The preview could not be made.')
      }
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [values])

  useEffect(() => {
    const onMessage = (event: MessageEvent<PreviewMessage>) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return
      if (event.data?.type === PREVIEW_READY && latest.current !== null) show(latest.current)
      if (event.data?.type === PREVIEW_HEIGHT && Number.isFinite(event.data.height)) {
        setHeight(Math.min(Math.max(event.data.height, 200), 20_000))
      }
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [])

  return (
    <section className="form-preview-panel" aria-labelledby="form-preview-heading">
      <h3 id="form-preview-heading" className="form-preview-panel__heading">
        Preview
      </h3>
      <p className="form-preview-panel__hint">The form as visitors see it, updated as you edit. Nothing is sent from it.</p>
      <div role="status" aria-live="polite" className="form-preview-panel__status">
        {failed && <p className="form-preview-panel__problem">{failed}</p>}
        {preview && preview.problems.length > 0 && (
          <ul className="form-preview-panel__problems">
            {preview.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
      </div>
      <iframe
        ref={frame}
        className="form-preview-panel__frame"
        title="Preview of the form"
        src={PREVIEW_FRAME_PATH}
        style={{ height }}
      />
    </section>
  )
}

'use client'

import './email-preview.css'

import { useId, useRef, useState, type KeyboardEvent } from 'react'

export type EmailHeaders = { from?: string; to?: string; cc?: string; bcc?: string; replyTo?: string; subject?: string }

const TABS = [
  { key: 'html', label: 'HTML' },
  { key: 'text', label: 'Text' },
  { key: 'source', label: 'Source' },
] as const
type Tab = (typeof TABS)[number]['key']

const WIDTHS = [
  { key: 'desktop', label: 'Wide', width: '100%' },
  { key: 'mobile', label: 'Phone', width: '390px' },
] as const

/**
 * An e-mail as its recipient sees it: the headers, then the HTML part drawn in a sandboxed frame
 * (`sandbox=""`: no script, no forms, an origin of its own, so the message can reach nothing of
 * the admin's), the text part and the HTML source, as WAI-ARIA tabs (arrow keys, Home and End
 * move between them). `html` must already be sanitised on the server (features/email/sanitize.ts).
 */
export function EmailPreview(props: {
  headers: EmailHeaders
  html: string | null
  text: string | null
  source?: string | null
  label?: string
}) {
  const { headers, html, text, source, label = 'E-mail' } = props
  const tabs = TABS.filter((t) => (t.key === 'html' ? html : t.key === 'text' ? text !== null : source))
  const [active, setActive] = useState<Tab>(tabs[0]?.key ?? 'text')
  const [width, setWidth] = useState<(typeof WIDTHS)[number]['key']>('desktop')
  const base = useId()
  const refs = useRef<Record<string, HTMLButtonElement | null>>({})

  const onKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    const key = tabs[next]!.key
    setActive(key)
    refs.current[key]?.focus()
  }

  const rows: [string, string | undefined][] = [
    ['From', headers.from],
    ['To', headers.to],
    ['Cc', headers.cc],
    ['Bcc', headers.bcc],
    ['Reply-To', headers.replyTo],
    ['Subject', headers.subject],
  ]
  const frameWidth = WIDTHS.find((w) => w.key === width)!.width

  return (
    <section className="sp-email" aria-label={label}>
      <dl className="sp-email__headers">
        {rows
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k} className="sp-email__header">
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
      </dl>
      <div className="sp-email__bar">
        <div role="tablist" aria-label={`${label}: parts`} className="sp-email__tabs">
          {tabs.map((t, i) => (
            <button
              key={t.key}
              ref={(el) => {
                refs.current[t.key] = el
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${t.key}`}
              aria-selected={active === t.key}
              aria-controls={`${base}-panel-${t.key}`}
              tabIndex={active === t.key ? 0 : -1}
              className="sp-email__tab"
              onClick={() => setActive(t.key)}
              onKeyDown={(e) => onKey(e, i)}
            >
              {t.label}
            </button>
          ))}
        </div>
        {active === 'html' && (
          <div role="group" aria-label="Preview width" className="sp-email__widths">
            {WIDTHS.map((w) => (
              <button
                key={w.key}
                type="button"
                aria-pressed={width === w.key}
                className="sp-email__width"
                onClick={() => setWidth(w.key)}
              >
                {w.label}
              </button>
            ))}
          </div>
        )}
      </div>
      {tabs.map((t) => (
        <div
          key={t.key}
          role="tabpanel"
          id={`${base}-panel-${t.key}`}
          aria-labelledby={`${base}-tab-${t.key}`}
          hidden={active !== t.key}
          tabIndex={t.key === 'html' ? undefined : 0}
          className={`sp-email__panel sp-email__panel--${t.key}`}
        >
          {t.key === 'html' && html && (
            <div className="sp-email__stage">
              <iframe
                className="sp-email__frame"
                title={`${label}: HTML part${headers.subject ? `, ${headers.subject}` : ''}`}
                sandbox=""
                referrerPolicy="no-referrer"
                srcDoc={html}
                style={{ width: frameWidth }}
              />
            </div>
          )}
          {t.key === 'text' && <pre className="sp-email__text">{text || '(This e-mail has no text part.)'}</pre>}
          {t.key === 'source' && <pre className="sp-email__text sp-email__text--source">{source}</pre>}
        </div>
      ))}
    </section>
  )
}

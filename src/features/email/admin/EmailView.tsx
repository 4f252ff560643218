import type { Payload } from 'payload'

import { sanitizeEmailHtml } from '../sanitize'
import { EmailPreview } from './EmailPreview'

type Row = Record<string, unknown>
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined)

/**
 * The Outbox's and the notification log's message, shown as the recipient sees it (replaces the
 * `html` field's source box). The stored HTML is sanitised again here, whatever wrote the row:
 * both collections are written by plain INSERTs, and nothing stored is trusted.
 */
export function EmailView(props: { data?: Row; payload: Payload }) {
  const { data, payload } = props
  if (!data) return null
  // The notification log keeps only the sender's name; the address is the site's (queue.ts).
  const from =
    str(data.from) ??
    `${str(data.fromName) ?? payload.email?.defaultFromName ?? ''} <${payload.email?.defaultFromAddress ?? ''}>`.trim()
  const stored = str(data.html) ?? null
  return (
    <EmailPreview
      label="E-mail"
      headers={{
        from,
        to: str(data.to),
        cc: str(data.cc),
        bcc: str(data.bcc),
        replyTo: str(data.replyTo),
        subject: str(data.subject),
      }}
      html={stored ? sanitizeEmailHtml(stored) : null}
      text={typeof data.text === 'string' ? data.text : null}
      source={stored}
    />
  )
}

/** The edit view's slot for a header field: the viewer above shows the headers (features/email/fields.ts). */
export function ShownInViewer() {
  return null
}

import type { Payload } from 'payload'

import { notificationsNotice } from '../../../core/entries/notifications-off'
import { UNREADABLE_ROW, entryRows, type EntryRow } from '../../../core/entries/values'
import { rawTextOf } from '../../../core/stored/json'
import { formFromDoc } from '../../forms/model'
import type { EntryStatus } from '../../../core/entries/bulk'
import { EmailView } from '../../email/admin/EmailView'
import { EntryActions } from './EntryActions'
import { sanitizeRichText } from '../../forms/sanitize'
import { ResendNotifications } from './ResendNotifications'
import { readEntryAnswers } from '../unreadable'
import './entries-admin.css'

type Row = Record<string, unknown>

const when = (iso: unknown) => {
  const t = typeof iso === 'string' ? Date.parse(iso) : NaN
  return Number.isFinite(t) ? new Date(t).toISOString().replace('T', ' ').slice(0, 16) + ' UTC' : ''
}

const STATUS: Record<string, string> = { queued: 'Waiting to be sent', sent: 'Sent', failed: 'Failed' }

/**
 * The entry as staff read it, above its settings: every field of the form with its answer
 * (labels and values as React text, so nothing a visitor typed is ever markup), the
 * submission's metadata, the notification e-mails with what became of them, and resend.
 */
export async function EntryDetails(props: { id?: number | string; data?: Row; payload: Payload }) {
  const { id, data, payload } = props
  if (!id || !data) return null
  const formRef = data.form as number | { id: number } | undefined
  const formId = formRef && typeof formRef === 'object' ? formRef.id : formRef
  const formDoc = formId
    ? await payload.findByID({ collection: 'forms', id: formId, depth: 0, overrideAccess: true, disableErrors: true })
    : null
  const form = formDoc ? formFromDoc(formDoc as unknown as Row) : null
  const { values: stored, unreadable } = readEntryAnswers(payload, id, data.values)
  const rows: EntryRow[] = unreadable
    ? [UNREADABLE_ROW]
    : form
      ? entryRows(form, stored, { empty: true })
      : Object.entries(stored).map(([k, v]) => ({ id: k, label: `Field ${k}`, value: v, section: undefined, removed: true }))
  const meta = (data.meta as Row | null) ?? {}
  const source = typeof meta.sourceUrl === 'string' && /^https?:\/\//i.test(meta.sourceUrl) ? meta.sourceUrl : ''
  const ipNote = meta.ip
    ? String(meta.ip)
    : form?.personalData?.preventIP
      ? 'Not stored (the form’s privacy setting)'
      : 'Not recorded'
  const emails = await payload.find({
    collection: 'form-notifications',
    where: { entry: { equals: id } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })

  return (
    <div className="sp-entry">
      <EntryActions
        id={String(id)}
        isRead={Boolean(data.isRead)}
        status={(['active', 'spam', 'trash'].includes(String(data.status)) ? data.status : 'active') as EntryStatus}
      />
      <section aria-labelledby="sp-entry-answers">
        <h2 id="sp-entry-answers">{form ? form.title : 'Answers'}</h2>
        {!form && (
          <p className="sp-entry__muted">The form of this entry was deleted; its stored answers are shown as they are.</p>
        )}
        {unreadable && (
          <>
            <p className="sp-entry__muted">
              The stored answers of this entry cannot be read (the database holds something other than answers). This is what it
              holds:
            </p>
            <pre className="sp-entry__raw">{rawTextOf(data.values)}</pre>
          </>
        )}
        <table className="sp-entry__table">
          <tbody>
            {rows.map((r, i) => {
              const heading = r.section !== rows[i - 1]?.section ? r.section : undefined
              return [
                heading ? (
                  <tr key={`s-${r.id}`} className="sp-entry__section">
                    <th colSpan={2} scope="colgroup">
                      {heading}
                    </th>
                  </tr>
                ) : null,
                <tr key={r.id} data-field-id={r.id}>
                  <th scope="row">{r.label}</th>
                  {r.html ? (
                    // Rich text: sanitised when it was stored, and again here, so even an entry
                    // written some other way cannot run script in the admin.
                    <td className="sp-entry__rich" dangerouslySetInnerHTML={{ __html: sanitizeRichText(r.html) }} />
                  ) : (
                    <td>{r.value ? r.value : <span className="sp-entry__muted">(empty)</span>}</td>
                  )}
                </tr>,
              ]
            })}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="sp-entry-meta">
        <h2 id="sp-entry-meta">Submission</h2>
        <dl className="sp-entry__meta">
          <dt>Entry</dt>
          <dd>#{String(id)}</dd>
          <dt>Submitted</dt>
          <dd>{when(data.createdAt)}</dd>
          <dt>Source URL</dt>
          <dd>
            {source ? (
              <a href={source} rel="noopener noreferrer nofollow" target="_blank">
                {source}
              </a>
            ) : (
              String(meta.sourceUrl ?? '')
            )}
          </dd>
          <dt>User agent</dt>
          <dd>{String(meta.userAgent ?? '')}</dd>
          <dt>IP address</dt>
          <dd>{ipNote}</dd>
        </dl>
      </section>

      <section aria-labelledby="sp-entry-emails">
        <h2 id="sp-entry-emails">Notifications</h2>
        {form && notificationsNotice(form.notifications) && (
          <p className="sp-notifications-off sp-notifications-off--block">{notificationsNotice(form.notifications)}</p>
        )}
        {emails.docs.length === 0 ? (
          <p className="sp-entry__muted">No notification e-mail was sent for this entry.</p>
        ) : (
          <table className="sp-entry__table sp-entry__emails">
            <thead>
              <tr>
                <th scope="col">Notification</th>
                <th scope="col">To</th>
                <th scope="col">Subject</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {(emails.docs as unknown as Row[]).map((m) => (
                <tr key={String(m.id)} data-status={String(m.status)}>
                  <td>
                    <a href={`/admin/collections/form-notifications/${String(m.id)}`}>{String(m.notificationName ?? '')}</a>
                    {m.resend ? ' (sent again)' : ''}
                  </td>
                  <td>{String(m.to ?? '')}</td>
                  <td>{String(m.subject ?? '')}</td>
                  <td>
                    {STATUS[String(m.status)] ?? String(m.status)}
                    {m.status === 'sent' && m.sentAt ? ` ${when(m.sentAt)}` : ''}
                    {m.status !== 'sent' && m.lastError
                      ? ` after ${String(m.attempts ?? 0)} attempt${m.attempts === 1 ? '' : 's'}: ${String(m.lastError)}`
                      : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {(emails.docs as unknown as Row[]).map((m) => (
          <details key={String(m.id)} className="sp-entry__email">
            <summary>
              Show the e-mail: {String(m.notificationName ?? '')} to {String(m.to ?? '')}
            </summary>
            <EmailView data={m} payload={payload} />
          </details>
        ))}
        {form && form.notifications.length > 0 && (
          <ResendNotifications entryId={String(id)} notifications={form.notifications.map((n) => ({ id: n.id, name: n.name }))} />
        )}
      </section>
    </div>
  )
}

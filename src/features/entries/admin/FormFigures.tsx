import type { Payload } from 'payload'

import './entries-admin.css'

import { figuresLine } from '../../../core/entries/figures'
import { NOTIFICATIONS_OFF, notificationsNotice } from '../../../core/entries/notifications-off'
import { whereFromState } from '../../../core/entries/list-state'
import { stringify } from 'qs-esm'
import { loadFormFigures } from '../figures'

const entriesLink = (formId: number | string) =>
  `/admin/collections/form-entries${stringify({ where: whereFromState({ form: Number(formId), view: 'inbox' }) }, { addQueryPrefix: true })}`

/** A form's notifications (only whether each is active), to say when they are all off. */
async function notificationsOf(payload: Payload, id: number | string) {
  const doc = await payload.findByID({
    collection: 'forms',
    id,
    select: { notifications: { isActive: true } },
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  return (doc?.notifications ?? []) as { isActive?: boolean | null }[]
}

/**
 * The forms list's column: views, entries and conversion rate, linking to the form's entries,
 * and "Notifications are off" when the form e-mails nobody.
 */
export async function FormFiguresCell({ payload, rowData }: { payload: Payload; rowData?: { id?: number | string } }) {
  if (!rowData?.id) return null
  const [figures, notifications] = await Promise.all([loadFormFigures(payload, rowData.id), notificationsOf(payload, rowData.id)])
  const off = notificationsNotice(notifications)
  return (
    <>
      <a href={entriesLink(rowData.id)}>{figuresLine(figures)}</a>
      {off && (
        <span className="sp-notifications-off" title={off}>
          {NOTIFICATIONS_OFF}
        </span>
      )}
    </>
  )
}

/** In a form's sidebar: the same figures and the way to its entries. */
export async function FormFiguresField({ payload, id }: { payload: Payload; id?: number | string }) {
  if (!id) return null
  const [figures, notifications] = await Promise.all([loadFormFigures(payload, id), notificationsOf(payload, id)])
  const off = notificationsNotice(notifications)
  return (
    <div className="field-type" style={{ marginBottom: '1.5rem' }}>
      {off && <p className="sp-notifications-off sp-notifications-off--block">{off}</p>}
      <p style={{ margin: '0 0 0.25rem', fontWeight: 600 }}>Entries</p>
      <p style={{ margin: '0 0 0.25rem' }} data-figures>
        {figuresLine(figures)}
      </p>
      <a href={entriesLink(id)}>See the entries</a>
    </div>
  )
}

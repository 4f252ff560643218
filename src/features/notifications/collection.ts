import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '../../access/roles'
import { inViewer, messageFields } from '../email/fields'

/**
 * Every notification e-mail the site wrote for an entry: to whom, what, and what became of
 * it (queued, sent, or failed after every retry). Written only by the server; the message
 * is kept so staff see exactly what was sent, and a resend is a new row.
 *
 * Rows are written with a plain INSERT (server/sql.ts), not the Local API: a hook or a computed
 * field added here would not run for them.
 */
export const FormNotifications: CollectionConfig = {
  slug: 'form-notifications',
  labels: { singular: 'Notification e-mail', plural: 'Notification e-mails' },
  admin: {
    group: 'Forms',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'status', 'sentAt', 'createdAt'],
    description: 'E-mails sent for form entries. Failed ones are retried with growing pauses; resend from the entry.',
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: isStaff },
  defaultSort: '-createdAt',
  // The delivery looks for e-mails waiting whose next attempt has come (features/notifications/queue.ts).
  indexes: [{ fields: ['status', 'nextAttemptAt'] }],
  fields: [
    { name: 'entry', type: 'relationship', relationTo: 'form-entries', index: true },
    { name: 'form', type: 'relationship', relationTo: 'forms', index: true },
    { name: 'notificationId', type: 'text', admin: { readOnly: true } },
    { name: 'notificationName', label: 'Notification', type: 'text', admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'queued',
      index: true,
      options: [
        { label: 'Waiting to be sent', value: 'queued' },
        { label: 'Being sent', value: 'sending' },
        { label: 'Sent', value: 'sent' },
        { label: 'Failed', value: 'failed' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'attempts', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'sentAt', label: 'Sent at', type: 'date', admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'lastError', label: 'Last error', type: 'text', admin: { position: 'sidebar' } },
    {
      name: 'nextAttemptAt',
      label: 'Next attempt at',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    // The delivery sending this e-mail, and when it last renewed its claim (features/notifications/queue.ts,
    // core/notifications/claims.ts): a claim not renewed for 30 seconds belongs to a process that is gone.
    { name: 'claimedAt', type: 'date', admin: { hidden: true } },
    { name: 'claimedBy', type: 'text', admin: { hidden: true } },
    // Random per e-mail and kept for its retries: mail services drop a message whose Message-ID they have
    // seen, so ids must never repeat across databases.
    { name: 'messageId', label: 'Message-ID', type: 'text', admin: { position: 'sidebar', readOnly: true } },
    { name: 'resend', label: 'Sent again by staff', type: 'checkbox', admin: { position: 'sidebar' } },
    // Headers, shown above the message by the viewer (features/email/fields.ts).
    { name: 'to', type: 'text', required: true, index: true, admin: inViewer },
    { name: 'bcc', type: 'text', admin: inViewer },
    { name: 'replyTo', type: 'text', admin: inViewer },
    { name: 'fromName', type: 'text', admin: inViewer },
    { name: 'subject', type: 'text', required: true, admin: inViewer },
    ...messageFields,
  ],
}

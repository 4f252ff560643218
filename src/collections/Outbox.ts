import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '../access/roles'
import { inViewer, messageFields } from '../features/email/fields'

/**
 * Without SMTP_URL the site keeps every e-mail it would have sent here, so a
 * fresh install loses no message and editors can read them in the admin.
 *
 * Rows are written with a plain INSERT (server/sql.ts), not the Local API: a hook or a computed
 * field added here would not run for them.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Outbox e-mail', plural: 'Outbox' },
  admin: {
    group: 'Settings',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'createdAt'],
    description: 'E-mails the site would have sent. Set SMTP_URL to deliver them instead.',
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: isStaff },
  fields: [
    // Headers, shown above the message by the viewer (features/email/fields.ts).
    { name: 'to', type: 'text', required: true, index: true, admin: inViewer },
    { name: 'cc', type: 'text', admin: inViewer },
    { name: 'bcc', type: 'text', admin: inViewer },
    { name: 'from', type: 'text', required: true, admin: inViewer },
    { name: 'replyTo', type: 'text', admin: inViewer },
    { name: 'subject', type: 'text', required: true, admin: inViewer },
    ...messageFields,
  ],
}

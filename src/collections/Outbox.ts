import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '../access/roles'

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
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'cc', type: 'text' },
    { name: 'bcc', type: 'text' },
    { name: 'from', type: 'text', required: true },
    { name: 'replyTo', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    // Shown to staff as source text, never rendered as HTML in the admin.
    { name: 'html', type: 'textarea', label: 'HTML source', admin: { readOnly: true } },
  ],
}

import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '../access/roles'

/**
 * Without SMTP_URL the site keeps every e-mail it would have sent here, so a
 * fresh install loses no message and editors can read them in the admin.
 *
 * Rows are written with a plain INSERT (server/sql.ts), not the Local API: a hook or a computed
 * field added here would not run for them.
 */
/** Shown by the e-mail viewer (features/email/admin/EmailView.tsx) instead of as a field of its own. */
const inViewer = { condition: () => false }

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
    // The viewer below shows the headers above the message, as a mail client does; the list keeps
    // them as columns.
    { name: 'to', type: 'text', required: true, index: true, admin: inViewer },
    { name: 'cc', type: 'text', admin: inViewer },
    { name: 'bcc', type: 'text', admin: inViewer },
    { name: 'from', type: 'text', required: true, admin: inViewer },
    { name: 'replyTo', type: 'text', admin: inViewer },
    { name: 'subject', type: 'text', required: true, admin: inViewer },
    // The Text tab of the viewer below shows it.
    { name: 'text', type: 'textarea', admin: { hidden: true } },
    // Drawn as the recipient sees it, in a sandboxed frame after sanitising again, with the text
    // part and the source beside it (features/email/admin/EmailView.tsx).
    {
      name: 'html',
      label: 'E-mail',
      type: 'textarea',
      admin: { readOnly: true, components: { Field: '/features/email/admin/EmailView#EmailView' } },
    },
  ],
}

import type { Field } from 'payload'

/**
 * What the Outbox and the notification log share in their edit views: the headers are shown by
 * the e-mail viewer (admin/EmailView.tsx) rather than as fields of their own (the lists keep them
 * as columns), and the message is drawn as the recipient sees it, in a sandboxed frame after
 * sanitising again, with the text part and the source beside it.
 *
 * A header field draws nothing of its own rather than having a false `admin.condition`: Payload's
 * database schema drops NOT NULL from a required field with any condition, and a stored e-mail
 * always has its recipient and subject (tests/int/suite.ts checks the schema against the migrations).
 */
export const inViewer = { components: { Field: '/features/email/admin/EmailView#ShownInViewer' } }

export const messageFields: Field[] = [
  // The Text tab of the viewer shows it.
  { name: 'text', type: 'textarea', admin: { hidden: true } },
  {
    name: 'html',
    label: 'E-mail',
    type: 'textarea',
    admin: { readOnly: true, components: { Field: '/features/email/admin/EmailView#EmailView' } },
  },
]

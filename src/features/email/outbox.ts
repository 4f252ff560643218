import type { EmailAdapter, SendEmailOptions } from 'payload'

import { insertRows } from '../../server/sql'

type AddressLike = string | { address: string; name?: string } | Array<string | { address: string; name?: string }> | undefined

/** "Name <a@b.c>, d@e.f" from nodemailer's several address shapes. */
export function formatAddresses(value: AddressLike): string {
  if (value === undefined) return ''
  const list = Array.isArray(value) ? value : [value]
  return list.map((a) => (typeof a === 'string' ? a : a.name ? `${a.name} <${a.address}>` : a.address)).join(', ')
}

/**
 * Keeps e-mails in the Outbox collection instead of sending them. Used when
 * SMTP_URL is not set, so nothing the site writes is lost on a fresh install.
 */
export function outboxAdapter(options: {
  defaultFromAddress: string
  defaultFromName: string
}): EmailAdapter<{ id: number | string }> {
  return ({ payload }) => ({
    name: 'outbox',
    defaultFromAddress: options.defaultFromAddress,
    defaultFromName: options.defaultFromName,
    sendEmail: async (message: SendEmailOptions) => {
      const from = message.from ?? { name: options.defaultFromName, address: options.defaultFromAddress }
      // A plain INSERT (server/sql.ts): the Outbox has no hooks, and a Local API create would read
      // the row back for nothing. The values are checked here as the collection's fields would be.
      const [id] = await insertRows(payload, 'outbox', [
        {
          to: formatAddresses(message.to as AddressLike) || '(no recipient)',
          cc: formatAddresses(message.cc as AddressLike) || null,
          bcc: formatAddresses(message.bcc as AddressLike) || null,
          from: formatAddresses(from as AddressLike),
          replyTo: formatAddresses(message.replyTo as AddressLike) || null,
          subject: typeof message.subject === 'string' && message.subject !== '' ? message.subject : '(no subject)',
          text: typeof message.text === 'string' ? message.text : null,
          html: typeof message.html === 'string' ? message.html : null,
        },
      ])
      return { id: id! }
    },
  })
}

import type { EmailAdapter, SendEmailOptions } from 'payload'

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
      const doc = await payload.create({
        collection: 'outbox',
        overrideAccess: true,
        data: {
          to: formatAddresses(message.to as AddressLike) || '(no recipient)',
          cc: formatAddresses(message.cc as AddressLike) || undefined,
          bcc: formatAddresses(message.bcc as AddressLike) || undefined,
          from: formatAddresses(from as AddressLike),
          replyTo: formatAddresses(message.replyTo as AddressLike) || undefined,
          subject: typeof message.subject === 'string' && message.subject !== '' ? message.subject : '(no subject)',
          text: typeof message.text === 'string' ? message.text : undefined,
          html: typeof message.html === 'string' ? message.html : undefined,
        },
      })
      return { id: doc.id }
    },
  })
}

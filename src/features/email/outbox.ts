import type { EmailAdapter, SendEmailOptions } from 'payload'

import { sameTurn } from '../../core/db/same-turn'
import { insertRows, type Id } from '../../server/sql'

type AddressLike = string | { address: string; name?: string } | Array<string | { address: string; name?: string }> | undefined

/** "Name <a@b.c>, d@e.f" from nodemailer's several address shapes. */
export function formatAddresses(value: AddressLike): string {
  if (value === undefined) return ''
  const list = Array.isArray(value) ? value : [value]
  return list.map((a) => (typeof a === 'string' ? a : a.name ? `${a.name} <${a.address}>` : a.address)).join(', ')
}

type OutboxRow = Record<string, unknown>

/**
 * Writes the e-mails handed over in the same turn of the event loop with one INSERT (sameTurn): a
 * delivery sends the e-mails it claimed side by side, and one statement with one commit for all of
 * them costs what one e-mail's did (each commit waits for the disk). The INSERT is one statement,
 * so a batch is stored whole or not at all, and a failure is every one of its e-mails' failure.
 */
export function batchedInsert(write: (rows: OutboxRow[]) => Promise<Id[]>): (row: OutboxRow) => Promise<Id> {
  return sameTurn(async (rows: OutboxRow[]) => {
    // Ids are handed out in the order of the VALUES list (an autoincrement, a serial), whatever
    // order RETURNING gives them back in.
    const ids = (await write(rows)).sort((a, b) => Number(a) - Number(b))
    if (ids.length !== rows.length) throw new Error(`The Outbox stored ${ids.length} of ${rows.length} e-mails`)
    return ids
  })
}

/**
 * Keeps e-mails in the Outbox collection instead of sending them. Used when
 * SMTP_URL is not set, so nothing the site writes is lost on a fresh install.
 */
export function outboxAdapter(options: {
  defaultFromAddress: string
  defaultFromName: string
}): EmailAdapter<{ id: number | string }> {
  return ({ payload }) => {
    // A plain INSERT (server/sql.ts): the Outbox has no hooks, and a Local API create would read
    // the row back for nothing. The values are checked here as the collection's fields would be.
    const store = batchedInsert((rows) => insertRows(payload, 'outbox', rows))
    return {
      name: 'outbox',
      defaultFromAddress: options.defaultFromAddress,
      defaultFromName: options.defaultFromName,
      sendEmail: async (message: SendEmailOptions) => {
        const from = message.from ?? { name: options.defaultFromName, address: options.defaultFromAddress }
        const id = await store({
          to: formatAddresses(message.to as AddressLike) || '(no recipient)',
          cc: formatAddresses(message.cc as AddressLike) || null,
          bcc: formatAddresses(message.bcc as AddressLike) || null,
          from: formatAddresses(from as AddressLike),
          replyTo: formatAddresses(message.replyTo as AddressLike) || null,
          subject: typeof message.subject === 'string' && message.subject !== '' ? message.subject : '(no subject)',
          text: typeof message.text === 'string' ? message.text : null,
          html: typeof message.html === 'string' ? message.html : null,
        })
        return { id }
      },
    }
  }
}

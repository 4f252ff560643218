/**
 * Notification e-mails go through Payload's job queue: a submission stores one row per
 * e-mail (form-notifications) and queues one job for them, so an SMTP server that is down
 * loses nothing. The job retries with exponential backoff; each row records its attempts,
 * the last error and when it was sent. A row that is already sent is never sent again, so
 * a job that runs twice delivers once.
 */
import { and, eq, lt, or, type Column } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import type { ComposedEmail } from '../../core/notifications/compose'
import { afterCommit } from '../../server/after-commit'
import { insertRows } from '../../server/sql'

export const NOTIFICATION_QUEUE = 'notifications'
export const NOTIFICATION_TASK = 'sendFormNotification'

/** Ten retries, the first after a minute, doubling: the last one about 17 hours after the submission. */
export const NOTIFICATION_RETRIES = { attempts: 10, backoff: { type: 'exponential' as const, delay: 60_000 } }

type Id = number | string
type Row = {
  id: Id
  status?: string | null
  attempts?: number | null
  to: string
  bcc?: string | null
  replyTo?: string | null
  fromName?: string | null
  subject: string
  html?: string | null
  text?: string | null
}

/** A delivery that has not finished after this long is taken to have died with its process. */
export const CLAIM_TIMEOUT_MS = 10 * 60_000

type Drizzle = {
  drizzle: {
    update: (table: unknown) => {
      set: (data: Record<string, unknown>) => {
        where: (condition: unknown) => Promise<unknown> & { returning: (fields?: Record<string, unknown>) => Promise<unknown[]> }
      }
    }
  }
  tables: Record<string, { id: Column; status: Column; claimedAt: Column }>
}

/**
 * Takes the e-mail for this delivery in one conditional UPDATE, so two job runners that
 * picked up the same job (Payload's runner only makes that unlikely) cannot both send it.
 * Payload's own update reads and then writes, which is not enough here. drizzle's `and`,
 * `eq`, `lt` and `or` build the same SQL on SQLite and PostgreSQL. The row comes back with
 * the UPDATE (RETURNING), so a delivery reads it without a query of its own.
 */
async function claim(payload: Payload, id: Id): Promise<Row | null> {
  const db = payload.db as unknown as Drizzle
  const table = db.tables.form_notifications!
  const now = new Date()
  const stale = new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString()
  const rows = await db.drizzle
    .update(table)
    .set({ status: 'sending', claimedAt: now.toISOString() })
    .where(and(eq(table.id, id), or(eq(table.status, 'queued'), and(eq(table.status, 'sending'), lt(table.claimedAt, stale)))))
    .returning()
  return (rows[0] as Row | undefined) ?? null
}

/** Records a sent e-mail: one UPDATE (the collection has no hooks that a Payload update would run). */
async function markSent(payload: Payload, id: Id, attempts: number): Promise<void> {
  const db = payload.db as unknown as Drizzle
  const table = db.tables.form_notifications!
  const now = new Date().toISOString()
  await db.drizzle
    .update(table)
    .set({ attempts, status: 'sent', sentAt: now, lastError: null, updatedAt: now })
    .where(eq(table.id, id))
}

const splitList = (v: string | null | undefined) =>
  String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

/** Sends one stored notification e-mail (the job's work). Throws when the server refuses, so the job retries. */
export async function deliverNotification(payload: Payload, id: Id): Promise<'sent' | 'already-sent' | 'missing'> {
  const row = await claim(payload, id)
  if (!row) {
    // Rare: sent or given up already, taken by another runner just now, or deleted with its entry.
    const found = await payload.findByID({
      collection: 'form-notifications',
      id,
      depth: 0,
      select: { status: true },
      overrideAccess: true,
      disableErrors: true,
    })
    return found ? 'already-sent' : 'missing'
  }
  const attempts = (row.attempts ?? 0) + 1
  const host = payload.email.defaultFromAddress.split('@')[1] ?? 'localhost'
  try {
    await payload.sendEmail({
      to: splitList(row.to),
      ...(row.bcc ? { bcc: splitList(row.bcc) } : {}),
      ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      from: { name: row.fromName || payload.email.defaultFromName, address: payload.email.defaultFromAddress },
      subject: row.subject,
      html: row.html ?? undefined,
      text: row.text ?? undefined,
      // One id per stored e-mail: should a retry ever repeat a delivery, mail clients show it once.
      messageId: `<form-notification-${String(row.id)}@${host}>`,
    })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    await payload.update({
      collection: 'form-notifications',
      id,
      overrideAccess: true,
      data: {
        attempts,
        lastError: message.slice(0, 500),
        status: attempts > NOTIFICATION_RETRIES.attempts ? 'failed' : 'queued',
        claimedAt: null,
      },
    })
    throw error
  }
  await markSent(payload, id, attempts)
  return 'sent'
}

const toId = (v: string): Id => (/^\d+$/.test(v) ? Number(v) : v)

/**
 * One job per submission delivers all of its e-mails (`notification` is their ids, comma
 * separated): a job costs several writes of Payload's own, so one per e-mail tripled that
 * cost for a form with three. Every e-mail is tried; if any failed, the job fails after the
 * others and retries, and those already sent are skipped by their claim.
 */
export const sendFormNotificationTask: TaskConfig<{ input: { notification: string }; output: { result: string } }> = {
  slug: NOTIFICATION_TASK,
  label: 'Send form notification e-mails',
  inputSchema: [{ name: 'notification', type: 'text', required: true }],
  outputSchema: [{ name: 'result', type: 'text' }],
  retries: NOTIFICATION_RETRIES,
  handler: async ({ input, req }) => {
    const results: string[] = []
    let failure: unknown = null
    for (const id of splitList(input.notification).map(toId)) {
      try {
        results.push(await deliverNotification(req.payload, id))
      } catch (error) {
        failure ??= error
        results.push('failed')
      }
    }
    if (failure) throw failure
    return { output: { result: results.join(',') } }
  },
}

export type QueueOptions = {
  formId: Id
  entryId: Id
  emails: ComposedEmail[]
  /** Staff sent these again from the entry. */
  resend?: boolean
  /** A transaction to write in; delivery starts once it has committed. */
  req?: Partial<PayloadRequest>
}

/**
 * Stores the e-mails, queues one job for them and starts delivering them now (without waiting).
 * The rows go in as one plain INSERT (server/sql.ts): the collection has no hooks, and a Local
 * API create per e-mail (validation, then a read-back of the row) cost more than the rest of the
 * submission. The fields are those of FormNotifications.ts; the values are built here from the
 * composed e-mail, never from the request.
 */
export async function queueNotifications(payload: Payload, options: QueueOptions): Promise<Id[]> {
  const ids = await insertRows(
    payload,
    'form-notifications',
    options.emails.map((email) => ({
      entry: options.entryId,
      form: options.formId,
      notificationId: email.notificationId,
      notificationName: email.notificationName,
      status: 'queued',
      attempts: 0,
      resend: options.resend === true,
      to: email.to.join(', '),
      bcc: email.bcc.join(', ') || null,
      replyTo: email.replyTo ?? null,
      fromName: email.fromName ?? null,
      subject: email.subject,
      html: email.html ?? null,
      text: email.text ?? null,
    })),
    options.req,
  )
  if (ids.length > 0)
    await payload.jobs.queue({
      task: NOTIFICATION_TASK,
      queue: NOTIFICATION_QUEUE,
      input: { notification: ids.map(String).join(',') },
      req: options.req as PayloadRequest | undefined,
    })
  // A job runner started before the commit would not see the rows yet.
  if (ids.length > 0) await afterCommit(options.req as PayloadRequest | undefined, async () => deliverSoon(payload))
  return ids
}

let running: Promise<void> | null = null
let again = false

/**
 * Runs the notification queue in this process, one run at a time: a call during a run asks for
 * one more after it and resolves when that is done. (Two runners in one process could pick up the
 * same job, and Payload fails a run whose job another run has just finished.)
 */
export function runNotificationQueue(payload: Payload): Promise<void> {
  if (running) {
    again = true
    return running
  }
  running = (async () => {
    do {
      again = false
      await payload.jobs
        .run({ queue: NOTIFICATION_QUEUE, limit: 100, overrideAccess: true, silent: true })
        .catch((error: unknown) => payload.logger.error({ err: error, msg: 'Form notifications: the queue run failed' }))
    } while (again)
  })().finally(() => {
    running = null
  })
  return running
}

/**
 * Runs the notification queue now, in the background: the visitor's answer never waits for
 * the mail server. What fails stays queued for its retry (the job runner picks it up).
 */
export function deliverSoon(payload: Payload): void {
  void runNotificationQueue(payload)
}

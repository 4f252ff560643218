/**
 * Notification e-mails go through Payload's job queue: a submission stores one row per
 * e-mail (form-notifications) and queues one job for them, so an SMTP server that is down
 * loses nothing. The job retries with exponential backoff; each row records its attempts,
 * the last error and when it was sent. A row that is already sent is never sent again, so
 * a job that runs twice delivers once.
 */
import { and, eq, inArray, lt, or, sql, type Column } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import type { ComposedEmail } from '../../core/notifications/compose'
import { afterCommit } from '../../server/after-commit'
import { insertRows, plainDb, plainTable } from '../../server/sql'

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

/** The columns the claim and the record read (Payload's table, server/sql.ts). */
const notificationsTable = (payload: Payload) =>
  plainTable(payload, 'form-notifications') as unknown as { id: Column; status: Column; claimedAt: Column; attempts: Column }

/**
 * Takes the e-mails for this delivery in one conditional UPDATE, so two job runners that
 * picked up the same job (Payload's runner only makes that unlikely) cannot both send one.
 * Payload's own update reads and then writes, which is not enough here. drizzle's `and`,
 * `eq`, `inArray`, `lt` and `or` build the same SQL on SQLite and PostgreSQL. The rows come
 * back with the UPDATE (RETURNING), so a delivery reads them without a query of its own.
 */
async function claim(payload: Payload, ids: Id[]): Promise<Row[]> {
  const table = notificationsTable(payload)
  const now = new Date()
  const stale = new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString()
  const rows = await (
    await plainDb(payload)
  )
    .update(table)
    .set({ status: 'sending', claimedAt: now.toISOString() })
    .where(
      and(inArray(table.id, ids), or(eq(table.status, 'queued'), and(eq(table.status, 'sending'), lt(table.claimedAt, stale)))),
    )
    .returning()
  return rows as Row[]
}

/**
 * Records sent e-mails: one UPDATE for all of them (the collection has no hooks that a Payload
 * update would run). Only rows this delivery still holds are changed.
 */
async function markSent(payload: Payload, ids: Id[]): Promise<void> {
  if (ids.length === 0) return
  const table = notificationsTable(payload)
  const now = new Date().toISOString()
  await (
    await plainDb(payload)
  )
    .update(table)
    .set({ attempts: sql`${table.attempts} + 1`, status: 'sent', sentAt: now, lastError: null, updatedAt: now })
    .where(and(inArray(table.id, ids), eq(table.status, 'sending')))
}

const splitList = (v: string | null | undefined) =>
  String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

type Outcome = 'sent' | 'already-sent' | 'missing' | 'failed'

/**
 * Sends stored notification e-mails (the job's work): claims them together, sends each, and
 * records those sent together. Every e-mail is tried; the first refusal is returned so the job
 * retries, and a failed e-mail goes back to the queue with its error. Should the process die
 * between a send and its record, the e-mail is claimable again after CLAIM_TIMEOUT_MS and sent
 * again with the same Message-ID, which mail clients show once.
 */
export async function deliverNotifications(payload: Payload, ids: Id[]): Promise<{ outcomes: Outcome[]; failure: unknown }> {
  const claimed = new Map((await claim(payload, ids)).map((row) => [String(row.id), row]))
  const host = payload.email.defaultFromAddress.split('@')[1] ?? 'localhost'
  const outcomes: Outcome[] = []
  const sent: Id[] = []
  let failure: unknown = null
  for (const id of ids) {
    const row = claimed.get(String(id))
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
      outcomes.push(found ? 'already-sent' : 'missing')
      continue
    }
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
      sent.push(row.id)
      outcomes.push('sent')
    } catch (error) {
      failure ??= error
      outcomes.push('failed')
      const attempts = (row.attempts ?? 0) + 1
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
    }
  }
  await markSent(payload, sent)
  return { outcomes, failure }
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
    const { outcomes, failure } = await deliverNotifications(req.payload, splitList(input.notification).map(toId))
    if (failure) throw failure
    return { output: { result: outcomes.join(',') } }
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

/**
 * Notification e-mails are their own queue: a submission stores one row per e-mail
 * (form-notifications) in its transaction, so an SMTP server that is down loses nothing, and
 * the rows carry the queue's state themselves (status, attempts, next attempt, claim, last
 * error). Right after the commit the server delivers what is due; a failed e-mail waits with
 * exponential backoff, and a timer in every serving process delivers what has come due. A row
 * is claimed by one conditional UPDATE before it is sent and never sent again once sent, so
 * two deliveries (two instances, or a timer and a submission) send each e-mail once.
 *
 * A claim names its holder (this instance and process) and is renewed while the e-mail is being
 * sent; one not renewed for CLAIM_LEASE_MS (30 s) belongs to a process that is gone and is taken
 * over, and an instance starting again releases its previous process's claims at once
 * (core/notifications/claims.ts). An e-mail is recorded as sent the moment the mail server has
 * accepted it, before anything else, so a crash can repeat only an e-mail whose process died
 * between the server's acceptance and that one UPDATE.
 *
 * This replaced one Payload job per submission: a job cost nine statements of Payload's own
 * (inserted, read back twice, marked, logged, marked, deleted), more than the submission's own
 * writes (docs/PERFORMANCE.md, submissions). The job task stays registered so jobs queued by
 * an earlier version still run.
 */
import { createHash, randomUUID } from 'node:crypto'
import { hostname } from 'node:os'

import {
  and,
  asc,
  eq,
  inArray,
  isNull,
  like,
  lt,
  lte,
  ne,
  or,
  sql,
  type Column,
  type SQLWrapper,
} from '@payloadcms/db-sqlite/drizzle'
import type { Payload, TaskConfig } from 'payload'

import { sameTurn } from '../../core/db/same-turn'
import { CLAIM_LEASE_MS, CLAIM_RENEW_MS, claimHolder, instancePattern, staleBefore } from '../../core/notifications/claims'
import type { ComposedEmail } from '../../core/notifications/compose'
import { waitAtMost } from '../../core/time/bounded'
import { settings } from '../../server/settings'
import { insertRows, plainDb, plainTable } from '../../server/sql'

export { CLAIM_LEASE_MS }

export const NOTIFICATION_QUEUE = 'notifications'
export const NOTIFICATION_TASK = 'sendFormNotification'

/** Ten retries, the first after a minute, doubling: the last one about 17 hours after the submission. */
export const NOTIFICATION_RETRIES = { attempts: 10, backoff: { type: 'exponential' as const, delay: 60_000 } }

/** When a failed e-mail is tried again: a minute after its first failure, doubling with each attempt. */
export const retryDelayMs = (attempts: number): number =>
  NOTIFICATION_RETRIES.backoff.delay * 2 ** Math.max(0, Math.min(attempts, NOTIFICATION_RETRIES.attempts) - 1)

/** How often each serving process looks for e-mails that have come due (a failed one's retry, or a
 * claim whose process is gone: with the 30-second lease, taken over within 45 seconds). */
export const DUE_CHECK_MS = 15_000

/** At most this many e-mails are claimed by one delivery. */
const BATCH = 100
/** E-mails of a delivery sent side by side. */
const SEND_CONCURRENCY = 4

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
  messageId?: string | null
}

/** This instance (its machine, port and data folder), named in hex: the same at every start. */
function thisInstance(): string {
  const { port, dataDir } = settings()
  return createHash('sha256').update(`${hostname()}\0${port}\0${dataDir}`).digest('hex').slice(0, 16)
}

let holderOfThisProcess: string | null = null
/** The holder this process writes into the e-mails it claims: the instance and a token new at each start. */
export function holder(): string {
  holderOfThisProcess ??= claimHolder(thisInstance(), randomUUID())
  return holderOfThisProcess
}

/** The Message-IDs' domain: the sender's. */
export const messageHost = (payload: Payload): string => payload.email.defaultFromAddress.split('@')[1] || 'localhost'

/** A new e-mail's Message-ID: random, so no other database ever repeats it; stored with the e-mail, so its retries keep it. */
export const newMessageId = (host: string): string => `<form-notification-${randomUUID()}@${host}>`

/** The columns the claim and the record read (Payload's table, server/sql.ts). */
const notificationsTable = (payload: Payload) =>
  plainTable(payload, 'form-notifications') as unknown as {
    id: Column
    status: Column
    claimedAt: Column
    attempts: Column
    nextAttemptAt: Column
    claimedBy: Column
    messageId: Column
  }

/** A claim not renewed for CLAIM_LEASE_MS: its process is gone. */
const staleClaim = (table: ReturnType<typeof notificationsTable>, now: Date) =>
  and(eq(table.status, 'sending'), or(isNull(table.claimedAt), lt(table.claimedAt, staleBefore(now).toISOString())))

/**
 * Takes the e-mails for this delivery in one conditional UPDATE, so two job runners that
 * picked up the same job (Payload's runner only makes that unlikely) cannot both send one.
 * Payload's own update reads and then writes, which is not enough here. drizzle's `and`,
 * `eq`, `inArray`, `lt` and `or` build the same SQL on SQLite and PostgreSQL. The rows come
 * back with the UPDATE (RETURNING), so a delivery reads them without a query of its own.
 * `which` is a list of ids or a subquery that selects them.
 */
async function claim(payload: Payload, which: Id[] | SQLWrapper): Promise<Row[]> {
  const table = notificationsTable(payload)
  const now = new Date()
  const rows = await (
    await plainDb(payload)
  )
    .update(table)
    .set({ status: 'sending', claimedAt: now.toISOString(), claimedBy: holder() })
    .where(and(inArray(table.id, which), or(eq(table.status, 'queued'), staleClaim(table, now))))
    .returning()
  return rows as Row[]
}

/**
 * Claims up to BATCH e-mails that are due (queued and their next attempt has come, or claimed
 * by a delivery that died), oldest first, in one statement: the candidates are selected by a
 * subquery of the same conditional UPDATE as above, which checks each row again as it takes it,
 * so a row another delivery took in between is skipped.
 */
async function claimDue(payload: Payload): Promise<Row[]> {
  const table = notificationsTable(payload)
  const now = new Date()
  // `status IN (…)` first: with the OR alone SQLite scans the whole table, sent e-mails and all;
  // with it, the (status, nextAttemptAt) index finds the few rows still waiting.
  const due = and(
    inArray(table.status, ['queued', 'sending']),
    or(
      and(eq(table.status, 'queued'), or(isNull(table.nextAttemptAt), lte(table.nextAttemptAt, now.toISOString()))),
      staleClaim(table, now),
    ),
  )
  // Not awaited: a select builder is a subquery (drizzle's SQLWrapper) until it is run.
  const candidates = (await plainDb(payload)).select({ id: table.id }).from(table).where(due).orderBy(asc(table.id)).limit(BATCH)
  return claim(payload, candidates as unknown as SQLWrapper)
}

/**
 * Records sent e-mails: one UPDATE (the collection has no hooks that a Payload update would run).
 * Only rows still being sent are changed.
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

/**
 * Records one sent e-mail, together with those the deliveries' other senders record in the same
 * turn (core/db/same-turn.ts): e-mails accepted by one Outbox INSERT, or by the mail server at the
 * same moment, are recorded by one UPDATE instead of one each. One per Payload (one per process).
 */
const recorders = new WeakMap<Payload, (id: Id) => Promise<void>>()
function recordSent(payload: Payload, id: Id): Promise<void> {
  let record = recorders.get(payload)
  if (!record) {
    record = sameTurn(async (ids: Id[]) => {
      await markSent(payload, ids)
      return ids.map(() => undefined)
    })
    recorders.set(payload, record)
  }
  return record(id)
}

const splitList = (v: string | null | undefined) =>
  String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

type Outcome = 'sent' | 'already-sent' | 'missing' | 'failed'

/** Deliveries of this process now sending; while there are any, their claims are renewed. */
let sending = 0
let renewals: ReturnType<typeof setInterval> | null = null

/** Renews every claim this process holds, so no other delivery takes over an e-mail still being sent. */
async function renewClaims(payload: Payload): Promise<void> {
  const table = notificationsTable(payload)
  await (
    await plainDb(payload)
  )
    .update(table)
    .set({ claimedAt: new Date().toISOString() })
    .where(and(eq(table.status, 'sending'), eq(table.claimedBy, holder())))
}

function startRenewing(payload: Payload): void {
  if (sending++ > 0) return
  renewals = setInterval(() => {
    renewClaims(payload).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: 'Form notifications: the claims could not be renewed' }),
    )
  }, CLAIM_RENEW_MS)
  renewals.unref()
}

function stopRenewing(): void {
  if (--sending > 0 || !renewals) return
  clearInterval(renewals)
  renewals = null
}

/**
 * At start, the claims this instance's previous process left (it died sending): released at once,
 * so their e-mails go out now rather than when the lease has run out. On SQLite every claim
 * not this process's, since only one instance uses the database; on PostgreSQL only this
 * instance's, as other instances' claims may be live (theirs run out with their lease).
 */
export async function releasePreviousClaims(payload: Payload): Promise<number> {
  const table = notificationsTable(payload)
  const mine = holder()
  const previous =
    payload.db.name === 'sqlite'
      ? or(isNull(table.claimedBy), ne(table.claimedBy, mine))
      : and(like(table.claimedBy, instancePattern(thisInstance())), ne(table.claimedBy, mine))
  const released = await (
    await plainDb(payload)
  )
    .update(table)
    .set({ status: 'queued', claimedAt: null, claimedBy: null })
    .where(and(eq(table.status, 'sending'), previous))
    .returning({ id: table.id })
  return released.length
}

/**
 * The e-mail's Message-ID. Rows stored before Message-IDs were kept get one now, saved before the
 * e-mail is sent, so a retry uses the same.
 */
async function messageIdOf(payload: Payload, row: Row): Promise<string> {
  if (row.messageId) return row.messageId
  const table = notificationsTable(payload)
  const id = newMessageId(messageHost(payload))
  await (
    await plainDb(payload)
  )
    .update(table)
    .set({ messageId: id })
    .where(and(eq(table.id, row.id), isNull(table.messageId)))
  return id
}

/**
 * Sends claimed e-mails, each recorded as sent the moment the mail server accepted it. Every
 * e-mail is tried; a failed one goes back to the queue with its error and its next attempt, or
 * is given up after the last retry. The claims are renewed while this runs. Should the process
 * die between the server's acceptance and the record, the e-mail is sent again once its claim
 * is released (at the next start, or after CLAIM_LEASE_MS), with the same Message-ID.
 */
async function sendClaimed(payload: Payload, rows: Row[]): Promise<{ failed: Set<string>; failure: unknown }> {
  if (rows.length === 0) return { failed: new Set(), failure: null }
  startRenewing(payload)
  try {
    return await sendAll(payload, rows)
  } finally {
    stopRenewing()
  }
}

async function sendAll(payload: Payload, rows: Row[]): Promise<{ failed: Set<string>; failure: unknown }> {
  // Sent, but their record failed (the database away for a moment): tried again at the end.
  const unrecorded: Id[] = []
  const failed = new Set<string>()
  let failure: unknown = null
  // A few at a time: the Outbox writes e-mails handed over together with one INSERT, and an SMTP
  // server takes a few connections at once; a hundred claimed after an outage are not a hundred
  // connections.
  let next = 0
  const worker = async () => {
    for (let row = rows[next++]; row; row = rows[next++]) await sendOne(row)
  }
  const sendOne = async (row: Row) => {
    let accepted = false
    try {
      const messageId = await messageIdOf(payload, row)
      await payload.sendEmail({
        to: splitList(row.to),
        ...(row.bcc ? { bcc: splitList(row.bcc) } : {}),
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        from: { name: row.fromName || payload.email.defaultFromName, address: payload.email.defaultFromAddress },
        subject: row.subject,
        html: row.html ?? undefined,
        text: row.text ?? undefined,
        // One id per stored e-mail, random: should a retry ever repeat a delivery, mail clients show it once.
        messageId,
      })
      accepted = true
      // Recorded before anything else: from here on the e-mail is never sent again.
      await recordSent(payload, row.id)
    } catch (error) {
      if (accepted) {
        unrecorded.push(row.id)
        payload.logger.error({ err: error, msg: `Form notifications: e-mail ${String(row.id)} was sent but not yet recorded` })
        return
      }
      failure ??= error
      failed.add(String(row.id))
      const attempts = (row.attempts ?? 0) + 1
      const message = error instanceof Error ? error.message : String(error)
      await payload.update({
        collection: 'form-notifications',
        id: row.id,
        overrideAccess: true,
        data: {
          attempts,
          lastError: message.slice(0, 500),
          status: attempts > NOTIFICATION_RETRIES.attempts ? 'failed' : 'queued',
          nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)).toISOString(),
          claimedAt: null,
          claimedBy: null,
        },
      })
    }
  }
  const ended = await Promise.allSettled(Array.from({ length: Math.min(SEND_CONCURRENCY, rows.length) }, worker))
  // Those sent are recorded even when recording another one's failure failed. Until then they stay
  // claimed by this process (renewed), so no other delivery sends them.
  await markSent(payload, unrecorded)
  const broken = ended.find((e) => e.status === 'rejected')
  if (broken) throw broken.reason
  return { failed, failure }
}

/**
 * Sends these stored e-mails now, those still waiting (a job of an earlier version names its
 * e-mails this way). Returns what became of each and the first refusal.
 */
export async function deliverNotifications(payload: Payload, ids: Id[]): Promise<{ outcomes: Outcome[]; failure: unknown }> {
  const claimed = await claim(payload, ids)
  const { failed, failure } = await sendClaimed(payload, claimed)
  const taken = new Set(claimed.map((row) => String(row.id)))
  const outcomes: Outcome[] = []
  for (const id of ids) {
    if (taken.has(String(id))) {
      outcomes.push(failed.has(String(id)) ? 'failed' : 'sent')
      continue
    }
    // Rare: sent or given up already, taken by another delivery just now, or deleted with its entry.
    const found = await payload.findByID({
      collection: 'form-notifications',
      id,
      depth: 0,
      select: { status: true },
      overrideAccess: true,
      disableErrors: true,
    })
    outcomes.push(found ? 'already-sent' : 'missing')
  }
  return { outcomes, failure }
}

/** Sends every e-mail that is due, a batch at a time. Returns how many were tried. */
export async function deliverDue(payload: Payload): Promise<number> {
  let tried = 0
  for (;;) {
    const rows = await claimDue(payload)
    if (rows.length === 0) return tried
    tried += rows.length
    const { failed } = await sendClaimed(payload, rows)
    // The mail server refuses everything: the rest waits for the next check rather than failing too.
    if (failed.size === rows.length) return tried
  }
}

const toId = (v: string): Id => (/^\d+$/.test(v) ? Number(v) : v)

/**
 * The job an earlier version queued per submission (`notification`: its e-mails' ids, comma
 * separated). Registered so such jobs still run; the e-mails they name are due for the
 * delivery above as well, and the claim sends each once.
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
}

/**
 * Stores the e-mails, due now, and starts delivering them (without waiting: nobody's answer
 * waits for the mail server). A submission writes the same rows in its own transaction instead
 * (features/entries/store.ts).
 * The rows go in as one plain INSERT (server/sql.ts): the collection has no hooks, and a Local
 * API create per e-mail (validation, then a read-back of the row) cost more than the rest of the
 * submission. The fields are those of FormNotifications.ts; the values are built here from the
 * composed e-mail, never from the request.
 */
export async function queueNotifications(payload: Payload, options: QueueOptions): Promise<Id[]> {
  const ids = await insertRows(payload, 'form-notifications', notificationRows(options, messageHost(payload)))
  if (ids.length > 0) deliverSoon(payload)
  return ids
}

/** The rows of the e-mails queued, due now, each with its Message-ID on `host` (`createdAt`/`updatedAt` are the writer's). */
export function notificationRows(options: QueueOptions, host: string): Record<string, unknown>[] {
  const now = new Date().toISOString()
  return options.emails.map((email) => ({
    entry: options.entryId,
    form: options.formId,
    notificationId: email.notificationId,
    notificationName: email.notificationName,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: now,
    resend: options.resend === true,
    to: email.to.join(', '),
    bcc: email.bcc.join(', ') || null,
    replyTo: email.replyTo ?? null,
    fromName: email.fromName ?? null,
    subject: email.subject,
    html: email.html ?? null,
    text: email.text ?? null,
    messageId: newMessageId(host),
  }))
}

let running: Promise<void> | null = null
let again = false

/**
 * Delivers the e-mails that are due, one run at a time in this process: a call during a run
 * asks for one more after it and resolves when that is done. Submissions arriving together
 * are thus delivered together, a batch claimed by one statement. (Other processes deliver
 * too; the claim keeps each e-mail to one of them.)
 */
export function runNotificationQueue(payload: Payload): Promise<void> {
  // Stopping: what is queued now goes out from another instance, or from this one's next start.
  if (stopped) return running ?? Promise.resolve()
  if (running) {
    again = true
    return running
  }
  running = (async () => {
    do {
      again = false
      await deliverDue(payload).catch((error: unknown) =>
        payload.logger.error({ err: error, msg: 'Form notifications: the delivery failed' }),
      )
    } while (again)
  })().finally(() => {
    running = null
  })
  return running
}

/**
 * Delivers what is due now, in the background. What fails stays queued for its retry, which
 * the due check below picks up.
 */
export function deliverSoon(payload: Payload): void {
  void runNotificationQueue(payload)
}

let dueChecks: ReturnType<typeof setInterval> | null = null
let stopped = false

/**
 * When the process stops (server/lifecycle.ts): no new delivery starts; the one under way may
 * finish until `deadline`; then every claim this process still holds goes back to the queue, so
 * those e-mails go out from another instance (or this one's next start) at once rather than when
 * their lease runs out. An e-mail whose sending outlasts the deadline may be sent again, as after
 * a crash. The number of e-mails handed back.
 */
export async function stopNotificationQueue(payload: Payload, deadline: number): Promise<number> {
  stopped = true
  if (dueChecks) clearInterval(dueChecks)
  dueChecks = null
  // A second is kept for handing the claims back.
  if (running) await waitAtMost(running, deadline - Date.now() - 1000)
  const table = notificationsTable(payload)
  const released = await (
    await plainDb(payload)
  )
    .update(table)
    .set({ status: 'queued', claimedAt: null, claimedBy: null })
    .where(and(eq(table.status, 'sending'), eq(table.claimedBy, holder())))
    .returning({ id: table.id })
  return released.length
}

/**
 * Looks for e-mails that have come due every DUE_CHECK_MS in this process (the serving
 * processes: payload.config.ts onInit). The first look is at once, after releasing the claims
 * this instance's previous process left: e-mails left waiting or half-sent when the site last
 * stopped go out when it starts.
 */
export function startDueChecks(payload: Payload): void {
  if (dueChecks) return
  dueChecks = setInterval(() => deliverSoon(payload), DUE_CHECK_MS)
  dueChecks.unref()
  releasePreviousClaims(payload)
    .then((released) => {
      if (released > 0)
        payload.logger.info(`Form notifications: ${released} e-mail(s) left being sent by the previous process go out again`)
    })
    .catch((error: unknown) =>
      payload.logger.error({ err: error, msg: 'Form notifications: the previous claims could not be released' }),
    )
    .finally(() => deliverSoon(payload))
}

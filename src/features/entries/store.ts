/**
 * Stores a valid submission: the entry and its answer index, the files it carries attached to
 * it, the draft it was resumed from deleted and its notification e-mails queued, all in one
 * transaction (server/transaction.ts): a database that goes away half-way keeps none of them,
 * never an entry whose e-mails were lost, and on SQLite it is one commit instead of one per row.
 *
 * The rows are written with plain statements over Payload's tables (server/sql.ts). A Local API
 * create of the same entry validated the engine's already validated values once more, ran the
 * collection's hooks and read the entry back with a relational query, together most of the cost
 * of a submission. What those hooks do for a new entry is done here: the answer index
 * (`answerIndex`, shared with `indexAnswers`); `stampNotes` has nothing to stamp on an entry
 * without notes. The values are the engine's, never the request's. The collections written
 * here have no hooks that a new row would run, except the draft's (its files that no entry
 * took go once the transaction has committed, as its afterDelete hook does). Staff edits and
 * every other write still go through Payload.
 */
import { randomBytes } from 'node:crypto'

import { and, eq, inArray, sql, type Column } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import type { ComposedEmail } from '../../core/notifications/compose'
import type { Form } from '../../core/forms/types'
import { insertStatement, plainTable, type Id } from '../../server/sql'
import { newId, transaction, type Writes } from '../../server/transaction'
import { countDecision, statsDay } from '../antispam/store'
import { dropUploadsOfDraft } from '../drafts/collection'
import { findDraft, hashToken } from '../drafts/server'
import { deliverSoon, messageHost, notificationRows } from '../notifications/queue'
import { answerIndex } from './fields'

export type NewEntry = {
  form: Form
  status: 'active' | 'spam'
  spamCheck?: { decision: 'allow' | 'flag'; score: number; reasons: string }
  summary: string
  /** By input id, as the engine produced them (with passwords hashed). */
  values: Record<string, unknown>
  meta: { sourceUrl: string; userAgent: string; ip: string }
}

export type NewSubmission = {
  entry: NewEntry
  /** The tus upload ids of the files in its values (finished uploads of this form are attached). */
  uploadIds: string[]
  /** The draft it was resumed from ("Save and Continue"), which a completed submission deletes. */
  resumeToken?: string
  /**
   * Its notification e-mails, composed once the entry's id is known (merge tags such as
   * `{entry_id}`). Called inside the transaction, so synchronous and without I/O. None for spam.
   */
  emails: (entryId: Id) => ComposedEmail[]
  /** The anti-spam guard's count for it (features/antispam/assess.ts leaves it to the store). */
  countAs?: { what: 'allowed' | 'flagged'; now: number }
}

/**
 * An array row's id as Payload makes them (24 hex digits, as a MongoDB ObjectId), cut from random
 * bytes drawn 3 KB at a time: randomBytes(12) per answer went into the crypto library for every
 * field of every submission (1.4 % of the process's CPU under the submissions benchmark).
 */
let idBytes = Buffer.alloc(0)
let idOffset = 0
function rowId(): string {
  if (idOffset + 12 > idBytes.length) {
    idBytes = randomBytes(12 * 256)
    idOffset = 0
  }
  idOffset += 12
  return idBytes.toString('hex', idOffset - 12, idOffset)
}

/** Stores the submission; resolves with the entry's id once committed. */
export async function storeSubmission(payload: Payload, submission: NewSubmission): Promise<Id> {
  // Read before the transaction: whose files to tidy up after it.
  const draft = submission.resumeToken ? await findDraft(payload, submission.resumeToken) : null
  // On PostgreSQL the id is known beforehand (the writes are one statement there); null on SQLite.
  const presetId = await newId(payload, plainTable(payload, 'form-entries'))
  const { entryId, emails } = await transaction(payload, () => submissionWrites(payload, submission, presetId))
  // On PostgreSQL the day's count is its own statement after the commit: inside, its row lock
  // would be held through every submission's commit and make them wait for each other.
  // The entry is stored by now: a count that fails (the database gone that instant) is logged, and
  // the visitor is still told the truth, that the submission was received.
  if (submission.countAs && !countsInTransaction(payload)) {
    await countDecision(payload, submission.countAs.what, submission.countAs.now).catch((err: unknown) =>
      payload.logger.error({ err, msg: `Anti-spam: the count of entry ${String(entryId)} was not written` }),
    )
  }
  if (emails > 0) deliverSoon(payload)
  if (draft) {
    await dropUploadsOfDraft(payload, draft).catch((err: unknown) =>
      // Left for the hourly purge of abandoned uploads (features/uploads/records.ts).
      payload.logger.error({ err, msg: `Form drafts: the files of draft ${String(draft.id)} were not removed` }),
    )
  }
  return entryId
}

function* submissionWrites(
  payload: Payload,
  submission: NewSubmission,
  presetId: Id | null,
): Writes<{ entryId: Id; emails: number }> {
  const { entry } = submission
  const entries = plainTable(payload, 'form-entries')
  const now = new Date().toISOString()
  const { answers, searchText } = answerIndex(entry.form, entry.values)
  const created = yield () =>
    insertStatement(
      payload,
      entries,
      [
        {
          ...(presetId === null ? {} : { id: presetId }),
          form: entry.form.id,
          status: entry.status,
          isRead: false,
          isStarred: false,
          summary: entry.summary,
          values: entry.values,
          meta_sourceUrl: entry.meta.sourceUrl,
          meta_userAgent: entry.meta.userAgent,
          meta_ip: entry.meta.ip,
          searchText,
          spamCheck_decision: entry.spamCheck?.decision ?? null,
          spamCheck_score: entry.spamCheck?.score ?? null,
          spamCheck_reasons: entry.spamCheck?.reasons ?? null,
          createdAt: now,
          updatedAt: now,
        },
      ],
      { returningId: true },
    )
  const entryId = presetId ?? created[0]?.id
  if (entryId === undefined) throw new Error('The entry was not stored')

  if (answers.length > 0) {
    const table = plainTable(payload, 'form_entries_answers')
    const rows = answers.map((a, i) => ({ _order: i + 1, _parentID: entryId, id: rowId(), field: a.field, value: a.value }))
    yield () => insertStatement(payload, table, rows)
  }

  if (submission.uploadIds.length > 0) {
    const uploads = plainTable(payload, 'form-uploads')
    yield (db) =>
      db
        .update(uploads)
        .set({ status: 'attached', entry: entryId, keepUntil: null, updatedAt: now })
        .where(
          and(
            inArray(uploads.uploadId as Column, submission.uploadIds),
            eq(uploads.status as Column, 'complete'),
            eq(uploads.form as Column, entry.form.id),
          ),
        )
  }

  if (submission.resumeToken) {
    const drafts = plainTable(payload, 'form-drafts')
    const tokenHash = hashToken(submission.resumeToken)
    yield (db) => db.delete(drafts).where(eq(drafts.tokenHash as Column, tokenHash))
  }

  const emails = submission.emails(entryId)
  if (emails.length > 0) {
    const notifications = plainTable(payload, 'form-notifications')
    const rows = notificationRows({ formId: entry.form.id, entryId, emails }, messageHost(payload)).map((row) => ({
      ...row,
      createdAt: now,
      updatedAt: now,
    }))
    yield () => insertStatement(payload, notifications, rows)
  }

  // On SQLite the writes are serial anyway: the day's count joins the commit instead of costing one.
  if (submission.countAs && countsInTransaction(payload)) {
    const { what, now: at } = submission.countAs
    const stats = plainTable(payload, 'antispam-stats')
    const column = stats[what] as Column
    yield (db) =>
      db
        .insert(stats)
        .values({ day: statsDay(at), allowed: 0, flagged: 0, blocked: 0, [what]: 1, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: stats.day, set: { [what]: sql`coalesce(${column}, 0) + 1`, updatedAt: now } })
  }
  return { entryId, emails: emails.length }
}

const countsInTransaction = (payload: Payload) => payload.db.name === 'sqlite'

/**
 * Stores a submitted entry with plain INSERTs (server/sql.ts): the entry's row and its answer
 * index rows, in the submission's transaction. A Local API create of the same entry validated
 * the engine's already validated values once more, ran the collection's hooks and read the entry
 * back with a relational query, together most of the cost of a submission. What those hooks do
 * for a new entry is done here: the answer index (`answerIndex`, shared with `indexAnswers`);
 * `stampNotes` has nothing to stamp on an entry without notes. The values are the engine's,
 * never the request's. Staff edits and every other write still go through Payload.
 */
import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import type { Form } from '../../core/forms/types'
import { insertInto, insertRows } from '../../server/sql'
import { answerIndex } from './fields'

type Id = number | string

export type NewEntry = {
  form: Form
  status: 'active' | 'spam'
  spamCheck?: { decision: 'allow' | 'flag'; score: number; reasons: string }
  summary: string
  /** By input id, as the engine produced them (with passwords hashed). */
  values: Record<string, unknown>
  meta: { sourceUrl: string; userAgent: string; ip: string }
}

/** An array row's id as Payload makes them (24 hex digits, as a MongoDB ObjectId). */
const rowId = () => randomBytes(12).toString('hex')

export async function insertEntry(payload: Payload, entry: NewEntry, req: Partial<PayloadRequest>): Promise<Id> {
  const { answers, searchText } = answerIndex(entry.form, entry.values)
  const [id] = await insertRows(
    payload,
    'form-entries',
    [
      {
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
      },
    ],
    req,
  )
  await insertInto(
    payload,
    'form_entries_answers',
    answers.map((a, i) => ({ _order: i + 1, _parentID: id, id: rowId(), field: a.field, value: a.value })),
    req,
  )
  return id!
}

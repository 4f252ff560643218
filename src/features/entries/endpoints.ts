/**
 * The entries admin's endpoints (under /api/form-entries, staff only):
 *   GET  /export?<the list's query>   the filtered list as CSV, streamed page by page
 *   POST /:id/resend                  queues the entry's notifications again
 *   POST /bulk                        an action on chosen entries (features/entries/bulk.ts)
 * and the personal data tools (features/privacy).
 */
import { and, asc, gt, inArray, type Column, type SQL } from '@payloadcms/db-sqlite/drizzle'
import { buildQuery, type DrizzleAdapter } from '@payloadcms/drizzle'
import type { Endpoint, Payload, PayloadHandler, PayloadRequest, Where } from 'payload'

import { csvFileName, type CsvValue } from '../../core/analytics/csv'
import { entryRows, exportColumns, valuesFromEntry } from '../../core/entries/values'
import { UNREADABLE_TEXT } from '../../core/stored/json'
import { csvResponse } from '../analytics/endpoints'
import { answer } from '../analytics/http'
import { resendEntryNotifications } from '../notifications/notify'
import { privacyEndpoints } from '../privacy/endpoints'
import { fromAdmin, staffOnly } from './access'
import { plainDb, plainTable } from '../../server/sql'
import { bulkEntries } from './bulk'
import { loadEngineForm } from './load-form'
import { readEntryAnswers } from './unreadable'
import { entriesWhere, formIdOf, listQueryFrom } from './query'

type Row = Record<string, unknown>
type Id = number | string

const relId = (v: unknown): Id | null =>
  v && typeof v === 'object' ? ((v as { id?: Id }).id ?? null) : typeof v === 'number' || typeof v === 'string' ? v : null

/** A stored timestamp as ISO 8601 in UTC (SQLite keeps it so; PostgreSQL answers `2026-11-26 02:31:00.123+00`). */
const isoDate = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return ''
  const date = new Date(v instanceof Date ? v.getTime() : String(v))
  return Number.isNaN(date.getTime()) ? String(v) : date.toISOString()
}

/** The entries table's columns the export reads, by Payload's keys (a group's fields as `<group>_<field>`). */
const EXPORT_COLUMNS = [
  'id',
  'createdAt',
  'form',
  'status',
  'isRead',
  'isStarred',
  'meta_sourceUrl',
  'meta_userAgent',
  'meta_ip',
  'values',
] as const

const META_COLUMNS = ['Entry id', 'Date (UTC)', 'Form', 'Status', 'Read', 'Starred', 'Source URL', 'User agent', 'IP address']

type IdQuery = {
  selectDistinct: (fields: Record<string, unknown>) => { from: (table: unknown) => { $dynamic: () => IdQueryChain } }
}
type IdQueryChain = {
  leftJoin: (table: unknown, on: unknown) => IdQueryChain
  innerJoin: (table: unknown, on: unknown) => IdQueryChain
  rightJoin: (table: unknown, on: unknown) => IdQueryChain
  where: (condition: unknown) => IdQueryChain
  orderBy: (order: unknown) => IdQueryChain
  limit: (n: number) => Promise<Array<{ id: Id }>>
}

/**
 * One page of the ids the admin's filter selects, in id order after `after`. The filter becomes
 * SQL through Payload's own query builder (the one the list uses, joins into the answers
 * included); only the ids are read. Payload's find returned the same ids but first turned every
 * row into a document through all of the collection's fields (its arrays and groups): for an
 * export of every entry that was a third of the time and most of the garbage.
 */
async function pageOfIds(payload: Payload, where: Where, after: number | null, size: number, req: PayloadRequest) {
  const adapter = payload.db as unknown as DrizzleAdapter
  const tableName = adapter.tableNameMap.get('form_entries') ?? 'form_entries'
  const table = plainTable(payload, 'form-entries') as unknown as { id: Column }
  const built = buildQuery({
    adapter,
    fields: payload.collections['form-entries'].config.flattenedFields,
    sort: 'id',
    tableName,
    where,
  })
  let query = ((await plainDb(payload, req)) as unknown as IdQuery).selectDistinct({ id: table.id }).from(table).$dynamic()
  for (const join of built.joins) query = query[join.type ?? 'leftJoin'](join.table, join.condition)
  const condition = after === null ? built.where : and(built.where as SQL | undefined, gt(table.id, after))
  if (condition) query = query.where(condition)
  const rows = await query.orderBy(asc(table.id)).limit(size)
  return rows.map((r) => Number(r.id))
}

/** One form: a column per field. Several forms: every answer in one column. */
export const exportEntries: PayloadHandler = async (req) => {
  const refused = staffOnly(req)
  if (refused) return refused
  const url = new URL(req.url ?? 'http://localhost/')
  const where = entriesWhere(listQueryFrom(url.search))
  const formId = formIdOf(where)
  const form = formId ? await loadEngineForm(req, formId) : null
  const columns = form ? exportColumns(form) : []
  const titles = new Map<string, string>()
  const titleOf = async (id: Id | null) => {
    if (id === null) return ''
    const key = String(id)
    if (!titles.has(key)) {
      const doc = await req.payload.findByID({ collection: 'forms', id, depth: 0, overrideAccess: true, disableErrors: true })
      titles.set(key, doc ? String(doc.title ?? '') : `Form ${key} (deleted)`)
    }
    return titles.get(key)!
  }
  // The where comes from the address: Payload checks its paths against the collection as this user.
  try {
    await req.payload.count({ collection: 'form-entries', where, overrideAccess: false, user: req.user })
  } catch {
    return answer(400, { error: 'The filter could not be read. Clear it and try again.' })
  }

  async function* batches(): AsyncGenerator<CsvValue[][]> {
    const table = plainTable(req.payload, 'form-entries') as unknown as Record<(typeof EXPORT_COLUMNS)[number], Column>
    // A column Payload named differently would otherwise be left out of the SELECT without a word.
    const missing = EXPORT_COLUMNS.filter((c) => !table[c])
    if (missing.length > 0) throw new Error(`The entries table has no column ${missing.join(', ')}`)
    let after: number | null = null
    const size = 500
    for (;;) {
      // The page's ids from the admin's filter (which may reach into the answers), then the page's
      // columns with one plain SELECT. The filter's paths and this user's access were checked above
      // (`payload.count` as the user; staff read access is all or nothing, so it adds no condition).
      const ids = await pageOfIds(req.payload, where, after, size, req)
      if (ids.length === 0) return
      const found = (await (
        await plainDb(req.payload)
      )
        .select({
          id: table.id,
          createdAt: table.createdAt,
          form: table.form,
          status: table.status,
          isRead: table.isRead,
          isStarred: table.isStarred,
          sourceUrl: table.meta_sourceUrl,
          userAgent: table.meta_userAgent,
          ip: table.meta_ip,
          values: table.values,
        })
        .from(table)
        .where(inArray(table.id, ids))) as Row[]
      found.sort((a, b) => Number(a.id) - Number(b.id))
      const rows: CsvValue[][] = []
      for (const doc of found) {
        const { values: stored, unreadable } = readEntryAnswers(req.payload, doc.id, doc.values)
        const base: CsvValue[] = [
          Number(doc.id),
          isoDate(doc.createdAt),
          await titleOf(relId(doc.form)),
          String(doc.status ?? ''),
          doc.isRead ? 'yes' : 'no',
          doc.isStarred ? 'yes' : 'no',
          String(doc.sourceUrl ?? ''),
          String(doc.userAgent ?? ''),
          String(doc.ip ?? ''),
        ]
        if (unreadable) {
          // Answers that cannot be read are marked in every answer column; the rest of the export goes on.
          rows.push([...base, ...(form ? columns.map(() => UNREADABLE_TEXT) : [UNREADABLE_TEXT])])
        } else if (form) {
          const values = valuesFromEntry(form, stored)
          rows.push([...base, ...columns.map((column) => column.text(values))])
        } else {
          const entryForm = await loadEngineForm(req, relId(doc.form) ?? 0)
          const text = entryForm
            ? entryRows(entryForm, stored)
                .map((r) => `${r.label}: ${r.value}`)
                .join('\n')
            : Object.entries(stored)
                .map(([k, v]) => `${k}: ${v}`)
                .join('\n')
          rows.push([...base, text])
        }
      }
      yield rows
      after = ids[ids.length - 1]!
      if (ids.length < size) return
    }
  }

  const header = form ? [...META_COLUMNS, ...columns.map((column) => column.header)] : [...META_COLUMNS, 'Answers']
  const day = new Date().toISOString().slice(0, 10)
  return csvResponse(csvFileName(form ? `entries-form-${form.id}` : 'entries', day), header, batches())
}

/** Body: `{ "notifications": ["<notification id>", …] }` (empty or absent: every matching one). */
export const resendNotifications: PayloadHandler = async (req) => {
  const refused = staffOnly(req)
  if (refused) return refused
  if (!fromAdmin(req)) return answer(403, { error: 'Send this from the admin.' })
  const id = String(req.routeParams?.id ?? '')
  const entry = await req.payload.findByID({
    collection: 'form-entries',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!entry) return answer(404, { error: 'No such entry.' })
  let only: string[] = []
  try {
    const body = (await req.json?.()) as { notifications?: unknown } | undefined
    if (Array.isArray(body?.notifications))
      only = body.notifications.filter((n): n is string => typeof n === 'string').slice(0, 50)
  } catch {
    // No body: every notification.
  }
  const form = await loadEngineForm(req, relId(entry.form) ?? 0)
  if (!form) return answer(409, { error: 'The form of this entry was deleted.' })
  const queued = await resendEntryNotifications(req.payload, form, entry as never, only)
  return answer(200, {
    queued,
    message:
      queued === 0 ? 'No notification applies to this entry.' : `${queued} notification e-mail${queued === 1 ? '' : 's'} queued.`,
  })
}

export { loadEngineForm }

export const entryEndpoints: Endpoint[] = [
  { path: '/export', method: 'get', handler: exportEntries },
  { path: '/:id/resend', method: 'post', handler: resendNotifications },
  { path: '/bulk', method: 'post', handler: bulkEntries },
  ...privacyEndpoints,
]

/**
 * The entries admin's endpoints (under /api/form-entries, staff only):
 *   GET  /export?<the list's query>   the filtered list as CSV, streamed page by page
 *   POST /:id/resend                  queues the entry's notifications again
 *   POST /bulk                        an action on chosen entries (features/entries/bulk.ts)
 * and the personal data tools (features/privacy).
 */
import type { Endpoint, PayloadHandler, Where } from 'payload'

import { csvFileName, type CsvValue } from '../../core/analytics/csv'
import { answerFields, entryRows, entryValues, valuesFromEntry } from '../../core/entries/values'
import { displayValue } from '../../core/forms/merge-tags'
import { csvResponse } from '../analytics/endpoints'
import { answer } from '../analytics/http'
import { resendEntryNotifications } from '../notifications/notify'
import { privacyEndpoints } from '../privacy/endpoints'
import { fromAdmin, staffOnly } from './access'
import { bulkEntries } from './bulk'
import { loadEngineForm } from './load-form'
import { entriesWhere, formIdOf, listQueryFrom } from './query'

type Row = Record<string, unknown>
type Id = number | string

const relId = (v: unknown): Id | null =>
  v && typeof v === 'object' ? ((v as { id?: Id }).id ?? null) : typeof v === 'number' || typeof v === 'string' ? v : null

const META_COLUMNS = ['Entry id', 'Date (UTC)', 'Form', 'Status', 'Read', 'Starred', 'Source URL', 'User agent', 'IP address']

/** One form: a column per field. Several forms: every answer in one column. */
export const exportEntries: PayloadHandler = async (req) => {
  const refused = staffOnly(req)
  if (refused) return refused
  const url = new URL(req.url ?? 'http://localhost/')
  const where = entriesWhere(listQueryFrom(url.search))
  const formId = formIdOf(where)
  const form = formId ? await loadEngineForm(req, formId) : null
  const fields = form ? answerFields(form) : []
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
    let after: number | null = null
    const size = 500
    for (;;) {
      const page: { docs: unknown[] } = await req.payload.find({
        collection: 'form-entries',
        where: after === null ? where : ({ and: [where, { id: { greater_than: after } }] } as Where),
        sort: 'id',
        limit: size,
        depth: 0,
        // Only what the CSV shows: not the answer rows and search text every entry also carries,
        // which would triple what each page of 500 holds in memory.
        select: { createdAt: true, form: true, status: true, isRead: true, isStarred: true, meta: true, values: true },
        overrideAccess: false,
        user: req.user,
      })
      if (page.docs.length === 0) return
      const rows: CsvValue[][] = []
      for (const doc of page.docs as unknown as Row[]) {
        const meta = (doc.meta as Row | null) ?? {}
        const stored = entryValues(doc.values)
        const base: CsvValue[] = [
          doc.id as number,
          String(doc.createdAt ?? ''),
          await titleOf(relId(doc.form)),
          String(doc.status ?? ''),
          doc.isRead ? 'yes' : 'no',
          doc.isStarred ? 'yes' : 'no',
          String(meta.sourceUrl ?? ''),
          String(meta.userAgent ?? ''),
          String(meta.ip ?? ''),
        ]
        if (form) {
          const values = valuesFromEntry(form, stored)
          rows.push([...base, ...fields.map((f) => displayValue(f, values))])
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
      after = Number((page.docs[page.docs.length - 1] as { id: number }).id)
      if (page.docs.length < size) return
    }
  }

  const header = form
    ? [...META_COLUMNS, ...fields.map((f) => f.adminLabel || f.label || `Field ${f.id}`)]
    : [...META_COLUMNS, 'Answers']
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

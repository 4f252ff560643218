/**
 * POST /api/form-entries/bulk (staff, from the admin only): one action on the entries
 * chosen in the list or on the entry's own view. Body: `{ "action": "trash", "ids": [4, 9] }`.
 * Entries not in a state the action applies to are left alone (delete only from the trash).
 * Marking entries "not spam" sends the notifications their submission held back.
 */
import type { PayloadHandler, Where } from 'payload'

import { bulkChange, bulkMessage, parseBulkRequest } from '../../core/entries/bulk'
import { answer } from '../analytics/http'
import { releaseHeldNotifications } from '../notifications/notify'
import { fromAdmin, staffOnly } from './access'
import { loadEngineForm } from './load-form'

type Row = Record<string, unknown>

export const bulkEntries: PayloadHandler = async (req) => {
  const refused = staffOnly(req)
  if (refused) return refused
  if (!fromAdmin(req)) return answer(403, { error: 'Send this from the admin.' })
  let body: unknown = null
  try {
    body = await req.json?.()
  } catch {
    body = null
  }
  const parsed = parseBulkRequest(body)
  if ('error' in parsed) return answer(400, { error: parsed.error })
  const change = bulkChange(parsed.action)
  const parts: Where[] = [{ id: { in: parsed.ids } }]
  if (change.from) parts.push({ status: { in: change.from } })
  const where: Where = { and: parts }
  // Staff rights were checked above; status and read state are closed to ordinary saves, so full access here.
  let changed: Row[]
  if (change.kind === 'delete') {
    changed = (await req.payload.delete({ collection: 'form-entries', where, overrideAccess: true, depth: 0 }))
      .docs as unknown as Row[]
  } else if (change.data.status === undefined) {
    // Read and starred are staff's marks, not changes to the entry: written straight to the
    // database, they leave `updatedAt` alone, so an open entry is not reported as modified
    // by someone else when opening it marks it read.
    changed = (await req.payload.find({ collection: 'form-entries', where, pagination: false, depth: 0, overrideAccess: true }))
      .docs as unknown as Row[]
    // Each keeps its own `updatedAt`, given explicitly: the adapter stamps the time otherwise.
    for (const entry of changed) {
      await req.payload.db.updateOne({
        collection: 'form-entries',
        id: entry.id as number,
        data: { ...change.data, updatedAt: entry.updatedAt },
        req,
      })
    }
  } else {
    changed = (
      await req.payload.update({
        collection: 'form-entries',
        where,
        data: change.data,
        overrideAccess: true,
        depth: 0,
      })
    ).docs as unknown as Row[]
  }
  let released = 0
  if (parsed.action === 'not-spam') {
    for (const entry of changed) {
      const formRef = entry.form as number | { id: number }
      const form = await loadEngineForm(req, typeof formRef === 'object' ? formRef.id : formRef)
      if (!form) continue
      released += await releaseHeldNotifications(req.payload, form, entry as never).catch((err: unknown) => {
        req.payload.logger.error({ err, msg: `Entry ${String(entry.id)}: held-back notifications not queued` })
        return 0
      })
    }
  }
  const message = bulkMessage(parsed.action, changed.length, parsed.ids.length)
  return answer(200, {
    changed: changed.map((e) => e.id),
    released,
    message: released ? `${message} ${released} notification e-mail${released === 1 ? '' : 's'} queued.` : message,
  })
}

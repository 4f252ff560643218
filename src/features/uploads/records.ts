import type { Payload } from 'payload'

import type { Form } from '../../core/forms/types'
import { filesOf, filesValue, type UploadedFile } from '../../core/uploads/state'
import { PARTIAL_UPLOAD_LIFETIME_MS, uploadStorage } from './storage'

type Values = Record<string, string | string[]>

type UploadRecord = {
  id: number | string
  uploadId: string
  name: string
  size: number
  form: number | { id: number } | null
  fieldId: number
  uniqueId?: string | null
  status: 'uploading' | 'complete' | 'attached'
  keepUntil?: string | null
}

const formIdOf = (r: UploadRecord) => (typeof r.form === 'object' && r.form ? r.form.id : r.form)

/** Deletes an upload's bytes; a file already gone is fine. */
export async function removeStoredFile(uploadId: string): Promise<void> {
  if (!/^[0-9a-f]{32}$/.test(uploadId)) return
  await uploadStorage()
    .remove(uploadId)
    .catch(() => undefined)
}

export async function findRecord(payload: Payload, uploadId: string): Promise<UploadRecord | null> {
  const { docs } = await payload.find({
    collection: 'form-uploads',
    where: { uploadId: { equals: uploadId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return (docs[0] as unknown as UploadRecord | undefined) ?? null
}

/** Files of one field of one submission that are uploading or uploaded. */
export async function countFieldUploads(payload: Payload, formId: number, fieldId: number, uniqueId: string): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'form-uploads',
    where: {
      and: [
        { form: { equals: formId } },
        { fieldId: { equals: fieldId } },
        { uniqueId: { equals: uniqueId } },
        { status: { in: ['uploading', 'complete'] } },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs
}

/**
 * The files a post claims, as the server knows them: each record of the uploaded-files
 * state is kept only when that upload is complete, belongs to this form and field and to
 * this submission's unique id; its name and size come from the store, not from the post.
 */
export async function verifyUploads(payload: Payload, form: Form, values: Values, uniqueId: string): Promise<Values> {
  const fields = form.fields.filter((f) => f.type === 'fileupload')
  if (!fields.length) return values
  const out: Values = { ...values }
  for (const field of fields) {
    const key = String(field.id)
    const raw = values[key]
    const claimed = filesOf(typeof raw === 'string' ? raw : undefined)
    if (!claimed.length) continue
    const { docs } = await payload.find({
      collection: 'form-uploads',
      where: { uploadId: { in: claimed.map((f) => f.id) } },
      limit: claimed.length,
      depth: 0,
      overrideAccess: true,
    })
    const known = new Map((docs as unknown as UploadRecord[]).map((d) => [d.uploadId, d]))
    const kept: UploadedFile[] = []
    for (const file of claimed) {
      const record = known.get(file.id)
      if (!record || record.status !== 'complete' || formIdOf(record) !== form.id || record.fieldId !== field.id) continue
      if (!uniqueId || record.uniqueId !== uniqueId) continue
      kept.push({ id: record.uploadId, name: record.name, size: record.size })
    }
    const value = filesValue(kept)
    if (value) out[key] = value
    else delete out[key]
  }
  return out
}

/** The tus upload ids in a submission's file fields: its entry takes them (features/entries/store.ts) and keeps them as long as it is kept. */
export function uploadIdsOf(form: Form, values: Values): string[] {
  return form.fields
    .filter((f) => f.type === 'fileupload')
    .flatMap((f) => {
      const raw = values[String(f.id)]
      return filesOf(typeof raw === 'string' ? raw : undefined).map((file) => file.id)
    })
}

/** Keeps a saved draft's files until the draft expires. */
export async function keepUploads(payload: Payload, form: Form, values: Values, until: Date): Promise<void> {
  const ids = uploadIdsOf(form, values)
  if (!ids.length) return
  await payload.update({
    collection: 'form-uploads',
    where: { and: [{ uploadId: { in: ids } }, { status: { equals: 'complete' } }] },
    data: { keepUntil: until.toISOString() },
    overrideAccess: true,
  })
}

/** Uploads still being sent whose lifetime this process moved on lately (so not every chunk writes). */
const extended = new Map<string, number>()

/**
 * A partial upload's lifetime runs from its last chunk: when a chunk arrives and less than half
 * of the unclaimed lifetime is left, `keepUntil` moves to a whole lifetime from now. At most one
 * write per upload per quarter lifetime in this process.
 */
export async function extendUnclaimed(payload: Payload, uploadId: string, now: number, lifetimeMs: number): Promise<void> {
  if (!/^[0-9a-f]{32}$/.test(uploadId)) return
  const last = extended.get(uploadId)
  if (last !== undefined && now - last < lifetimeMs / 4) return
  extended.delete(uploadId)
  extended.set(uploadId, now)
  while (extended.size > 10_000) extended.delete(extended.keys().next().value!)
  await payload.update({
    collection: 'form-uploads',
    where: {
      and: [
        { uploadId: { equals: uploadId } },
        { status: { equals: 'uploading' } },
        { keepUntil: { less_than: new Date(now + lifetimeMs / 2).toISOString() } },
      ],
    },
    data: { keepUntil: new Date(now + lifetimeMs).toISOString() },
    overrideAccess: true,
  })
}

let lastPurge = 0

/** How often the sweep runs in a serving process, and at most when new uploads start it. */
export const SWEEP_INTERVAL_MS = 5 * 60 * 1000

/**
 * Removes what was abandoned: files, partial or finished, that no submission or saved draft
 * claimed once their `keepUntil` has passed (`UPLOAD_UNCLAIMED_MINUTES` after their last chunk,
 * or when the draft that held them expired; a saved draft moves it to its own expiry, an entry
 * attaches the file), and partial uploads of any age past tus's own 24 hours. Runs every
 * SWEEP_INTERVAL_MS in each serving process (startUploadSweeps) and when a new upload starts.
 */
export async function purgeAbandonedUploads(payload: Payload, now = Date.now(), force = false): Promise<number> {
  if (!force && now - lastPurge < SWEEP_INTERVAL_MS) return 0
  lastPurge = now
  const cutoff = new Date(now - PARTIAL_UPLOAD_LIFETIME_MS).toISOString()
  let removed = 0
  // In batches, so a backlog is cleared in one sweep without reading it all at once.
  for (let batch = 0; batch < 40; batch++) {
    const { docs } = await payload.find({
      collection: 'form-uploads',
      where: {
        or: [
          { and: [{ status: { equals: 'uploading' } }, { createdAt: { less_than: cutoff } }] },
          {
            and: [{ status: { in: ['uploading', 'complete'] } }, { keepUntil: { less_than: new Date(now).toISOString() } }],
          },
        ],
      },
      limit: 250,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of docs as unknown as UploadRecord[]) {
      // The collection's afterDelete hook removes the bytes.
      await payload.delete({ collection: 'form-uploads', id: doc.id, overrideAccess: true }).catch(() => undefined)
      extended.delete(doc.uploadId)
    }
    removed += docs.length
    if (docs.length < 250) break
  }
  await uploadStorage()
    .removeExpired()
    .catch((err: unknown) => console.error('[uploads] expired partial uploads could not be removed', err))
  return removed
}

let sweeps: ReturnType<typeof setInterval> | null = null

/** Sweeps unclaimed files every SWEEP_INTERVAL_MS in this process (the serving processes: payload.config.ts onInit). */
export function startUploadSweeps(payload: Payload): void {
  if (sweeps) return
  const sweep = () =>
    void purgeAbandonedUploads(payload, Date.now(), true).catch((err: unknown) =>
      console.error('[uploads] the sweep of unclaimed files failed', err),
    )
  sweeps = setInterval(sweep, SWEEP_INTERVAL_MS)
  sweeps.unref()
  sweep()
}

export { PARTIAL_UPLOAD_LIFETIME_MS }

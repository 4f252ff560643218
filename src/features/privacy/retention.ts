/**
 * The retention purge: for every form with a retention policy, records of that form older
 * than its number of days are trashed or deleted. It works on every collection that says it
 * holds a form's records (`custom.formRetention` on the collection: entries here, saved
 * drafts wherever they are kept), so a new kind of record is covered by declaring it.
 */
import type { CollectionSlug, Payload, TaskConfig, Where } from 'payload'

import { expiryAction, retentionCutoff } from '../../core/privacy/retention'
import { formFromDoc } from '../forms/model'

export type FormRetentionTarget = {
  /** The relationship (or number) field holding the form's id. */
  formField: string
  /** When the record was made. */
  dateField: string
  /** How the collection marks a record as trashed; without it, expired records are deleted. */
  trash?: { field: string; value: string }
}

export const MAINTENANCE_QUEUE = 'maintenance'
export const PURGE_TASK = 'purgeExpiredFormRecords'

export function retentionTargets(payload: Payload): { slug: CollectionSlug; target: FormRetentionTarget }[] {
  return payload.config.collections
    .filter((c) => c.custom?.formRetention)
    .map((c) => ({ slug: c.slug as CollectionSlug, target: c.custom!.formRetention as FormRetentionTarget }))
}

export type PurgeResult = { trashed: number; deleted: number }

export async function purgeExpired(payload: Payload, now = Date.now()): Promise<PurgeResult> {
  const result: PurgeResult = { trashed: 0, deleted: 0 }
  const forms = await payload.find({ collection: 'forms', pagination: false, depth: 0, overrideAccess: true })
  const targets = retentionTargets(payload)
  for (const doc of forms.docs) {
    const form = formFromDoc(doc as unknown as Record<string, unknown>)
    const retention = form.personalData?.retention
    const cutoff = retentionCutoff(retention, now)
    if (!cutoff || !retention || retention.policy === 'retain') continue
    for (const { slug, target } of targets) {
      const expired: Where = {
        and: [{ [target.formField]: { equals: form.id } }, { [target.dateField]: { less_than: cutoff.toISOString() } }],
      }
      const trash = target.trash
      if (trash && expiryAction(retention.policy, { trashable: true }) === 'trash') {
        const moved = await payload.update({
          collection: slug,
          where: { and: [expired, { [trash.field]: { not_equals: trash.value } }] },
          data: { [trash.field]: trash.value },
          overrideAccess: true,
          depth: 0,
        })
        result.trashed += moved.docs.length
      } else {
        const gone = await payload.delete({ collection: slug, where: expired, overrideAccess: true, depth: 0 })
        result.deleted += gone.docs.length
      }
    }
  }
  if (result.trashed || result.deleted) {
    payload.logger.info(`Form retention: ${result.trashed} moved to the trash, ${result.deleted} deleted`)
  }
  return result
}

/** Hourly, on the maintenance queue. */
export const purgeTask: TaskConfig<{ input: object; output: { trashed: number; deleted: number } }> = {
  slug: PURGE_TASK,
  label: 'Trash or delete form entries and drafts past their retention',
  outputSchema: [
    { name: 'trashed', type: 'number' },
    { name: 'deleted', type: 'number' },
  ],
  schedule: [{ cron: '0 17 * * * *', queue: MAINTENANCE_QUEUE }],
  retries: 2,
  handler: async ({ req }) => ({ output: await purgeExpired(req.payload) }),
}

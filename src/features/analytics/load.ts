import type { Payload, Where } from 'payload'

import { buildReport, type DateRange, type EventRow, type Report } from '../../core/analytics/report'
import type { CsvValue } from '../../core/analytics/csv'

/** Reads the events of a date range (only the columns the report needs) and sums them up. */
export async function loadReport(payload: Payload, range: DateRange): Promise<Report> {
  const { docs } = await payload.find({
    collection: 'analytics-events',
    where: { and: [{ day: { greater_than_equal: range.from } }, { day: { less_than_equal: range.to } }] },
    select: {
      type: true,
      day: true,
      path: true,
      category: true,
      target: true,
      label: true,
      referrer: true,
      visitor: true,
      formId: true,
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return buildReport(docs as EventRow[], range)
}

export type ConsentSummary = { accepted: number; refused: number; partial: number }

export function createdWithin(range: DateRange): Where {
  const end = new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000).toISOString()
  return { and: [{ createdAt: { greater_than_equal: `${range.from}T00:00:00.000Z` } }, { createdAt: { less_than: end } }] }
}

export async function loadConsentSummary(payload: Payload, range: DateRange): Promise<ConsentSummary> {
  const count = async (decision: keyof ConsentSummary) =>
    (
      await payload.count({
        collection: 'consent-records',
        where: { and: [createdWithin(range), { decision: { equals: decision } }] },
        overrideAccess: true,
      })
    ).totalDocs
  const [accepted, refused, partial] = await Promise.all([count('accepted'), count('refused'), count('partial')])
  return { accepted, refused, partial }
}

/** Entries stored per form in the range, from the forms' own collection. */
export async function loadFormEntries(payload: Payload, range: DateRange): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  if (!payload.collections['form-entries']) return counts
  const { docs } = await payload.find({
    collection: 'form-entries',
    where: createdWithin(range),
    select: { form: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const doc of docs as { form?: number | string | { id: number | string } | null }[]) {
    const id = doc.form && typeof doc.form === 'object' ? doc.form.id : doc.form
    if (id !== null && id !== undefined) counts.set(String(id), (counts.get(String(id)) ?? 0) + 1)
  }
  return counts
}

/** Form titles by id, for the dashboard (forms that were deleted keep their number). */
export async function loadFormTitles(payload: Payload, ids: string[]): Promise<Map<string, string>> {
  const titles = new Map<string, string>()
  const numeric = ids.map(Number).filter((n) => Number.isInteger(n))
  if (!payload.collections.forms || numeric.length === 0) return titles
  const { docs } = await payload.find({
    collection: 'forms',
    where: { id: { in: numeric } },
    select: { title: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const doc of docs as { id: number; title?: string }[]) titles.set(String(doc.id), doc.title ?? `Form ${doc.id}`)
  return titles
}

/**
 * Pages through a collection in id order (a cursor, so rows added meanwhile do
 * not shift the pages), for streamed CSV exports.
 */
export async function* rowsOf(
  payload: Payload,
  collection: 'analytics-events' | 'consent-records',
  where: Where,
  toRow: (doc: Record<string, unknown>) => CsvValue[],
  batch = 1000,
): AsyncGenerator<CsvValue[][]> {
  let after = 0
  for (;;) {
    const { docs } = await payload.find({
      collection,
      where: { and: [where, { id: { greater_than: after } }] },
      sort: 'id',
      limit: batch,
      depth: 0,
      overrideAccess: true,
    })
    if (docs.length === 0) return
    yield docs.map((d) => toRow(d as unknown as Record<string, unknown>))
    after = Number((docs[docs.length - 1] as { id: number }).id)
    if (docs.length < batch) return
  }
}

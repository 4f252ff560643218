import type { Payload, Where } from 'payload'

import { formFigures, type FormFigures } from '../../core/entries/figures'

/**
 * Views and starts from the analytics' form events; entries (spam and trash left out) in
 * all, and since the oldest view the analytics still keep, for the conversion rate.
 */
export async function loadFormFigures(payload: Payload, formId: number | string): Promise<FormFigures> {
  const eventWhere = (type: 'form_view' | 'form_start'): Where => ({
    and: [{ type: { equals: type } }, { formId: { equals: String(formId) } }],
  })
  const events = (type: 'form_view' | 'form_start') =>
    payload.count({ collection: 'analytics-events', where: eventWhere(type), overrideAccess: true }).then((r) => r.totalDocs)
  const entries = (extra?: Where) =>
    payload
      .count({
        collection: 'form-entries',
        where: { and: [{ form: { equals: formId } }, { status: { equals: 'active' } }, ...(extra ? [extra] : [])] },
        overrideAccess: true,
      })
      .then((r) => r.totalDocs)
  const oldest = await payload.find({
    collection: 'analytics-events',
    where: eventWhere('form_view'),
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const since = (oldest.docs[0]?.createdAt as string | undefined) ?? null
  const [views, starts, all, entriesSince] = await Promise.all([
    events('form_view'),
    events('form_start'),
    entries(),
    since ? entries({ createdAt: { greater_than_equal: since } }) : Promise.resolve(0),
  ])
  return formFigures({ views, starts, entries: all, since, entriesSince })
}

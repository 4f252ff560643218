import type { CollectionSlug, Payload, Where } from 'payload'

import {
  emailWhere,
  formIsActive,
  readScheduled,
  type DashboardFigures,
  type DashboardWindows,
  type FormRow,
  type Scheduled,
} from '../../../core/admin/dashboard'

/** Forms looked at, most recently changed first: a site has a handful, and each costs six counts. */
const MAX_FORMS = 40
/** Scheduled publications listed by name; the rest are counted. */
const MAX_SCHEDULED = 8

type Counted = { collection: CollectionSlug; where: Where }

/**
 * Everything on the admin's home page, as counts and a few small finds, all at once. The
 * caller has checked the user is staff: these read collections visitors never see.
 */
export async function loadDashboard(payload: Payload, windows: DashboardWindows, now: Date): Promise<DashboardFigures> {
  const count = ({ collection, where }: Counted) =>
    payload.count({ collection, where, overrideAccess: true }).then((r) => r.totalDocs)
  const has = (slug: string) => Boolean(payload.collections[slug as CollectionSlug])

  const since = (instant: Date): Where => ({ createdAt: { greater_than_equal: instant.toISOString() } })
  const analyticsDays: Where = {
    and: [{ day: { greater_than_equal: windows.analytics.from } }, { day: { less_than_equal: windows.analytics.to } }],
  }
  const events = (type: string, extra?: Where) =>
    count({
      collection: 'analytics-events',
      where: { and: [analyticsDays, { type: { equals: type } }, ...(extra ? [extra] : [])] },
    })

  const formsPromise = (async (): Promise<{ rows: FormRow[]; quiet: number }> => {
    if (!has('forms') || !has('form-entries')) return { rows: [], quiet: 0 }
    const { docs } = await payload.find({
      collection: 'forms',
      select: { title: true },
      sort: '-updatedAt',
      limit: MAX_FORMS,
      depth: 0,
      overrideAccess: true,
    })
    const rows = await Promise.all(
      (docs as unknown as { id: number; title?: string | null }[]).map(async (form) => {
        const entries = (...extra: Where[]) =>
          count({
            collection: 'form-entries',
            where: { and: [{ form: { equals: form.id } }, { status: { equals: 'active' } }, ...extra] },
          })
        const [today, week, unread, starred, weekEntries, views] = await Promise.all([
          entries(since(windows.today)),
          entries(since(windows.week)),
          entries({ isRead: { equals: false } }),
          entries({ isStarred: { equals: true } }),
          entries(since(windows.analytics.start), { createdAt: { less_than: windows.analytics.end.toISOString() } }),
          has('analytics-events') ? events('form_view', { formId: { equals: String(form.id) } }) : Promise.resolve(0),
        ])
        return { id: form.id, title: form.title?.trim() || `Form ${form.id}`, today, week, unread, starred, weekEntries, views }
      }),
    )
    const active = rows.filter(formIsActive)
    return { rows: active, quiet: rows.length - active.length }
  })()

  const oldest = async (where: Where) => {
    const { docs } = await payload.find({
      collection: 'form-notifications',
      where,
      select: { createdAt: true },
      sort: 'createdAt',
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    return (docs[0] as { createdAt?: string } | undefined)?.createdAt ?? null
  }
  const emailsPromise = has('form-notifications')
    ? Promise.all([
        count({ collection: 'form-notifications', where: emailWhere('failed', now) as Where }),
        count({ collection: 'form-notifications', where: emailWhere('retrying', now) as Where }),
        oldest(emailWhere('failed', now) as Where),
        oldest(emailWhere('retrying', now) as Where),
      ]).then(([failed, retrying, oldestFailed, oldestRetrying]) => ({ failed, retrying, oldestFailed, oldestRetrying }))
    : Promise.resolve({ failed: 0, retrying: 0, oldestFailed: null, oldestRetrying: null })

  const scheduledPromise = loadScheduled(payload, now)

  const decided = (decision: 'accepted' | 'refused' | 'partial') =>
    count({ collection: 'consent-records', where: { and: [since(windows.analytics.start), { decision: { equals: decision } }] } })
  const consentPromise = has('consent-records')
    ? Promise.all([decided('accepted'), decided('refused'), decided('partial')]).then(([accepted, refused, partial]) => ({
        accepted,
        refused,
        partial,
      }))
    : Promise.resolve({ accepted: 0, refused: 0, partial: 0 })

  const analyticsPromise = has('analytics-events')
    ? Promise.all([events('pageview'), events('click'), events('form_view'), events('form_submit')]).then(
        ([pageViews, clicks, formViews, formSubmissions]) => ({ pageViews, clicks, formViews, formSubmissions }),
      )
    : Promise.resolve({ pageViews: 0, clicks: 0, formViews: 0, formSubmissions: 0 })

  const [forms, emails, scheduled, consent, analytics] = await Promise.all([
    formsPromise,
    emailsPromise,
    scheduledPromise,
    consentPromise,
    analyticsPromise,
  ])
  return { forms: forms.rows, quietForms: forms.quiet, emails, scheduled, consent, analytics }
}

/** Scheduled publish and unpublish jobs still to come (Payload's own schedulePublish task), with their documents' titles. */
async function loadScheduled(payload: Payload, now: Date): Promise<DashboardFigures['scheduled']> {
  const where: Where = {
    and: [
      { taskSlug: { equals: 'schedulePublish' } },
      { waitUntil: { greater_than: now.toISOString() } },
      { completedAt: { exists: false } },
    ],
  }
  const { docs, totalDocs } = await payload.find({
    collection: 'payload-jobs',
    where,
    select: { input: true, waitUntil: true },
    sort: 'waitUntil',
    limit: MAX_SCHEDULED,
    depth: 0,
    overrideAccess: true,
  })
  const jobs = (docs as unknown as { input?: unknown; waitUntil?: unknown }[])
    .map(readScheduled)
    .filter((j): j is Omit<Scheduled, 'title'> => j !== null && Boolean(payload.collections[j.collection as CollectionSlug]))
  // One find per collection for the titles, not one per job.
  const titles = new Map<string, string>()
  const byCollection = new Map<string, Omit<Scheduled, 'title'>[]>()
  for (const j of jobs) byCollection.set(j.collection, [...(byCollection.get(j.collection) ?? []), j])
  await Promise.all(
    [...byCollection].map(async ([collection, list]) => {
      const useAsTitle = payload.collections[collection as CollectionSlug].config.admin?.useAsTitle ?? 'id'
      const { docs: found } = await payload.find({
        collection: collection as CollectionSlug,
        where: { id: { in: list.map((j) => j.id) } },
        select: { [useAsTitle]: true },
        limit: list.length,
        depth: 0,
        draft: true,
        overrideAccess: true,
      })
      for (const doc of found as unknown as Record<string, unknown>[]) {
        const title = doc[useAsTitle]
        titles.set(`${collection}/${String(doc.id)}`, typeof title === 'string' && title.trim() ? title : `#${String(doc.id)}`)
      }
    }),
  )
  return {
    total: totalDocs,
    next: jobs.map((j) => ({ ...j, title: titles.get(`${j.collection}/${j.id}`) ?? `#${j.id}` })),
  }
}

import type { CollectionSlug, Payload } from 'payload'

import { normaliseHost } from '../../core/analytics/classify'
import type { CollectedEvent } from '../../core/analytics/event'
import { RateLimiter } from '../../core/analytics/rate-limit'
import { DailySalt, dayOf, visitorHash } from '../../core/analytics/visitor'
import { settings } from '../../server/settings'
import type { RequestFacts } from './http'

/**
 * The server half of the first-party analytics: stores one event (no cookie, no
 * address: a daily hash), rate-limits who sends them and deletes old rows.
 */

/** Per client: a burst of 60 events, then two a second (a reader opens a page every few seconds at most). */
export const collectLimit = new RateLimiter({ capacity: 60, perSecond: 2 })
/** Per client: a burst of 30 choices, then one every two seconds. */
export const consentLimit = new RateLimiter({ capacity: 30, perSecond: 0.5 })
/** Per client: affiliate redirects beyond this are still sent on, just not counted. */
export const redirectLimit = new RateLimiter({ capacity: 30, perSecond: 0.5 })

const salts = new DailySalt()

type Memo<T> = { value: T; until: number }
const SETTINGS_TTL_MS = 30_000
let analyticsMemo: Memo<{ ownHosts: string[]; retentionDays: number }> | null = null

/** The analytics settings the collector needs, read at most every 30 seconds. */
export async function collectorSettings(payload: Payload): Promise<{ ownHosts: string[]; retentionDays: number }> {
  const now = Date.now()
  if (analyticsMemo && analyticsMemo.until > now) return analyticsMemo.value
  const global = await payload.findGlobal({ slug: 'analytics-settings', depth: 0 })
  const ownHosts = [new URL(settings().siteUrl).hostname, global.homeUrl ? normaliseHost(global.homeUrl) : null].filter(
    (h): h is string => Boolean(h),
  )
  const value = { ownHosts, retentionDays: global.retentionDays ?? 425 }
  analyticsMemo = { value, until: now + SETTINGS_TTL_MS }
  return value
}

export async function storeEvent(payload: Payload, event: CollectedEvent, facts: RequestFacts, now = new Date()): Promise<void> {
  const day = dayOf(now)
  await payload.create({
    collection: 'analytics-events',
    data: {
      type: event.type,
      day,
      path: event.path,
      category: event.category,
      target: event.target,
      label: event.label,
      referrer: event.referrer,
      formId: event.formId,
      visitor: visitorHash(salts.for(day), facts.address, facts.userAgent),
    },
    depth: 0,
    overrideAccess: true,
  })
  const { retentionDays } = await collectorSettings(payload)
  await pruneOld(payload, 'analytics-events', retentionDays, now)
}

const lastPrune = new Map<string, number>()
const PRUNE_EVERY_MS = 3_600_000

/** Deletes rows older than the retention setting, at most once an hour per collection. */
export async function pruneOld(payload: Payload, collection: CollectionSlug, days: number, now = new Date()): Promise<void> {
  const last = lastPrune.get(collection) ?? 0
  if (now.getTime() - last < PRUNE_EVERY_MS) return
  lastPrune.set(collection, now.getTime())
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString()
  try {
    await payload.db.deleteMany({ collection, where: { createdAt: { less_than: cutoff } } })
  } catch (err) {
    console.error(`[analytics] could not delete old ${collection}`, err)
  }
}

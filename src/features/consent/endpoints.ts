import type { Endpoint, Payload, PayloadHandler, PayloadRequest } from 'payload'

import { hasRole } from '../../access/roles'
import { csvFileName, type CsvValue } from '../../core/analytics/csv'
import { parseRange } from '../../core/analytics/report'
import { dayOf } from '../../core/analytics/visitor'
import { summarise } from '../../core/consent/decision'
import { parseConsentPost } from '../../core/consent/record'
import { consentLimit, pruneOld } from '../analytics/collector'
import { csvResponse } from '../analytics/endpoints'
import { answer, readLimited, requestFacts } from '../analytics/http'
import { createdWithin, rowsOf } from '../analytics/load'

const MAX_BYTES = 1024

let memo: { version: number; retentionDays: number; until: number } | null = null

/** The notice's current version and the log's retention, read at most every 30 seconds. */
async function consentSettings(payload: Payload): Promise<{ version: number; retentionDays: number }> {
  const now = Date.now()
  if (memo && memo.until > now) return memo
  const global = await payload.findGlobal({ slug: 'consent-settings', depth: 0 })
  memo = { version: global.version ?? 1, retentionDays: global.retentionDays ?? 730, until: now + 30_000 }
  return memo
}

/**
 * POST /api/consent: records one choice made in the cookie notice, as proof of
 * consent. From our own pages only, rate-limited, strictly checked; a request
 * with `Sec-GPC: 1` is recorded as a refusal whatever it says.
 */
export const recordConsent: PayloadHandler = async (req) => {
  const facts = requestFacts(req.headers)
  if (!facts.fromOwnPage) return answer(403, { error: 'Choices are accepted from this site’s pages only' })
  const now = Date.now()
  if (!consentLimit.take(facts.address, now)) {
    return answer(429, { error: 'Too many requests' }, { 'Retry-After': String(consentLimit.retryAfter(facts.address, now)) })
  }
  const text = await readLimited(req as { body?: ReadableStream<Uint8Array> | null; headers: Headers }, MAX_BYTES)
  if (text === null) return answer(413, { error: 'Too large' })
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return answer(400, { error: 'The body must be JSON' })
  }
  // A page cached before the notice changed may name the version before, never a later one; a later one
  // may just mean the settings were saved in the last few seconds, so look again before refusing.
  let current = await consentSettings(req.payload)
  let parsed = parseConsentPost(raw, { gpc: facts.gpc, maxVersion: current.version })
  if (!parsed.ok && typeof (raw as { version?: unknown })?.version === 'number') {
    memo = null
    current = await consentSettings(req.payload)
    parsed = parseConsentPost(raw, { gpc: facts.gpc, maxVersion: current.version })
  }
  if (!parsed.ok) return answer(400, { error: parsed.error })
  const choice = parsed.value
  await req.payload.create({
    collection: 'consent-records',
    data: {
      visitorId: choice.visitorId,
      decision: summarise(choice),
      analytics: choice.analytics,
      marketing: choice.marketing,
      youtube: choice.vendors.includes('youtube'),
      method: choice.method,
      version: choice.version,
      path: choice.path,
    },
    depth: 0,
    overrideAccess: true,
  })
  await pruneOld(req.payload, 'consent-records', current.retentionDays)
  return answer(204)
}

/** GET /api/consent-records/export?from=YYYY-MM-DD&to=YYYY-MM-DD: the consent log as CSV. Staff only. */
export const exportConsent: PayloadHandler = async (req: PayloadRequest) => {
  if (!req.user) return answer(401, { error: 'Sign in first' })
  if (!hasRole(req.user, 'admin') && !hasRole(req.user, 'editor')) return answer(403, { error: 'Staff only' })
  const url = new URL(req.url ?? 'http://localhost/')
  const range = parseRange(url.searchParams.get('from'), url.searchParams.get('to'), dayOf(new Date()))
  const columns = [
    'createdAt',
    'visitorId',
    'decision',
    'analytics',
    'marketing',
    'youtube',
    'method',
    'version',
    'path',
  ] as const
  return csvResponse(
    csvFileName('consent-log', range.from, range.to),
    [...columns],
    rowsOf(req.payload, 'consent-records', createdWithin(range), (doc) => columns.map((c) => doc[c] as CsvValue)),
  )
}

export const consentEndpoints: { root: Endpoint[]; collection: Endpoint[] } = {
  root: [{ path: '/consent', method: 'post', handler: recordConsent }],
  collection: [{ path: '/export', method: 'get', handler: exportConsent }],
}

/**
 * What the guard remembers: tokens already used (in the database, so a restart or a second
 * instance does not forget them), daily decision counts (database), the alternative cookie
 * mode's sessions and the rate limits (in Redis when REDIS_URL is set, so every instance sees
 * them; else in this process's memory: they only need to outlive a page view and a burst).
 */
import { createHash } from 'node:crypto'

import { sql as postgresSql, type SQL } from '@payloadcms/db-postgres/drizzle'
import { sql as sqliteSql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { parseAutoRepliesPerDay, recipientKey } from '../../core/antispam/auto-reply'
import { GuardLimits } from '../../core/antispam/limits'
import { processWide } from '../../core/process-wide'
import type { RateLimiter } from '../../core/http/rate-limit'
import { MOUSE_MAX_POINTS, type ClientSignals } from '../../core/antispam/signals'
import { rateLimiter, sharedRedis, siteKey } from '../../server/rate-limiters'

const hashKey = (kind: string, value: string) => `${kind}:${createHash('sha256').update(value).digest('hex')}`

let lastPrune = 0

/**
 * Records a token as used. True the first time; false when it was used before (a replay).
 * The unique index on `key` decides between two posts of the same token at once.
 */
export async function spendTokenOnce(
  payload: Payload,
  kind: 'event' | 'captcha',
  token: string,
  expiresAt: Date,
): Promise<boolean> {
  const key = hashKey(kind, token)
  const now = Date.now()
  if (now - lastPrune > 10 * 60_000) {
    lastPrune = now
    await payload
      .delete({
        collection: 'antispam-used-tokens',
        where: { expiresAt: { less_than: new Date(now).toISOString() } },
        overrideAccess: true,
      })
      .catch(() => undefined)
  }
  const found = await payload.count({ collection: 'antispam-used-tokens', where: { key: { equals: key } }, overrideAccess: true })
  if (found.totalDocs > 0) return false
  try {
    await payload.create({
      collection: 'antispam-used-tokens',
      data: { key, expiresAt: expiresAt.toISOString() },
      overrideAccess: true,
      depth: 0,
    })
    return true
  } catch {
    // The unique key: another request stored it first.
    return false
  }
}

export async function tokenWasUsed(payload: Payload, kind: 'event' | 'captcha', token: string): Promise<boolean> {
  const found = await payload.count({
    collection: 'antispam-used-tokens',
    where: { key: { equals: hashKey(kind, token) } },
    overrideAccess: true,
  })
  return found.totalDocs > 0
}

export type Counted = 'allowed' | 'flagged' | 'blocked'

/** The day a decision is counted on (UTC), the key of its row in antispam-stats. */
export const statsDay = (now: number): string => new Date(now).toISOString().slice(0, 10)

type Tally = { pending: number; writing: Promise<void> | null }
const tallies = new WeakMap<Payload, Map<string, Tally>>()

/**
 * Adds to one of today's counts (UTC day). Each write is a single UPDATE … SET n = n + by, so
 * concurrent submissions, on one instance or several, never overwrite each other's counts (a
 * read, then a write through the Local API, would). Within this process, counts that arrive
 * while a write for the same day and count is under way join the next write: at most one
 * write at a time per count, however many submissions (or a flood of refusals) arrive, and
 * one commit stands for many. Resolves when this count is in the database.
 */
export function countDecision(payload: Payload, what: Counted, now = Date.now(), by = 1): Promise<void> {
  const day = statsDay(now)
  const key = `${day} ${what}`
  let open = tallies.get(payload)
  if (!open) tallies.set(payload, (open = new Map()))
  let tally = open.get(key)
  if (!tally) open.set(key, (tally = { pending: 0, writing: null }))
  const t = tally
  t.pending += by
  t.writing ??= (async () => {
    try {
      while (t.pending > 0) {
        const n = t.pending
        t.pending = 0
        await writeCount(payload, day, what, n)
      }
    } finally {
      t.writing = null
      if (t.pending === 0) open.delete(key)
    }
  })()
  return t.writing
}

/** One write of `by` into a day's count; the first count of a day creates the row. */
async function writeCount(payload: Payload, day: string, what: Counted, by: number): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await increment(payload, day, what, by)) return
    try {
      await payload.create({
        collection: 'antispam-stats',
        data: { day, allowed: 0, flagged: 0, blocked: 0, [what]: by },
        overrideAccess: true,
        depth: 0,
      })
      return
    } catch {
      // Another submission created today's row first: count into it.
    }
  }
}

type Sql = {
  drizzle: { execute?: (q: SQL) => Promise<{ rowCount?: number | null }>; run?: (q: SQL) => Promise<{ rowsAffected?: number }> }
}

/** True when today's row existed and was counted into. */
async function increment(payload: Payload, day: string, what: Counted, by: number): Promise<boolean> {
  // Each adapter carries its own copy of drizzle: the query is built with the one that runs it.
  const sql = payload.db.name === 'postgres' ? postgresSql : (sqliteSql as unknown as typeof postgresSql)
  const column = sql.identifier(what)
  const query = sql`UPDATE "antispam_stats" SET ${column} = COALESCE(${column}, 0) + ${by}, "updated_at" = ${new Date().toISOString()} WHERE "day" = ${day}`
  const { drizzle } = payload.db as unknown as Sql
  if (payload.db.name === 'postgres' && drizzle.execute) return ((await drizzle.execute(query)).rowCount ?? 0) > 0
  if (drizzle.run) return ((await drizzle.run(query)).rowsAffected ?? 0) > 0
  throw new Error(`counting is not supported on the ${payload.db.name} adapter`)
}

/**
 * A submission refused with 429 before the guard was asked (the forms' own limit): counted
 * as blocked. A flood must not become a flood of database writes, and it does not: counts
 * that arrive during a write join the next one (`countDecision`).
 */
export function countRefused(payload: Payload, now = Date.now()): Promise<void> {
  return countDecision(payload, 'blocked', now)
}

// ------------------------------------------------------------------ alternative sessions

type Session = { signals: ClientSignals; at: number }
/**
 * On `globalThis` under a registered symbol: the signals kept by the endpoint (Next's copy of this
 * module) are read by a submission the serving layer answers itself (the islands render's copy,
 * islands/form-ajax.ts).
 */
const sessions = processWide('antispam.sessions', () => new Map<string, Session>())()
const MAX_SESSIONS = 20_000
/** How long Redis keeps a page's signals; reading them applies the guard's own freshness. */
const SESSION_TTL_MS = 24 * 60 * 60_000

export const SESSION_ID = /^[A-Za-z0-9_-]{16,64}$/

/**
 * Where the sessions live: in Redis when REDIS_URL is set, so a page whose signals were kept by
 * one instance can be sent to another; otherwise in this process's memory (bounded, oldest out).
 * If Redis cannot be reached the memory store stands in.
 */
async function loadSession(id: string): Promise<Session | undefined> {
  const redis = sharedRedis()
  if (redis) {
    try {
      const text = await redis.get(`${siteKey()}:antispam-session:${id}`)
      return text ? (JSON.parse(text) as Session) : undefined
    } catch {
      // Redis away: this instance's memory.
    }
  }
  return sessions.get(id)
}

async function storeSession(id: string, session: Session): Promise<void> {
  const redis = sharedRedis()
  if (redis) {
    try {
      await redis.set(`${siteKey()}:antispam-session:${id}`, JSON.stringify(session), 'PX', SESSION_TTL_MS)
      return
    } catch {
      // Redis away: this instance's memory.
    }
  }
  sessions.delete(id)
  sessions.set(id, session)
  while (sessions.size > MAX_SESSIONS) {
    const oldest = sessions.keys().next().value
    if (oldest === undefined) break
    sessions.delete(oldest)
  }
}

/** Keeps a page's signals on the server (the alternative cookie mode), newest last. */
export async function saveSession(id: string, signals: ClientSignals, now = Date.now()): Promise<void> {
  const old = await loadSession(id)
  const merged: ClientSignals = old
    ? {
        ...signals,
        mouse: [...old.signals.mouse, ...signals.mouse].slice(-MOUSE_MAX_POINTS),
        keys: Math.max(old.signals.keys, signals.keys),
        scrolls: Math.max(old.signals.scrolls, signals.scrolls),
        focuses: Math.max(old.signals.focuses, signals.focuses),
        touches: Math.max(old.signals.touches, signals.touches),
      }
    : signals
  await storeSession(id, { signals: merged, at: now })
}

export async function readSession(id: string, freshnessSeconds: number, now = Date.now()): Promise<ClientSignals | null> {
  const s = await loadSession(id)
  if (!s) return null
  if (now - s.at > freshnessSeconds * 1000) {
    sessions.delete(id)
    return null
  }
  return s.signals
}

// ------------------------------------------------------------------ rate limits

/** Rebuilt when the settings change the numbers (core/antispam/limits.ts). */
let limiters: GuardLimits | null = null

export function submissionLimiters(ipPerHour: number, formPerMinute: number): GuardLimits {
  if (!limiters || limiters.ipPerHour !== ipPerHour || limiters.formPerMinute !== formPerMinute) {
    limiters = new GuardLimits(ipPerHour, formPerMinute, rateLimiter)
  }
  return limiters
}

let autoReplies: { perDay: number; limiter: RateLimiter } | undefined

/**
 * Takes one auto-reply for `address` (a form notification to a submitted address, or a resume
 * link): at most AUTO_REPLIES_PER_ADDRESS_PER_DAY (3) a day per address, the allowance coming
 * back evenly over the day, shared through Redis with REDIS_URL. False when the address has had
 * its share.
 */
export async function takeAutoReply(address: string, now: number): Promise<boolean> {
  const perDay = parseAutoRepliesPerDay(process.env)
  if (!autoReplies || autoReplies.perDay !== perDay)
    autoReplies = { perDay, limiter: rateLimiter('auto-reply', { capacity: perDay, refillPerMinute: perDay / 1440 }) }
  return (await autoReplies.limiter.take(recipientKey(address), now)).allowed
}

/** The endpoints' own limit: 300 calls a minute from one address (a page in the alternative mode writes every 1.2 s). */
export const endpointLimiter = rateLimiter('antispam-endpoints', { capacity: 300, refillPerMinute: 300 })

/**
 * What /readyz checks and what /metrics reads from the database, on the Payload side of the
 * process (the serving layer answers /healthz and /metrics itself: server/ops.ts).
 *
 * Each check has its own time bound, runs beside the others, and a result is reused for a
 * second, so a load balancer probing every instance often costs the database one small query a
 * second at most, and a probe never waits longer than CHECK_TIMEOUT_MS.
 */
import { inArray, sql, type Column } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { readinessAnswer, type CheckName, type CheckResult } from '../../core/ops/labels'
import { isStopping } from '../../server/lifecycle'
import { setMetricsSource, type MetricsSnapshot } from '../../server/metrics'
import { waitAtMost } from '../../core/time/bounded'
import { sharedRedis } from '../../server/rate-limiters'
import { plainDb, plainTable } from '../../server/sql'
import { probeMediaStorage } from '../media/storage'
import { uploadStorage } from '../uploads/storage'

export const CHECK_TIMEOUT_MS = 2_000
const REUSE_MS = 1_000

async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  const result = await waitAtMost(work, ms)
  if (!result.done) throw new Error(`no answer within ${ms} ms`)
  return result.value
}

type NotificationColumns = { status: Column; createdAt: Column; nextAttemptAt: Column }

/** The e-mail queue: how many wait, are being sent and failed, and the oldest waiting one's age. */
export async function emailQueueFigures(payload: Payload, now = Date.now()): Promise<NonNullable<MetricsSnapshot['emailQueue']>> {
  const table = plainTable(payload, 'form-notifications') as unknown as NotificationColumns
  const db = (await plainDb(payload)) as unknown as {
    select: (fields: Record<string, unknown>) => {
      from: (t: unknown) => { where: (c: unknown) => { groupBy: (c: Column) => Promise<Array<Record<string, unknown>>> } }
    }
  }
  const rows = await db
    .select({ status: table.status, n: sql`count(*)`, oldest: sql`min(${table.createdAt})` })
    .from(table)
    .where(inArray(table.status, ['queued', 'sending', 'failed']))
    .groupBy(table.status)
  const by = new Map(rows.map((r) => [String(r.status), r]))
  const count = (status: string) => Number(by.get(status)?.n ?? 0)
  const oldest = by.get('queued')?.oldest
  // A string on SQLite, a Date from PostgreSQL's driver.
  const oldestMs =
    oldest instanceof Date ? oldest.getTime() : oldest === undefined || oldest === null ? NaN : new Date(String(oldest)).getTime()
  return {
    waiting: count('queued'),
    sending: count('sending'),
    failed: count('failed'),
    oldestWaitingSeconds: Number.isFinite(oldestMs) ? Math.max(0, Math.round((now - oldestMs) / 1000)) : 0,
  }
}

/** PostgreSQL's connection pool (node-postgres), when the site runs on it. */
function poolFigures(payload: Payload): MetricsSnapshot['pool'] {
  const pool = (payload.db as unknown as { pool?: { totalCount?: number; idleCount?: number; waitingCount?: number } }).pool
  if (!pool || typeof pool.totalCount !== 'number') return undefined
  return { total: pool.totalCount, idle: pool.idleCount ?? 0, waiting: pool.waitingCount ?? 0 }
}

/** Registers the database's figures for /metrics (payload.config.ts onInit). */
export function registerMetricsSource(payload: Payload): void {
  setMetricsSource(async () => ({
    emailQueue: await within(emailQueueFigures(payload), CHECK_TIMEOUT_MS),
    pool: poolFigures(payload),
  }))
}

async function check(name: CheckName, work: () => Promise<unknown>): Promise<CheckResult> {
  try {
    await within(work(), CHECK_TIMEOUT_MS)
    return { name, ok: true }
  } catch (err) {
    // Why goes to the log only: the readiness answer is public.
    console.warn(`[ready] ${name} check failed: ${err instanceof Error ? err.message : String(err)}`)
    return { name, ok: false }
  }
}

let last: { at: number; results: Promise<CheckResult[]> } | undefined

/** The readiness answer: the database, the uploads' and media's storage, the e-mail queue and Redis when set. */
export async function readiness(payload: () => Promise<Payload>): Promise<ReturnType<typeof readinessAnswer>> {
  const now = Date.now()
  if (!last || now - last.at > REUSE_MS) {
    const redis = sharedRedis()
    const results = Promise.all([
      check('database', async () => {
        const p = await payload()
        const users = plainTable(p, 'users') as unknown as { id: Column }
        const db = (await plainDb(p)) as unknown as {
          select: (f: Record<string, unknown>) => { from: (t: unknown) => { limit: (n: number) => Promise<unknown[]> } }
        }
        await db.select({ id: users.id }).from(users).limit(1)
      }),
      // Form uploads' storage, and the media's bucket when they are in one.
      check('storage', () => Promise.all([uploadStorage().probe(), probeMediaStorage()])),
      check('queue', async () => emailQueueFigures(await payload())),
      ...(redis ? [check('redis', () => redis.ping())] : []),
    ])
    last = { at: now, results }
  }
  return readinessAnswer(await last.results, isStopping())
}

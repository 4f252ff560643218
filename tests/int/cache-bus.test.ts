/**
 * Cache invalidation across instances (server/cache-bus.ts) over real PostgreSQL
 * LISTEN/NOTIFY and real Redis pub/sub: what one instance announces reaches the others and
 * not itself, other sites' announcements stay apart, and an instance whose connection was cut
 * reconnects and expires everything once, as it may have missed announcements.
 */
import { randomBytes } from 'node:crypto'

import { Redis } from 'ioredis'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'

import type { Invalidation } from '../../src/features/cache/invalidate'
import { postgresReachable, REDIS_TEST_URL, redisReachable } from '../support/databases'
import { startCacheBus, type CacheBus } from '../../src/server/cache-bus'

const PG_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const REDIS_URL = REDIS_TEST_URL

type Received = (Invalidation & { all?: boolean })[]

const open: CacheBus[] = []
afterEach(async () => {
  await Promise.all(open.splice(0).map((b) => b.close()))
})

function bus(transport: 'postgres' | 'redis', secret: string, received: Received, lines: string[] = []): CacheBus {
  const b = startCacheBus({
    secret,
    ...(transport === 'redis' ? { redisUrl: REDIS_URL } : { postgresUrl: PG_URL }),
    apply: async (change) => {
      received.push(change)
    },
    log: (line) => lines.push(line),
  })!
  open.push(b)
  return b
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 20))
  }
}

async function cutConnections(transport: 'postgres' | 'redis'): Promise<void> {
  if (transport === 'postgres') {
    const admin = new pg.Client({ connectionString: PG_URL })
    await admin.connect()
    await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'signalpost-cache-bus' AND pid <> pg_backend_pid()",
    )
    await admin.end()
  } else {
    const admin = new Redis(REDIS_URL)
    const clients = String(await admin.client('LIST'))
      .split('\n')
      .filter((l) => l.includes('name=signalpost-cache-bus'))
    for (const line of clients) await admin.client('KILL', 'ID', /id=(\d+)/.exec(line)![1]!)
    admin.disconnect()
  }
}

// Each transport needs its server; a machine without one skips its tests, saying why.
const reachable = { postgres: await postgresReachable(), redis: await redisReachable() }
for (const [name, r] of Object.entries(reachable))
  if (!r.ok) console.warn(`The cache bus over ${name} is not tested: its server is not reachable (${r.reason}).`)

describe.each(['postgres', 'redis'] as const)('cache bus over %s', (transport) => {
  it.skipIf(!reachable[transport].ok)(
    'carries a change to the other instance, not back to the one that made it, and not to another site',
    async () => {
      const secret = randomBytes(16).toString('hex')
      const a: Received = []
      const b: Received = []
      const other: Received = []
      const one = bus(transport, secret, a)
      const two = bus(transport, secret, b)
      const stranger = bus(transport, randomBytes(16).toString('hex'), other)
      await Promise.all([one.ready, two.ready, stranger.ready])
      expect(one.transport).toBe(transport)
      await one.publish({ tags: ['path:/contact', 'pages:index'] })
      await until(() => b.length === 1)
      expect(b[0]).toEqual({ tags: ['path:/contact', 'pages:index'], paths: [], all: false })
      await two.publish({ paths: ['/products'] })
      await until(() => a.length === 1)
      expect(a[0]).toEqual({ tags: [], paths: ['/products'], all: false })
      await new Promise((r) => setTimeout(r, 300))
      expect(a).toHaveLength(1)
      expect(b).toHaveLength(1)
      expect(other).toHaveLength(0)
    },
  )

  it.skipIf(!reachable[transport].ok)('expires everything once after a lost connection, then carries changes again', async () => {
    const secret = randomBytes(16).toString('hex')
    const a: Received = []
    const b: Received = []
    const lines: string[] = []
    const one = bus(transport, secret, a)
    const two = bus(transport, secret, b, lines)
    await Promise.all([one.ready, two.ready])
    await cutConnections(transport)
    await until(() => b.some((m) => m.all), 15_000)
    expect(lines.join('\n')).toMatch(/expiring every cached page once/)
    // Both listen again (the publisher may have reconnected a moment later).
    await until(() => a.some((m) => m.all), 15_000)
    const before = b.length
    await until(() => {
      void one.publish({ tags: ['media'] })
      return b.length > before
    }, 10_000)
    expect(b.slice(before).every((m) => m.tags?.[0] === 'media')).toBe(true)
  })

  it('without a channel (SQLite, one instance) there is no bus', () => {
    expect(startCacheBus({ secret: 's', apply: async () => undefined })).toBeNull()
  })
})

/**
 * Rate limits shared between instances through Redis (server/rate-limiters.ts), against the
 * Redis server at REDIS_TEST_URL (default 127.0.0.1:6379); skipped with a message when none answers.
 */
import { randomBytes } from 'node:crypto'

import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RedisTokenBucket } from '../../src/server/rate-limiters'
import { REDIS_TEST_URL, redisReachable } from '../support/databases'

const URL = REDIS_TEST_URL
const reachable = await redisReachable()
if (!reachable.ok) console.warn(`No Redis at ${URL} (${reachable.reason}): the shared rate limit tests are skipped.`)
const available = reachable.ok

describe.skipIf(!available)('rate limits shared through Redis', () => {
  let one: Redis
  let two: Redis
  const name = `test-${randomBytes(4).toString('hex')}`

  beforeAll(() => {
    // Two clients, as two instances of the site would have.
    one = new Redis(URL)
    two = new Redis(URL)
  })

  afterAll(async () => {
    const keys = await one.keys(`site:limit:${name}:*`)
    if (keys.length) await one.del(...keys)
    one.disconnect()
    two.disconnect()
  })

  it('counts the requests of one address on every instance together', async () => {
    const a = new RedisTokenBucket(one, name, { capacity: 3, refillPerMinute: 3 })
    const b = new RedisTokenBucket(two, name, { capacity: 3, refillPerMinute: 3 })
    const now = Date.now()
    const answers = [await a.take('203.0.113.5', now), await b.take('203.0.113.5', now), await a.take('203.0.113.5', now)]
    expect(answers.every((d) => d.allowed)).toBe(true)
    const fourth = await b.take('203.0.113.5', now)
    expect(fourth).toEqual({ allowed: false, retryAfterSeconds: 20 })
    // Another address has its own bucket; a token comes back after 20 s.
    expect((await b.take('198.51.100.5', now)).allowed).toBe(true)
    expect((await a.take('203.0.113.5', now + 20_000)).allowed).toBe(true)
  })

  it('takes tokens atomically when both instances ask at once', async () => {
    const a = new RedisTokenBucket(one, `${name}-burst`, { capacity: 10, refillPerMinute: 1 })
    const b = new RedisTokenBucket(two, `${name}-burst`, { capacity: 10, refillPerMinute: 1 })
    const now = Date.now()
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).take('203.0.113.6', now)))
    expect(answers.filter((d) => d.allowed)).toHaveLength(10)
  })

  it('keeps limiting on its own when Redis cannot be reached', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    })
    down.on('error', () => undefined)
    const c = new RedisTokenBucket(down, name, { capacity: 2, refillPerMinute: 2 })
    const now = Date.now()
    const answers = [await c.take('x', now), await c.take('x', now), await c.take('x', now)]
    expect(answers.map((d) => d.allowed)).toEqual([true, true, false])
    down.disconnect()
  })
})

describe.skipIf(!available)("the alternative cookie mode's sessions in Redis", () => {
  it('keeps a page signals where every instance reads them, and merges later posts', async () => {
    process.env.REDIS_URL = URL
    process.env.PAYLOAD_SECRET ??= randomBytes(16).toString('hex')
    const { saveSession, readSession } = await import('../../src/features/antispam/store')
    const { sharedRedis, siteKey } = await import('../../src/server/rate-limiters')
    // The site's client connects in the background (serve.ts opens it at start).
    const client = sharedRedis()!
    if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve))
    const id = `session-${randomBytes(8).toString('hex')}`
    const signals = { mouse: [[1, 2, 3]], keys: 4, scrolls: 1, focuses: 2, touches: 0 }
    const now = Date.now()
    await saveSession(id, signals as never, now)
    await saveSession(id, { ...signals, mouse: [[5, 6, 7]], keys: 2 } as never, now + 1000)
    // Another instance has none of this in memory: it reads Redis.
    const probe = new Redis(URL)
    const stored = JSON.parse((await probe.get(`${siteKey()}:antispam-session:${id}`))!) as {
      signals: { mouse: unknown[]; keys: number }
    }
    expect(stored.signals.mouse).toEqual([
      [1, 2, 3],
      [5, 6, 7],
    ])
    expect(stored.signals.keys).toBe(4)
    expect(await probe.pttl(`${siteKey()}:antispam-session:${id}`)).toBeGreaterThan(0)
    expect((await readSession(id, 60, now + 2000))?.keys).toBe(4)
    // Older than the guard's freshness: not used.
    expect(await readSession(id, 60, now + 120_000)).toBeNull()
    await probe.del(`${siteKey()}:antispam-session:${id}`)
    probe.disconnect()
    delete process.env.REDIS_URL
  })
})

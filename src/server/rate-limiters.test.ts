import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { rateLimiter } from './rate-limiters'

describe('the process’s rate limiters', () => {
  // In memory: the Redis ones are tested against a server (tests/int/redis-limits.test.ts).
  const redisUrl = process.env.REDIS_URL
  beforeAll(() => void delete process.env.REDIS_URL)
  afterAll(() => {
    if (redisUrl !== undefined) process.env.REDIS_URL = redisUrl
  })

  it('are one per name, whichever copy of the module asks, so every copy counts into the same buckets', async () => {
    const options = { capacity: 2, refillPerMinute: 1 }
    const first = rateLimiter('test-shared', options)
    // Another bundle's copy of the module asks with equal options of its own.
    const second = rateLimiter('test-shared', { ...options })
    expect(second).toBe(first)
    const now = Date.now()
    expect((await first.take('203.0.113.1', now)).allowed).toBe(true)
    expect((await second.take('203.0.113.1', now)).allowed).toBe(true)
    expect((await first.take('203.0.113.1', now)).allowed).toBe(false)
    // Kept where every copy finds it: on globalThis, under a registered symbol.
    const shared = (globalThis as unknown as Record<symbol, { limiters: Map<string, { limiter: unknown }> }>)[
      Symbol.for('signalpost.rate-limiters')
    ]
    expect([...(shared?.limiters.values() ?? [])].some((entry) => entry.limiter === first)).toBe(true)
  })

  it('start afresh when a name is asked for with other options (a setting changed)', async () => {
    const now = Date.now()
    const before = rateLimiter('test-changed', { capacity: 1, refillPerMinute: 1 })
    expect((await before.take('203.0.113.2', now)).allowed).toBe(true)
    const after = rateLimiter('test-changed', { capacity: 5, refillPerMinute: 5 })
    expect(after).not.toBe(before)
    expect((await after.take('203.0.113.2', now)).allowed).toBe(true)
    // And back: fresh buckets again, as a copy rebuilding its limiter made them.
    const again = rateLimiter('test-changed', { capacity: 1, refillPerMinute: 1 })
    expect(again).not.toBe(before)
    expect((await again.take('203.0.113.2', now)).allowed).toBe(true)
  })
})

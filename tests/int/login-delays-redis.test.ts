/**
 * Sign-in delays shared between instances through Redis (server/accounts.ts), against the Redis
 * server at REDIS_TEST_URL (default 127.0.0.1:6379); skipped with a message when none answers.
 */
import { randomBytes } from 'node:crypto'

import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'

import { RedisFailureStore } from '../../src/server/accounts'
import { REDIS_TEST_URL } from '../support/databases'

const URL = REDIS_TEST_URL
const redis = new Redis(URL, { maxRetriesPerRequest: 1, connectTimeout: 1000, retryStrategy: () => null })
redis.on('error', () => undefined)
const available = await redis.ping().then(
  () => true,
  () => {
    console.warn(`No Redis at ${URL}: the shared sign-in delay tests are skipped.`)
    return false
  },
)

afterAll(() => redis.disconnect())

const options = { freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 60_000 }

describe.skipIf(!available)('sign-in delays in Redis', () => {
  it('are shared by two instances, refuse attempts sent at once beyond the allowance, and clear on success', async () => {
    const prefix = `test-${randomBytes(4).toString('hex')}`
    const one = new RedisFailureStore(redis, () => prefix)
    const two = new RedisFailureStore(redis, () => prefix)
    const now = Date.now()
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? one : two).attempt('a|ip', now, options)))
    expect(answers.filter((a) => a.allowed)).toHaveLength(5)
    expect(answers.find((a) => !a.allowed)).toEqual({ allowed: false, waitSeconds: 1 })
    // Another address, the same account: not affected.
    expect((await one.attempt('a|other', now, options)).allowed).toBe(true)
    await two.clear('a|ip')
    expect((await one.attempt('a|ip', now, options)).allowed).toBe(true)
  })

  it('gives a successful attempt back', async () => {
    const prefix = `test-${randomBytes(4).toString('hex')}`
    const store = new RedisFailureStore(redis, () => prefix)
    const now = Date.now()
    for (let i = 0; i < 5; i++) await store.attempt('ip', now, options)
    await store.forgive('ip')
    // Four failures counted: the next attempt is admitted.
    expect((await store.attempt('ip', now, options)).allowed).toBe(true)
    expect(await store.attempt('ip', now, options)).toEqual({ allowed: false, waitSeconds: 1 })
  })
})

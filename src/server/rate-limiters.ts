import { createHmac } from 'node:crypto'

import { Redis } from 'ioredis'

import {
  memoryLimiter,
  TokenBucket,
  type LimiterFactory,
  type RateDecision,
  type RateLimiter,
  type RateLimitOptions,
} from '../core/http/rate-limit'
import { processWide } from '../core/process-wide'
import { settings } from './settings'

/**
 * The site's rate limits, shared between instances when REDIS_URL is set. The bucket is the
 * same token bucket as core/http/rate-limit.ts, kept in a Redis hash and updated by one Lua
 * script, so concurrent requests on different instances take tokens atomically. Keys expire
 * once a bucket would be full again, so addresses never pile up. If Redis cannot be reached
 * the instance falls back to its own in-memory bucket (logged once a minute) rather than
 * refusing or letting everyone through: limits keep working per instance until Redis is back.
 * Without REDIS_URL every limiter is the in-memory one.
 */
const SCRIPT = `
local cap = tonumber(ARGV[1])
local perMs = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local cost = tonumber(ARGV[4] or '1')
local b = redis.call('HMGET', KEYS[1], 't', 'a')
local tokens = cap
if b[1] then tokens = math.min(cap, tonumber(b[1]) + math.max(0, now - tonumber(b[2])) * perMs) end
local ok = 0
if tokens >= cost then
  tokens = tokens - cost
  ok = 1
end
redis.call('HSET', KEYS[1], 't', tostring(tokens), 'a', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(cap / perMs) + 1000)
return {ok, tostring(tokens)}
`

/**
 * The process's limiters and Redis client, one per process (core/process-wide.ts): the serving
 * layer, Next's bundles and the islands render (which answers the forms' ajax endpoint,
 * islands/form-ajax.ts) each hold their own copy of this module, and a limit counted in one copy
 * must be the limit the others ask (one bucket for every form post of an address, however it came).
 */
type Shared = { client?: Redis; limiters: Map<string, { options: string; limiter: RateLimiter }> }
const shared = processWide<Shared>('rate-limiters', () => ({ limiters: new Map() }))

let lastWarning = 0

function redis(url: string): Redis {
  const store = shared()
  if (!store.client) {
    store.client = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 })
    // Failures surface in take(), which falls back; the client reconnects by itself.
    store.client.on('error', () => undefined)
  }
  return store.client
}

export class RedisTokenBucket implements RateLimiter {
  private readonly fallback: TokenBucket
  private readonly perMs: number

  constructor(
    private readonly redis: Redis,
    private readonly name: string,
    private readonly options: RateLimitOptions,
    /** Keeps the keys of sites that share one Redis apart (siteKey()). */
    private readonly prefix: () => string = () => 'site',
  ) {
    this.fallback = new TokenBucket(options)
    this.perMs = options.refillPerMinute / 60_000
  }

  async take(key: string, now: number, cost = 1): Promise<RateDecision> {
    try {
      const [ok, left] = (await this.redis.eval(
        SCRIPT,
        1,
        `${this.prefix()}:limit:${this.name}:${key}`,
        String(this.options.capacity),
        String(this.perMs),
        String(now),
        String(cost),
      )) as [number, string]
      const tokens = Number(left)
      if (ok === 1) return { allowed: true, remaining: Math.floor(tokens) }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((cost - tokens) / this.perMs / 1000)) }
    } catch (err) {
      if (Date.now() - lastWarning > 60_000) {
        lastWarning = Date.now()
        console.error('[limits] Redis is unavailable; each instance limits on its own meanwhile:', (err as Error).message)
      }
      return this.fallback.take(key, now, cost)
    }
  }
}

let key: string | undefined

/** The instances of one site share PAYLOAD_SECRET; other sites on the same Redis have their own keys. Read on first use, not at import (the build imports this). */
export function siteKey(): string {
  key ??= `site:${createHmac('sha256', settings().secret).update('redis-keys').digest('hex').slice(0, 16)}`
  return key
}

/**
 * The limiter factory for this process: shared through Redis with REDIS_URL, else in memory. One
 * limiter per name in the process, whichever copy of this module asks (see `shared`); asked for
 * with other options (a setting changed), a name gets a new limiter with fresh buckets, as it did
 * when each copy made its own.
 */
export const rateLimiter: LimiterFactory = (name, options) => {
  const url = process.env.REDIS_URL?.trim()
  const slot = `${url ? 'redis' : 'memory'} ${name}`
  const wanted = JSON.stringify(options)
  const { limiters } = shared()
  const found = limiters.get(slot)
  if (found?.options === wanted) return found.limiter
  const limiter = url ? new RedisTokenBucket(redis(url), name, options, siteKey) : memoryLimiter(name, options)
  limiters.set(slot, { options: wanted, limiter })
  return limiter
}

/** The shared Redis client when REDIS_URL is set (other per-site state kept there, under siteKey()). */
export function sharedRedis(): Redis | null {
  const url = process.env.REDIS_URL?.trim()
  return url ? redis(url) : null
}

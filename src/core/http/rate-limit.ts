/**
 * A token bucket per key (an IP address): each key may spend `capacity` tokens at once and
 * gets `refillPerMinute` back over a minute. In memory, per process: enough to stop one
 * address from flooding a form; several instances each keep their own buckets. The clock
 * is passed in, so the logic is tested without waiting.
 */
export type RateLimitOptions = {
  capacity: number
  refillPerMinute: number
  /** Buckets kept at most; the longest idle go first, so made-up addresses cannot fill memory. */
  maxKeys?: number
}

export type RateDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number }

type Bucket = { tokens: number; at: number }

/**
 * What every limit in the site asks: the in-memory TokenBucket answers at once; the Redis one
 * (server/rate-limiters.ts, used when REDIS_URL is set) shares the buckets between instances
 * and answers after a round trip. Callers always `await` the answer.
 */
export interface RateLimiter {
  /** `cost`: tokens this request takes (1 unless it weighs more, such as an upload's bytes). */
  take(key: string, now: number, cost?: number): RateDecision | Promise<RateDecision>
}

/** A limiter with the given options: every module asks for its limiters through one factory. */
export type LimiterFactory = (name: string, options: RateLimitOptions) => RateLimiter

export const memoryLimiter: LimiterFactory = (_name, options) => new TokenBucket(options)

export class TokenBucket implements RateLimiter {
  private readonly buckets = new Map<string, Bucket>()
  private readonly perMs: number
  private readonly maxKeys: number

  constructor(private readonly options: RateLimitOptions) {
    if (!(options.capacity >= 1) || !(options.refillPerMinute > 0))
      throw new Error('A rate limit needs a capacity and a refill rate')
    this.perMs = options.refillPerMinute / 60_000
    this.maxKeys = options.maxKeys ?? 10_000
  }

  /**
   * Takes `cost` tokens (one by default) for `key` at time `now` (ms), or says how long to wait
   * for them. A refused request takes nothing.
   */
  take(key: string, now: number, cost = 1): RateDecision {
    const { capacity } = this.options
    const found = this.buckets.get(key)
    const tokens = found ? Math.min(capacity, found.tokens + Math.max(0, now - found.at) * this.perMs) : capacity
    // Re-inserting keeps the Map in least-recently-used order.
    this.buckets.delete(key)
    if (tokens < cost) {
      this.buckets.set(key, { tokens, at: now })
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((cost - tokens) / this.perMs / 1000)) }
    }
    this.buckets.set(key, { tokens: tokens - cost, at: now })
    while (this.buckets.size > this.maxKeys) {
      const oldest = this.buckets.keys().next().value
      if (oldest === undefined) break
      this.buckets.delete(oldest)
    }
    return { allowed: true, remaining: Math.floor(tokens - cost) }
  }

  size(): number {
    return this.buckets.size
  }
}

/**
 * Every request of one address, checked by the serving layer before Next.js sees it, so a
 * flood costs a few microseconds a request instead of a render or a handler. Generous for
 * people: a page with its scripts, styles, fonts and images is 20 to 40 requests, and an
 * office behind one address browses well within 40 a second. The forms, uploads and the
 * anti-spam endpoints keep their own, much tighter, limits behind this one. Requests from
 * this machine itself without a proxy in front (health checks, the postback's own page
 * read) are never counted.
 */
export const ADDRESS_LIMIT: RateLimitOptions = { capacity: 400, refillPerMinute: 2400, maxKeys: 50_000 }

export const addressLimitedText = (seconds: number) =>
  `Too many requests from your address. Please wait ${seconds} seconds and try again.`

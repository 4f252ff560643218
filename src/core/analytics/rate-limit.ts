/**
 * A token bucket per client: `capacity` requests at once, refilled at `perSecond`.
 * In memory, per process: enough to stop one client flooding the collector or the
 * consent log, without storing anything about anyone. Keys are forgotten once
 * their bucket is full again, and the map never grows beyond `maxKeys`.
 */
export type RateLimitOptions = { capacity: number; perSecond: number; maxKeys?: number }

type Bucket = { tokens: number; at: number }

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>()
  private readonly maxKeys: number

  constructor(private readonly options: RateLimitOptions) {
    if (options.capacity < 1 || options.perSecond <= 0) throw new Error('A rate limit needs a capacity and a refill rate')
    this.maxKeys = options.maxKeys ?? 10_000
  }

  /** Takes one token for `key` at time `now` (ms); false when the client must wait. */
  take(key: string, now: number): boolean {
    const { capacity, perSecond } = this.options
    const bucket = this.buckets.get(key)
    let tokens = capacity
    if (bucket) tokens = Math.min(capacity, bucket.tokens + ((now - bucket.at) / 1000) * perSecond)
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now })
      return false
    }
    this.buckets.delete(key) // re-insert: the map's order is then least recently used first
    this.buckets.set(key, { tokens: tokens - 1, at: now })
    if (this.buckets.size > this.maxKeys) this.sweep(now)
    return true
  }

  /** Seconds until `key` may try again (for Retry-After). */
  retryAfter(key: string, now: number): number {
    const bucket = this.buckets.get(key)
    if (!bucket) return 0
    const tokens = Math.min(this.options.capacity, bucket.tokens + ((now - bucket.at) / 1000) * this.options.perSecond)
    return tokens >= 1 ? 0 : Math.ceil((1 - tokens) / this.options.perSecond)
  }

  get size(): number {
    return this.buckets.size
  }

  private sweep(now: number): void {
    const { capacity, perSecond } = this.options
    for (const [key, b] of this.buckets) {
      if (b.tokens + ((now - b.at) / 1000) * perSecond >= capacity) this.buckets.delete(key)
    }
    // Still too many clients at once: drop the least recently seen.
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= this.maxKeys) break
      this.buckets.delete(key)
    }
  }
}

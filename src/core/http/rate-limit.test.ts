import { describe, expect, it } from 'vitest'

import { TokenBucket } from './rate-limit'

describe('TokenBucket', () => {
  it('allows a burst up to the capacity, then asks to wait', () => {
    const bucket = new TokenBucket({ capacity: 3, refillPerMinute: 6 })
    expect([1, 2, 3].map(() => bucket.take('1.2.3.4', 0).allowed)).toEqual([true, true, true])
    expect(bucket.take('1.2.3.4', 0)).toEqual({ allowed: false, retryAfterSeconds: 10 })
  })

  it('refills over time, never above the capacity', () => {
    const bucket = new TokenBucket({ capacity: 2, refillPerMinute: 6 })
    bucket.take('a', 0)
    bucket.take('a', 0)
    expect(bucket.take('a', 5_000).allowed).toBe(false)
    expect(bucket.take('a', 10_000).allowed).toBe(true)
    // An hour later the bucket is full again, but holds no more than two.
    expect(bucket.take('a', 3_600_000)).toEqual({ allowed: true, remaining: 1 })
    expect(bucket.take('a', 3_600_000).allowed).toBe(true)
    expect(bucket.take('a', 3_600_000).allowed).toBe(false)
  })

  it('takes several tokens at once for a request that weighs more, and nothing when it refuses', () => {
    const bytes = new TokenBucket({ capacity: 600, refillPerMinute: 60 })
    expect(bytes.take('a', 0, 400)).toEqual({ allowed: true, remaining: 200 })
    // 300 more would need 100 that come back in 100 s; the refusal takes none of the 200 left.
    expect(bytes.take('a', 0, 300)).toEqual({ allowed: false, retryAfterSeconds: 100 })
    expect(bytes.take('a', 0, 200)).toEqual({ allowed: true, remaining: 0 })
    expect(bytes.take('b', 0, 600).allowed).toBe(true)
  })

  it('keeps addresses apart', () => {
    const bucket = new TokenBucket({ capacity: 1, refillPerMinute: 1 })
    expect(bucket.take('a', 0).allowed).toBe(true)
    expect(bucket.take('a', 0).allowed).toBe(false)
    expect(bucket.take('b', 0).allowed).toBe(true)
  })

  it('forgets the longest idle addresses first', () => {
    const bucket = new TokenBucket({ capacity: 1, refillPerMinute: 1, maxKeys: 2 })
    bucket.take('a', 0)
    bucket.take('b', 1)
    bucket.take('a', 2)
    bucket.take('c', 3)
    expect(bucket.size()).toBe(2)
    // b was dropped (a was used later), so it starts with a full bucket again.
    expect(bucket.take('b', 4).allowed).toBe(true)
  })

  it('refuses nonsense settings', () => {
    expect(() => new TokenBucket({ capacity: 0, refillPerMinute: 1 })).toThrow()
    expect(() => new TokenBucket({ capacity: 1, refillPerMinute: 0 })).toThrow()
  })
})

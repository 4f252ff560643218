import { describe, expect, it } from 'vitest'

import { RateLimiter } from './rate-limit'

describe('rate limits', () => {
  it('allows a burst, then one request per refill', () => {
    const limit = new RateLimiter({ capacity: 3, perSecond: 1 })
    expect([limit.take('a', 0), limit.take('a', 0), limit.take('a', 0), limit.take('a', 0)]).toEqual([true, true, true, false])
    expect(limit.retryAfter('a', 0)).toBe(1)
    expect(limit.take('b', 0)).toBe(true)
    expect(limit.take('a', 500)).toBe(false)
    expect(limit.take('a', 1600)).toBe(true)
    expect(limit.take('a', 1700)).toBe(false)
    expect(limit.retryAfter('nobody', 0)).toBe(0)
  })

  it('forgets clients and never holds more than its maximum', () => {
    const limit = new RateLimiter({ capacity: 2, perSecond: 1, maxKeys: 3 })
    for (let i = 0; i < 10; i++) limit.take(`k${i}`, 0)
    expect(limit.size).toBeLessThanOrEqual(3)
    expect(() => new RateLimiter({ capacity: 0, perSecond: 1 })).toThrow()
  })
})

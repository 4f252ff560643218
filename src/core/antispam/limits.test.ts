import { describe, expect, it } from 'vitest'

import { GuardLimits } from './limits'

const MINUTE = 60_000

describe('GuardLimits', () => {
  it('lets an address send its hourly allowance at once, then refuses it', async () => {
    const limits = new GuardLimits(5, 100)
    const hits: unknown[] = []
    for (let i = 0; i < 8; i++) hits.push(await limits.take('203.0.113.1', 1, 0))
    expect(hits).toEqual([null, null, null, null, null, 'ip', 'ip', 'ip'])
  })

  it('gives an address one submission back every 60 / perHour minutes', async () => {
    const limits = new GuardLimits(6, 100)
    for (let i = 0; i < 6; i++) await limits.take('203.0.113.2', 1, 0)
    expect(await limits.take('203.0.113.2', 1, 9 * MINUTE)).toBe('ip')
    expect(await limits.take('203.0.113.2', 1, 10 * MINUTE)).toBeNull()
    expect(await limits.take('203.0.113.2', 1, 10 * MINUTE)).toBe('ip')
  })

  it('does not count a refused address against the form, so others still get through', async () => {
    const limits = new GuardLimits(2, 3)
    for (let i = 0; i < 50; i++) await limits.take('203.0.113.3', 7, 0)
    // The flood used two of the form's three; one is left for someone else.
    expect(await limits.take('198.51.100.1', 7, 0)).toBeNull()
    expect(await limits.take('198.51.100.2', 7, 0)).toBe('form')
  })

  it('limits each form on its own, per minute, across addresses', async () => {
    const limits = new GuardLimits(100, 2)
    expect(await limits.take('a', 1, 0)).toBeNull()
    expect(await limits.take('b', 1, 0)).toBeNull()
    expect(await limits.take('c', 1, 0)).toBe('form')
    expect(await limits.take('c', 2, 0)).toBeNull()
    expect(await limits.take('c', 1, MINUTE / 2)).toBeNull()
  })

  it('rounds odd settings to whole submissions, at least one', async () => {
    const limits = new GuardLimits(0.2, 0)
    expect(await limits.take('a', 1, 0)).toBeNull()
    expect(await limits.take('a', 1, 0)).toBe('ip')
    expect(await limits.take('b', 1, 0)).toBe('form')
  })
})

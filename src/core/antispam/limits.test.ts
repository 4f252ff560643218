import { describe, expect, it } from 'vitest'

import { GuardLimits } from './limits'

const MINUTE = 60_000
const ok = { hit: null, surge: false }
const surge = { hit: null, surge: true }
const refused = { hit: 'ip', surge: false }

describe('GuardLimits', () => {
  it('lets an address send its hourly allowance at once, then refuses it', async () => {
    const limits = new GuardLimits(5, 100)
    const hits: unknown[] = []
    for (let i = 0; i < 8; i++) hits.push((await limits.take('203.0.113.1', 1, 0)).hit)
    expect(hits).toEqual([null, null, null, null, null, 'ip', 'ip', 'ip'])
  })

  it('counts every address of one IPv6 /64 as one sender', async () => {
    const limits = new GuardLimits(2, 100)
    expect(await limits.take('2001:db8:5:6::1', 1, 0)).toEqual(ok)
    expect(await limits.take('2001:db8:5:6:aaaa::2', 1, 0)).toEqual(ok)
    expect(await limits.take('2001:db8:5:6:ffff:ffff:ffff:ffff', 1, 0)).toEqual(refused)
    expect(await limits.take('2001:db8:5:7::1', 1, 0)).toEqual(ok)
  })

  it('gives an address one submission back every 60 / perHour minutes', async () => {
    const limits = new GuardLimits(6, 100)
    for (let i = 0; i < 6; i++) await limits.take('203.0.113.2', 1, 0)
    expect((await limits.take('203.0.113.2', 1, 9 * MINUTE)).hit).toBe('ip')
    expect((await limits.take('203.0.113.2', 1, 10 * MINUTE)).hit).toBeNull()
    expect((await limits.take('203.0.113.2', 1, 10 * MINUTE)).hit).toBe('ip')
  })

  it('never refuses a sender for what others sent to the form: past the form’s level it is a surge', async () => {
    const limits = new GuardLimits(100, 2)
    expect(await limits.take('a', 1, 0)).toEqual(ok)
    expect(await limits.take('b', 1, 0)).toEqual(ok)
    expect(await limits.take('c', 1, 0)).toEqual(surge)
    expect(await limits.take('d', 1, 0)).toEqual(surge)
    // Each form on its own; the level comes back over the minute.
    expect(await limits.take('c', 2, 0)).toEqual(ok)
    expect(await limits.take('e', 1, MINUTE / 2)).toEqual(ok)
  })

  it('does not count a refused address towards a surge', async () => {
    const limits = new GuardLimits(2, 3)
    for (let i = 0; i < 50; i++) await limits.take('203.0.113.3', 7, 0)
    // The flood used two of the form's three; the next sender is the third, the one after is in a surge.
    expect(await limits.take('198.51.100.1', 7, 0)).toEqual(ok)
    expect(await limits.take('198.51.100.2', 7, 0)).toEqual(surge)
  })

  it('rounds odd settings to whole submissions, at least one', async () => {
    const limits = new GuardLimits(0.2, 0)
    expect(await limits.take('a', 1, 0)).toEqual(ok)
    expect(await limits.take('a', 1, 0)).toEqual(refused)
    expect(await limits.take('b', 1, 0)).toEqual(surge)
  })
})

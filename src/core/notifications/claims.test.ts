import { describe, expect, it } from 'vitest'

import { CLAIM_LEASE_MS, CLAIM_RENEW_MS, claimHolder, instancePattern, staleBefore } from './claims'

describe('notification claims', () => {
  it('expire within a minute and are renewed well before', () => {
    expect(CLAIM_LEASE_MS).toBeLessThanOrEqual(60_000)
    expect(CLAIM_RENEW_MS * 3).toBeLessThanOrEqual(CLAIM_LEASE_MS)
    expect(staleBefore(new Date('2026-11-26T12:00:30.000Z')).toISOString()).toBe('2026-11-26T12:00:00.000Z')
  })
  it("name the instance and the process; an instance's pattern matches only its own", () => {
    const holder = claimHolder('a1b2c3', 'p-1')
    expect(holder).toBe('a1b2c3/p-1')
    expect(instancePattern('a1b2c3')).toBe('a1b2c3/%')
    expect(() => instancePattern('a_b%c')).toThrow(/hex/)
  })
})

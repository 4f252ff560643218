import { describe, expect, it } from 'vitest'

import { DailySalt, dayOf, visitorHash } from './visitor'

describe('daily visitor hashes', () => {
  it('is the same for one visitor on one day and says nothing about them', () => {
    const a = visitorHash('salt', '203.0.113.9', 'Firefox')
    expect(a).toMatch(/^[0-9a-f]{16}$/)
    expect(visitorHash('salt', '203.0.113.9', 'Firefox')).toBe(a)
    expect(visitorHash('salt', '203.0.113.10', 'Firefox')).not.toBe(a)
    expect(visitorHash('other', '203.0.113.9', 'Firefox')).not.toBe(a)
    expect(a).not.toContain('203')
  })

  it('draws a new salt when the day changes', () => {
    let n = 0
    const salts = new DailySalt(() => `salt-${++n}`)
    expect(salts.for('2026-10-01')).toBe('salt-1')
    expect(salts.for('2026-10-01')).toBe('salt-1')
    expect(salts.for('2026-10-02')).toBe('salt-2')
    expect(dayOf(new Date('2026-10-01T23:59:59Z'))).toBe('2026-10-01')
  })
})

import { describe, expect, it } from 'vitest'

import { dayIn, startOfDay } from './zone'

describe('dayIn', () => {
  it("is the site's date, a day ahead of UTC's late in the evening", () => {
    expect(dayIn(Date.parse('2026-11-27T22:30:00Z'))).toBe('2026-11-27')
    expect(dayIn(Date.parse('2026-11-27T23:30:00Z'))).toBe('2026-11-28')
    expect(dayIn(Date.parse('2026-11-27T23:30:00Z'), 'UTC')).toBe('2026-11-27')
  })
})

describe('startOfDay', () => {
  it('is Amsterdam midnight in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(startOfDay('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z')
    expect(startOfDay('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z')
  })

  it('settles the days the clocks change on', () => {
    expect(startOfDay('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z')
    expect(startOfDay('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z')
    expect(startOfDay('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z')
    expect(startOfDay('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z')
  })
})

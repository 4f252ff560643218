import { describe, expect, it } from 'vitest'

import { clampToLimits, dateLimitError, dateLimitText, withinLimits } from './date-limits'

const field = { minDate: '2026-12-01', maxDate: '2027-03-31', dateFormat: 'dmy' as const }

describe('date limits', () => {
  it('accepts dates between the limits, the limits included', () => {
    expect(withinLimits(field, { year: 2026, month: 12, day: 1 })).toBe(true)
    expect(withinLimits(field, { year: 2027, month: 3, day: 31 })).toBe(true)
    expect(withinLimits(field, { year: 2026, month: 11, day: 30 })).toBe(false)
    expect(withinLimits(field, { year: 2027, month: 4, day: 1 })).toBe(false)
    expect(withinLimits({}, { year: 1900, month: 1, day: 1 })).toBe(true)
  })
  it('says why, in the field format', () => {
    expect(dateLimitError(field, { year: 2026, month: 1, day: 1 })).toBe('Please enter a date between 01/12/2026 and 31/03/2027.')
    expect(dateLimitError({ ...field, maxDate: undefined }, { year: 2026, month: 1, day: 1 })).toBe(
      'Please enter a date on or after 01/12/2026.',
    )
    expect(dateLimitError({ ...field, minDate: undefined }, { year: 2028, month: 1, day: 1 })).toBe(
      'Please enter a date on or before 31/03/2027.',
    )
    expect(dateLimitError(field, { year: 2027, month: 1, day: 1 })).toBeNull()
    expect(dateLimitText(field)).toBe('. From 01/12/2026 to 31/03/2027.')
  })
  it('opens the picker on the nearest allowed month', () => {
    expect(clampToLimits(field, { year: 2026, month: 1, day: 5 })).toEqual({ year: 2026, month: 12, day: 1 })
    expect(clampToLimits(field, { year: 2027, month: 1, day: 5 })).toEqual({ year: 2027, month: 1, day: 5 })
  })
})

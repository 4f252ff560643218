import { describe, expect, it } from 'vitest'

import { dayLabel, monthLabel, moveFocus, sameDay, shiftMonths, today } from './client-datepicker'
import { monthGrid } from './date'

const d = (year: number, month: number, day: number) => ({ year, month, day })

describe('date picker keyboard', () => {
  it('moves by day and week across months and years', () => {
    expect(moveFocus(d(2025, 3, 1), 'ArrowLeft')).toEqual(d(2025, 2, 28))
    expect(moveFocus(d(2024, 12, 31), 'ArrowRight')).toEqual(d(2025, 1, 1))
    expect(moveFocus(d(2025, 3, 3), 'ArrowUp')).toEqual(d(2025, 2, 24))
    expect(moveFocus(d(2025, 3, 31), 'ArrowDown')).toEqual(d(2025, 4, 7))
  })

  it('goes to Monday with Home and Sunday with End', () => {
    // 5 March 2025 is a Wednesday.
    expect(moveFocus(d(2025, 3, 5), 'Home')).toEqual(d(2025, 3, 3))
    expect(moveFocus(d(2025, 3, 5), 'End')).toEqual(d(2025, 3, 9))
    expect(moveFocus(d(2025, 3, 3), 'Home')).toEqual(d(2025, 3, 3))
    expect(moveFocus(d(2025, 3, 9), 'End')).toEqual(d(2025, 3, 9))
  })

  it('moves by month and, with Shift, by year, keeping the day where it exists', () => {
    expect(moveFocus(d(2025, 1, 31), 'PageDown')).toEqual(d(2025, 2, 28))
    expect(moveFocus(d(2024, 3, 31), 'PageUp')).toEqual(d(2024, 2, 29))
    expect(moveFocus(d(2024, 2, 29), 'PageDown', true)).toEqual(d(2025, 2, 28))
    expect(moveFocus(d(2025, 1, 15), 'PageUp', true)).toEqual(d(2024, 1, 15))
    expect(shiftMonths(d(2025, 12, 10), 1)).toEqual(d(2026, 1, 10))
  })

  it('ignores other keys', () => {
    expect(moveFocus(d(2025, 1, 1), 'a')).toBeNull()
    expect(moveFocus(d(2025, 1, 1), 'Enter')).toBeNull()
  })

  it('keeps the grid Monday first, so Home and End stay on one row', () => {
    for (const week of monthGrid(2025, 3)) {
      const first = week[0]!
      const last = week[6]!
      expect(moveFocus(first, 'End')).toEqual({ year: last.year, month: last.month, day: last.day })
      expect(moveFocus(last, 'Home')).toEqual({ year: first.year, month: first.month, day: first.day })
    }
  })
})

describe('date picker texts', () => {
  it('names months and days in English', () => {
    expect(monthLabel(2025, 3)).toBe('March 2025')
    expect(dayLabel(d(2025, 3, 3))).toBe('Monday 3 March 2025')
    expect(dayLabel(d(2025, 3, 9))).toBe('Sunday 9 March 2025')
  })

  it('compares days and reads today in local time', () => {
    expect(sameDay(d(2025, 1, 1), d(2025, 1, 1))).toBe(true)
    expect(sameDay(d(2025, 1, 1), null)).toBe(false)
    expect(today(new Date(2025, 4, 6, 23, 59))).toEqual(d(2025, 5, 6))
  })
})

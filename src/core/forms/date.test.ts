import { describe, expect, it } from 'vitest'

import {
  DATE_FORMATS,
  WEEKDAYS_SHORT,
  addDays,
  addMonths,
  dropdownYears,
  datePartsFrom,
  datePattern,
  daysInMonth,
  formatDate,
  formatTime,
  isoWeekday,
  monthGrid,
  parseDate,
  parseIsoDate,
  parseTime,
  splitTimeText,
  toIsoDate,
} from './date'

const d = (year: number, month: number, day: number) => ({ year, month, day })

describe('date formats', () => {
  it('write each GF format', () => {
    const date = d(2026, 3, 7)
    expect(Object.fromEntries(DATE_FORMATS.map((f) => [f, formatDate(date, f)]))).toEqual({
      mdy: '03/07/2026',
      dmy: '07/03/2026',
      dmy_dash: '07-03-2026',
      dmy_dot: '07.03.2026',
      ymd_slash: '2026/03/07',
      ymd_dash: '2026-03-07',
      ymd_dot: '2026.03.07',
    })
  })
  it('read back what they write', () => {
    for (const f of DATE_FORMATS) expect(parseDate(formatDate(d(1999, 12, 31), f), f)).toEqual(d(1999, 12, 31))
  })
  it('have readable patterns for messages', () => {
    expect(datePattern('dmy_dot')).toBe('dd.mm.yyyy')
    expect(datePattern('mdy')).toBe('mm/dd/yyyy')
    expect(datePattern('ymd_dash')).toBe('yyyy-mm-dd')
  })
})

describe('parseDate', () => {
  it('accepts one-digit days and months and any of the separators', () => {
    expect(parseDate('7.3.2026', 'dmy_dot')).toEqual(d(2026, 3, 7))
    expect(parseDate('7/3/2026', 'dmy_dash')).toEqual(d(2026, 3, 7))
    expect(parseDate(' 2026-3-7 ', 'ymd_slash')).toEqual(d(2026, 3, 7))
  })
  it('follows the order of the format', () => {
    expect(parseDate('03/07/2026', 'mdy')).toEqual(d(2026, 3, 7))
    expect(parseDate('03/07/2026', 'dmy')).toEqual(d(2026, 7, 3))
  })
  it('refuses dates that do not exist and malformed text', () => {
    for (const bad of [
      '31.02.2026',
      '29.02.2025',
      '00.01.2026',
      '01.13.2026',
      '1.1.26',
      '2026.01.01',
      'a.b.c',
      '',
      '1.1',
      '01.01.2026.1',
    ]) {
      expect(parseDate(bad, 'dmy_dot'), bad).toBeNull()
    }
    expect(parseDate('29.02.2024', 'dmy_dot')).toEqual(d(2024, 2, 29))
    expect(parseDate('29.02.2000', 'dmy_dot')).toEqual(d(2000, 2, 29))
    expect(parseDate('29.02.1900', 'dmy_dot')).toBeNull()
  })
})

describe('datePartsFrom and ISO dates', () => {
  it('reads drop-down parts', () => {
    expect(datePartsFrom('2026', '2', '28')).toEqual(d(2026, 2, 28))
    expect(datePartsFrom('26', '2', '28')).toBeNull()
    expect(datePartsFrom('2026', '', '28')).toBeNull()
    expect(datePartsFrom('2026', '2', '30')).toBeNull()
  })
  it('writes and reads ISO dates', () => {
    expect(toIsoDate(d(987, 1, 2))).toBe('0987-01-02')
    expect(parseIsoDate('2026-03-07')).toEqual(d(2026, 3, 7))
    expect(parseIsoDate('2026-02-30')).toBeNull()
    expect(parseIsoDate('2026-3-7')).toBeNull()
  })
  it('knows month lengths', () => {
    expect([daysInMonth(2024, 2), daysInMonth(2025, 2), daysInMonth(2025, 4), daysInMonth(2025, 12)]).toEqual([29, 28, 30, 31])
  })
})

describe('calendar arithmetic', () => {
  it('numbers weekdays from Monday', () => {
    expect(isoWeekday(d(2026, 1, 5))).toBe(1) // a Monday
    expect(isoWeekday(d(2026, 1, 11))).toBe(7)
    expect(isoWeekday(d(2000, 1, 1))).toBe(6)
  })
  it('adds days and months across boundaries', () => {
    expect(addDays(d(2024, 2, 28), 1)).toEqual(d(2024, 2, 29))
    expect(addDays(d(2025, 12, 31), 1)).toEqual(d(2026, 1, 1))
    expect(addDays(d(2026, 3, 1), -1)).toEqual(d(2026, 2, 28))
    expect(addDays(d(50, 1, 1), 0)).toEqual(d(50, 1, 1))
    expect(addMonths(2026, 12, 1)).toEqual({ year: 2027, month: 1 })
    expect(addMonths(2026, 1, -1)).toEqual({ year: 2025, month: 12 })
    expect(addMonths(2026, 5, -17)).toEqual({ year: 2024, month: 12 })
  })
})

describe('monthGrid', () => {
  it('lays out whole weeks starting on Monday', () => {
    // March 2026 starts on a Sunday and ends on a Tuesday.
    const weeks = monthGrid(2026, 3)
    expect(weeks).toHaveLength(6)
    for (const week of weeks) {
      expect(week).toHaveLength(7)
      expect(week.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7])
      expect(week.map((day) => isoWeekday(day))).toEqual([1, 2, 3, 4, 5, 6, 7])
    }
    expect(weeks[0]?.[0]?.iso).toBe('2026-02-23')
    expect(weeks[0]?.[6]).toMatchObject({ iso: '2026-03-01', inMonth: true })
    expect(weeks[0]?.[5]?.inMonth).toBe(false)
    expect(weeks[5]?.[1]).toMatchObject({ iso: '2026-03-31', inMonth: true })
    expect(weeks[5]?.[6]?.iso).toBe('2026-04-05')
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(31)
  })
  it('has no spare week when the month starts on Monday and ends on Sunday', () => {
    // February 2027 runs from Monday 1 to Sunday 28.
    const weeks = monthGrid(2027, 2)
    expect(weeks).toHaveLength(4)
    expect(weeks.flat().every((day) => day.inMonth)).toBe(true)
  })
  it('has Monday-first headings', () => {
    expect(WEEKDAYS_SHORT[0]).toBe('Mo')
    expect(WEEKDAYS_SHORT[6]).toBe('Su')
  })
})

describe('times', () => {
  it('reads 24-hour times', () => {
    expect(parseTime('14', '05', undefined, '24')).toEqual({ hour: 14, minute: 5 })
    expect(parseTime('0', '0', undefined, '24')).toEqual({ hour: 0, minute: 0 })
    expect(parseTime('24', '00', undefined, '24')).toEqual({ hour: 0, minute: 0 })
    expect(parseTime('24', '01', undefined, '24')).toBeNull()
    expect(parseTime('25', '00', undefined, '24')).toBeNull()
    expect(parseTime('12', '60', undefined, '24')).toBeNull()
    expect(parseTime('1a', '00', undefined, '24')).toBeNull()
  })
  it('reads 12-hour times with am or pm', () => {
    expect(parseTime('12', '30', 'am', '12')).toEqual({ hour: 0, minute: 30 })
    expect(parseTime('12', '30', 'PM', '12')).toEqual({ hour: 12, minute: 30 })
    expect(parseTime('8', '15', 'pm', '12')).toEqual({ hour: 20, minute: 15 })
    expect(parseTime('0', '15', 'am', '12')).toBeNull()
    expect(parseTime('13', '15', 'pm', '12')).toBeNull()
    expect(parseTime('8', '15', '', '12')).toBeNull()
  })
  it('writes times as GF stores them', () => {
    expect(formatTime({ hour: 20, minute: 5 }, '24')).toBe('20:05')
    expect(formatTime({ hour: 20, minute: 5 }, '12')).toBe('08:05 pm')
    expect(formatTime({ hour: 0, minute: 0 }, '12')).toBe('12:00 am')
    expect(formatTime({ hour: 12, minute: 0 }, '12')).toBe('12:00 pm')
  })
  it('splits time text', () => {
    expect(splitTimeText('2:05 PM')).toEqual({ hour: '2', minute: '05', ampm: 'pm' })
    expect(splitTimeText('14:05')).toEqual({ hour: '14', minute: '05', ampm: '' })
    expect(splitTimeText('noon')).toBeNull()
  })
})

describe('dropdownYears', () => {
  it('lists next year down to 1920', () => {
    const years = dropdownYears(2026)
    expect(years[0]).toBe(2027)
    expect(years.at(-1)).toBe(1920)
    expect(years).toHaveLength(108)
    expect(dropdownYears(2026, 2025)).toEqual([2027, 2026, 2025])
  })
})

/**
 * Dates and times as GF's date and time fields write them, plus the month grid of the
 * date picker (weeks start on Monday). Calendar arithmetic runs in UTC on plain
 * year/month/day numbers, so no time zone or locale can shift a date.
 */
import type { DateFormat } from './types'

export type DateParts = { year: number; month: number; day: number }

type FormatSpec = { order: readonly ('d' | 'm' | 'y')[]; separator: string }

const SPECS: Record<DateFormat, FormatSpec> = {
  mdy: { order: ['m', 'd', 'y'], separator: '/' },
  dmy: { order: ['d', 'm', 'y'], separator: '/' },
  dmy_dash: { order: ['d', 'm', 'y'], separator: '-' },
  dmy_dot: { order: ['d', 'm', 'y'], separator: '.' },
  ymd_slash: { order: ['y', 'm', 'd'], separator: '/' },
  ymd_dash: { order: ['y', 'm', 'd'], separator: '-' },
  ymd_dot: { order: ['y', 'm', 'd'], separator: '.' },
}

export const DATE_FORMATS = Object.keys(SPECS) as DateFormat[]

/** The format as people read it in messages and placeholders: `dd.mm.yyyy`. */
export function datePattern(format: DateFormat): string {
  const spec = SPECS[format]
  return spec.order.map((p) => (p === 'y' ? 'yyyy' : p === 'm' ? 'mm' : 'dd')).join(spec.separator)
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0
}

export function isValidDate({ year, month, day }: DateParts): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  )
}

/**
 * Reads a date typed in a field's format. The order of day, month and year must match the
 * format; any of `/ - .` is accepted between them (GF does the same), the year has four
 * digits. Null for text that is not a real calendar date (31.02.2024).
 */
export function parseDate(text: string, format: DateFormat): DateParts | null {
  const parts = text.trim().split(/[/.-]/)
  if (parts.length !== 3) return null
  const spec = SPECS[format]
  const found: Record<'d' | 'm' | 'y', string> = { d: '', m: '', y: '' }
  spec.order.forEach((key, i) => (found[key] = parts[i] ?? ''))
  return datePartsFrom(found.y, found.m, found.d)
}

/** A date from separate year, month and day texts (date drop-downs and fields); null if not a date. */
export function datePartsFrom(year: string, month: string, day: string): DateParts | null {
  if (!/^\d{4}$/.test(year.trim()) || !/^\d{1,2}$/.test(month.trim()) || !/^\d{1,2}$/.test(day.trim())) return null
  const parts = { year: Number(year), month: Number(month), day: Number(day) }
  return isValidDate(parts) ? parts : null
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

export function formatDate(parts: DateParts, format: DateFormat): string {
  const spec = SPECS[format]
  const text = { d: pad(parts.day), m: pad(parts.month), y: pad(parts.year, 4) }
  return spec.order.map((p) => text[p]).join(spec.separator)
}

/** `2024-12-31`, the form entries store dates in (GF's `Y-m-d`). */
export function toIsoDate(parts: DateParts): string {
  return `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`
}

export function parseIsoDate(iso: string): DateParts | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim())
  if (!m) return null
  const parts = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }
  return isValidDate(parts) ? parts : null
}

// setUTCFullYear rather than Date.UTC, which reads years below 100 as 1900 + year.
const utcDay = ({ year, month, day }: DateParts) => {
  const d = new Date(0)
  d.setUTCFullYear(year, month - 1, day)
  return d
}

/** ISO weekday: 1 for Monday … 7 for Sunday. */
export function isoWeekday(parts: DateParts): number {
  const js = utcDay(parts).getUTCDay()
  return js === 0 ? 7 : js
}

export function addDays(parts: DateParts, days: number): DateParts {
  const d = utcDay(parts)
  d.setUTCDate(d.getUTCDate() + days)
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}

/** The month `delta` months away: for the picker's previous and next buttons. */
export function addMonths(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 }
}

/** The date picker's first day of the week: Monday. */
export const WEEK_STARTS_ON = 1

/** Short English weekday names, Monday first, for the picker's column headings. */
export const WEEKDAYS_SHORT = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const

export type CalendarDay = DateParts & { iso: string; inMonth: boolean; weekday: number }

/**
 * The date picker's grid for a month: whole weeks of seven days, Monday first, including
 * the days of the neighbouring months that fill the first and last week.
 */
export function monthGrid(year: number, month: number): CalendarDay[][] {
  const first = { year, month, day: 1 }
  let cursor = addDays(first, -(isoWeekday(first) - 1))
  const last = { year, month, day: daysInMonth(year, month) }
  const end = addDays(last, 7 - isoWeekday(last))
  const weeks: CalendarDay[][] = []
  while (toIsoDate(cursor) <= toIsoDate(end)) {
    const week: CalendarDay[] = []
    for (let i = 0; i < 7; i++) {
      week.push({ ...cursor, iso: toIsoDate(cursor), inMonth: cursor.month === month, weekday: i + 1 })
      cursor = addDays(cursor, 1)
    }
    weeks.push(week)
  }
  return weeks
}

/** GF's first year in date drop-downs. */
export const DROPDOWN_MIN_YEAR = 1920

/** The years of a date drop-down, newest first as GF lists them: next year down to 1920. */
export function dropdownYears(currentYear: number, min = DROPDOWN_MIN_YEAR): number[] {
  const years: number[] = []
  for (let year = currentYear + 1; year >= min; year--) years.push(year)
  return years
}

export type TimeParts = { hour: number; minute: number }

/**
 * Reads a time field's parts into a 24-hour time. 24-hour fields take 0–23 (and 24:00, as
 * GF does); 12-hour fields take 1–12 with am or pm. Null when the parts are not a time.
 */
export function parseTime(hour: string, minute: string, ampm: string | undefined, format: '12' | '24'): TimeParts | null {
  const h = hour.trim()
  const m = minute.trim()
  if (!/^\d{1,2}$/.test(h) || !/^\d{1,2}$/.test(m)) return null
  const hh = Number(h)
  const mm = Number(m)
  if (mm > 59) return null
  if (format === '24') {
    if (hh > 24 || (hh === 24 && mm > 0)) return null
    return { hour: hh % 24, minute: mm }
  }
  const period = (ampm ?? '').trim().toLowerCase()
  if (hh < 1 || hh > 12 || (period !== 'am' && period !== 'pm')) return null
  return { hour: (hh % 12) + (period === 'pm' ? 12 : 0), minute: mm }
}

/** `14:05` for 24-hour fields, `02:05 pm` for 12-hour ones (the text GF stores). */
export function formatTime(time: TimeParts, format: '12' | '24'): string {
  if (format === '24') return `${pad(time.hour)}:${pad(time.minute)}`
  const h = time.hour % 12 === 0 ? 12 : time.hour % 12
  return `${pad(h)}:${pad(time.minute)} ${time.hour < 12 ? 'am' : 'pm'}`
}

/** The parts of a stored or default time such as `14:05` or `2:05 pm` (for 12-hour fields). */
export function splitTimeText(text: string): { hour: string; minute: string; ampm: string } | null {
  const m = /^(\d{1,2}):(\d{1,2})\s*([ap]m)?$/i.exec(text.trim())
  if (!m) return null
  return { hour: m[1] ?? '', minute: m[2] ?? '', ampm: (m[3] ?? '').toLowerCase() }
}

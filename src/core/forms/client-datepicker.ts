/**
 * The date picker's keyboard model (WAI-ARIA "date picker dialog" pattern) and its texts.
 * Weeks start on Monday, as everywhere in the forms; the grid itself is `monthGrid`.
 *
 * Keys on the grid: arrows move a day or a week, Home and End go to the week's Monday and
 * Sunday, Page Up and Page Down a month (with Shift a year), keeping the day where the
 * month has it and else taking the month's last day.
 */
import { addDays, addMonths, daysInMonth, isoWeekday, type DateParts } from './date'

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

/** The same day `delta` months away, or the last day of that month when it is shorter. */
export function shiftMonths(date: DateParts, delta: number): DateParts {
  const { year, month } = addMonths(date.year, date.month, delta)
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) }
}

/** The focused day after a key press on the grid, or null when the key is not the grid's. */
export function moveFocus(date: DateParts, key: string, shift = false): DateParts | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1)
    case 'ArrowRight':
      return addDays(date, 1)
    case 'ArrowUp':
      return addDays(date, -7)
    case 'ArrowDown':
      return addDays(date, 7)
    case 'Home':
      return addDays(date, -(isoWeekday(date) - 1))
    case 'End':
      return addDays(date, 7 - isoWeekday(date))
    case 'PageUp':
      return shiftMonths(date, shift ? -12 : -1)
    case 'PageDown':
      return shiftMonths(date, shift ? 12 : 1)
    default:
      return null
  }
}

/** The dialog's heading: `March 2025`. */
export function monthLabel(year: number, month: number): string {
  return `${MONTH_NAMES[month - 1] ?? ''} ${year}`
}

/** A day as a screen reader says it: `Monday 3 March 2025`. */
export function dayLabel(date: DateParts): string {
  return `${WEEKDAY_NAMES[isoWeekday(date) - 1] ?? ''} ${date.day} ${MONTH_NAMES[date.month - 1] ?? ''} ${date.year}`
}

export function sameDay(a: DateParts | null | undefined, b: DateParts | null | undefined): boolean {
  return !!a && !!b && a.year === b.year && a.month === b.month && a.day === b.day
}

/** Today's date in the visitor's own time zone (a deadline is meant in local days). */
export function today(now: Date = new Date()): DateParts {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() }
}

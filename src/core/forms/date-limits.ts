/**
 * The earliest and latest date a date field accepts (`minDate`, `maxDate`, ISO dates).
 * The server refuses dates outside them; the date picker greys them out and will not pick them.
 */
import { formatDate, parseIsoDate, toIsoDate, type DateParts } from './date'
import type { DateField } from './types'

const limit = (iso: string | undefined) => (iso ? parseIsoDate(iso) : null)

export function withinLimits(field: Pick<DateField, 'minDate' | 'maxDate'>, date: DateParts): boolean {
  const iso = toIsoDate(date)
  const min = limit(field.minDate)
  const max = limit(field.maxDate)
  return (!min || iso >= toIsoDate(min)) && (!max || iso <= toIsoDate(max))
}

/** The date itself, or the nearest limit when it lies outside them. */
export function clampToLimits(field: Pick<DateField, 'minDate' | 'maxDate'>, date: DateParts): DateParts {
  const min = limit(field.minDate)
  const max = limit(field.maxDate)
  if (min && toIsoDate(date) < toIsoDate(min)) return min
  if (max && toIsoDate(date) > toIsoDate(max)) return max
  return date
}

/** The message for a date outside the limits, or null. Dates are written in the field's format. */
export function dateLimitError(field: Pick<DateField, 'minDate' | 'maxDate' | 'dateFormat'>, date: DateParts): string | null {
  if (withinLimits(field, date)) return null
  const min = limit(field.minDate)
  const max = limit(field.maxDate)
  const fmt = (d: DateParts) => formatDate(d, field.dateFormat)
  if (min && max) return `Please enter a date between ${fmt(min)} and ${fmt(max)}.`
  if (min) return `Please enter a date on or after ${fmt(min)}.`
  return `Please enter a date on or before ${fmt(max!)}.`
}

/** The limits as read out after the format hint (empty without limits). */
export function dateLimitText(field: Pick<DateField, 'minDate' | 'maxDate' | 'dateFormat'>): string {
  const min = limit(field.minDate)
  const max = limit(field.maxDate)
  const fmt = (d: DateParts) => formatDate(d, field.dateFormat)
  if (min && max) return `. From ${fmt(min)} to ${fmt(max)}.`
  if (min) return `. From ${fmt(min)}.`
  if (max) return `. Until ${fmt(max)}.`
  return ''
}

import { datePartsFrom, parseDate, type DateParts } from '../../date'
import { DATE_INPUTS, subInputId } from '../../input-ids'
import type { DateField } from '../../types'
import { valueOf, type Values } from '../../value-access'

/** The date a date field holds: its one text (date picker) or its three parts. */
export function postedDate(field: DateField, values: Values): DateParts | null {
  return field.dateType === 'datepicker'
    ? parseDate(valueOf(values, String(field.id)), field.dateFormat)
    : datePartsFrom(
        valueOf(values, subInputId(field.id, DATE_INPUTS.year)),
        valueOf(values, subInputId(field.id, DATE_INPUTS.month)),
        valueOf(values, subInputId(field.id, DATE_INPUTS.day)),
      )
}

import { formatDate, parseDate, parseIsoDate } from '../../date'
import { DATE_INPUTS, subInputId } from '../../input-ids'
import type { InitialPart } from '../initial-kit'

/** An ISO date or one in the field's format, shown in the field's format or split into its parts. */
export const initial: InitialPart<'date'> = (field, c) => {
  const text = c.fromQuery?.[0] ?? c.fill(field.defaultValue)
  const parts = parseIsoDate(text) ?? parseDate(text, field.dateFormat)
  if (field.dateType === 'datepicker') {
    c.set(String(field.id), parts ? formatDate(parts, field.dateFormat) : '')
  } else if (parts) {
    c.set(subInputId(field.id, DATE_INPUTS.month), String(parts.month))
    c.set(subInputId(field.id, DATE_INPUTS.day), String(parts.day))
    c.set(subInputId(field.id, DATE_INPUTS.year), String(parts.year))
  }
}

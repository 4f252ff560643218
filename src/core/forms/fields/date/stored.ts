import { formatDate, parseIsoDate } from '../../date'
import { DATE_INPUTS, subInputId } from '../../input-ids'
import { storedAsPosted, type StoredPart } from '../stored-kit'

/** An ISO date, shown in the field's format; anything else as it was stored. */
export const stored: StoredPart<'date'> = (field, entry, out) => {
  const parts = parseIsoDate(entry[String(field.id)] ?? '')
  if (!parts) return storedAsPosted(field, entry, out)
  if (field.dateType === 'datepicker') out[String(field.id)] = formatDate(parts, field.dateFormat)
  else {
    out[subInputId(field.id, DATE_INPUTS.month)] = String(parts.month)
    out[subInputId(field.id, DATE_INPUTS.day)] = String(parts.day)
    out[subInputId(field.id, DATE_INPUTS.year)] = String(parts.year)
  }
}

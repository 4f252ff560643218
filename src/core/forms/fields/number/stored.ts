import { formatNumber } from '../../number'
import type { StoredPart } from '../stored-kit'

/** A dot-decimal number in the field's format; anything else is no value. */
export const stored: StoredPart<'number'> = (field, entry, out) => {
  const text = entry[String(field.id)] ?? ''
  const n = text === '' ? NaN : Number(text)
  if (Number.isFinite(n)) out[String(field.id)] = formatNumber(n, field.numberFormat)
}

import { formatNumber, parseNumber } from '../../number'
import { valueOf } from '../../value-access'
import type { DisplayPart } from '../display-kit'

export const display: DisplayPart<'number'> = (field, values) => {
  const n = parseNumber(valueOf(values, String(field.id)), field.numberFormat)
  return n === null ? valueOf(values, String(field.id)) : formatNumber(n, field.numberFormat)
}

import type { Messages } from '../../validate'
import { formatNumber, parseNumber } from '../../number'
import type { NumberField } from '../../types'
import type { Check } from '../validate-kit'

/** The range of a number field as a message, or null when it has none. */
function rangeMessage(field: NumberField, m: Messages): string | null {
  const fmt = (n: number) =>
    formatNumber(n, field.numberFormat === 'currency' ? 'decimal_comma' : field.numberFormat, { thousands: false })
  const { rangeMin: min, rangeMax: max } = field
  if (min !== undefined && max !== undefined) return m.numberBetween(fmt(min), fmt(max))
  if (min !== undefined) return m.numberMin(fmt(min))
  if (max !== undefined) return m.numberMax(fmt(max))
  return null
}

export const check: Check<'number'> = (field, { value, required, fail, m }) => {
  if (!value) return required ? fail(m.required) : null
  const n = parseNumber(value, field.numberFormat)
  const range = rangeMessage(field, m)
  if (n === null) return fail(range ?? m.number)
  if ((field.rangeMin !== undefined && n < field.rangeMin) || (field.rangeMax !== undefined && n > field.rangeMax)) {
    return fail(range ?? m.number)
  }
  return null
}

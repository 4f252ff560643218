import { PRICING_MESSAGES } from '../../../pricing/fields'
import { readQuantity } from '../../../pricing/choices'
import type { Check } from '../validate-kit'

export const check: Check<'quantity'> = (field, { value, required, fail, m }) => {
  const quantity = readQuantity(value)
  if (quantity === null) return fail(PRICING_MESSAGES.quantity)
  if (required && quantity === 0) return fail(m.required)
  const { rangeMin: min, rangeMax: max } = field
  if (quantity > 0 && ((min !== undefined && quantity < min) || (max !== undefined && quantity > max))) {
    return fail(m.numberBetween(String(min ?? 0), String(max ?? '∞')))
  }
  return null
}

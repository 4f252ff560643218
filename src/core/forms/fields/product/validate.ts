import { currencyOf, parseMoney } from '../../../money/currency'
import { PRICING_MESSAGES } from '../../../pricing/fields'
import { PRODUCT_INPUTS, hasOwnQuantity, readQuantity } from '../../../pricing/choices'
import { valueOf } from '../../value-access'
import { oneOfPrices, type Check } from '../validate-kit'

export const check: Check<'product'> = (field, c) => {
  const { value, values, required, fail, m, form } = c
  if (field.inputType === 'select' || field.inputType === 'radio') return oneOfPrices(c, field.choices)
  if (field.inputType === 'price') {
    if (!value) return required ? fail(m.required) : null
    const amount = parseMoney(value, currencyOf(form?.currency))
    return amount === null || amount < 0 ? fail(PRICING_MESSAGES.amount) : null
  }
  const quantityId = `${field.id}.${PRODUCT_INPUTS.quantity}`
  if (form && !hasOwnQuantity(field, form)) return null
  const quantity = readQuantity(valueOf(values, quantityId))
  if (quantity === null) return fail(PRICING_MESSAGES.quantity, quantityId)
  return required && quantity === 0 ? fail(m.required, quantityId) : null
}

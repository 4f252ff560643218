import { currencyOf, formatMoney, parseMoney } from '../../../money/currency'
import { PRODUCT_INPUTS } from '../../../pricing/choices'
import { valueOf } from '../../value-access'
import { pricedChoice, type DisplayPart } from '../display-kit'

/** The choice with its price, the amount named, or `2 × €5.00` (a product ordered). */
export const display: DisplayPart<'product'> = (field, values, currency) => {
  const id = String(field.id)
  if (field.inputType === 'select' || field.inputType === 'radio')
    return pricedChoice(field.choices, valueOf(values, id), currency, false)
  if (field.inputType === 'price') {
    const amount = parseMoney(valueOf(values, id), currencyOf(currency))
    return amount === null ? '' : formatMoney(amount, currencyOf(currency))
  }
  const quantity = valueOf(values, `${id}.${PRODUCT_INPUTS.quantity}`)
  const price = valueOf(values, `${id}.${PRODUCT_INPUTS.price}`)
  return quantity && quantity !== '0' ? `${quantity} × ${price}` : ''
}

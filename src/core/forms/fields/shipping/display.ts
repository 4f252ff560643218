import { currencyOf, formatMoney } from '../../../money/currency'
import { valueOf } from '../../value-access'
import { pricedChoice, type DisplayPart } from '../display-kit'

export const display: DisplayPart<'shipping'> = (field, values, currency) =>
  field.inputType === 'singleshipping'
    ? formatMoney(field.basePrice ?? 0, currencyOf(currency))
    : pricedChoice(field.choices, valueOf(values, String(field.id)), currency, false)

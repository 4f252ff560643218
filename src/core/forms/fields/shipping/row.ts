import type { ShippingField } from '../../types'
import { fromMinor, priceChoiceRows, somePriceChoices, str, toMinor, type RowPart } from '../row-kit'

export const row: RowPart<'shipping'> = {
  fromRow: (row, base, context) => ({
    ...base,
    type: 'shipping',
    inputType: (str(row.inputType) as ShippingField['inputType']) ?? 'singleshipping',
    basePrice: toMinor(row.basePrice, context),
    ...somePriceChoices(row, context),
  }),
  toRow: (field, base, context) => ({
    ...base,
    inputType: field.inputType,
    basePrice: fromMinor(field.basePrice, context),
    choices: priceChoiceRows(field.choices, context),
  }),
}

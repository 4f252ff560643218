import type { ProductField } from '../../types'
import { fromMinor, priceChoiceRows, somePriceChoices, str, toMinor, type RowPart } from '../row-kit'

export const row: RowPart<'product'> = {
  fromRow: (row, base, context) => ({
    ...base,
    type: 'product',
    inputType: (str(row.inputType) as ProductField['inputType']) ?? 'singleproduct',
    basePrice: toMinor(row.basePrice, context),
    ...somePriceChoices(row, context),
    ...(row.disableQuantity ? { disableQuantity: true } : {}),
    ...(str(row.calculationFormula) ? { calculationFormula: str(row.calculationFormula) } : {}),
  }),
  toRow: (field, base, context) => ({
    ...base,
    inputType: field.inputType,
    basePrice: fromMinor(field.basePrice, context),
    choices: priceChoiceRows(field.choices, context),
    disableQuantity: field.disableQuantity === true,
    calculationFormula: field.calculationFormula,
  }),
}

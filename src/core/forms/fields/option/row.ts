import type { OptionField } from '../../types'
import { num, priceChoiceRows, priceChoicesOf, str, type RowPart } from '../row-kit'

export const row: RowPart<'option'> = {
  fromRow: (row, base, context) => ({
    ...base,
    type: 'option',
    productField: num(row.productField) ?? 0,
    inputType: (str(row.inputType) as OptionField['inputType']) ?? 'select',
    choices: priceChoicesOf(row.choices, context),
  }),
  toRow: (field, base, context) => ({
    ...base,
    productField: field.productField,
    inputType: field.inputType,
    choices: priceChoiceRows(field.choices, context),
  }),
}

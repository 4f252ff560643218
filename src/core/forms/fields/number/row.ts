import type { NumberFormat } from '../../types'
import { calculationOf, calculationRow, num, type RowPart } from '../row-kit'

export const row: RowPart<'number'> = {
  fromRow: (row, base) => ({
    ...base,
    type: 'number',
    numberFormat: (row.numberFormat as NumberFormat) ?? 'decimal_comma',
    rangeMin: num(row.rangeMin),
    rangeMax: num(row.rangeMax),
    ...calculationOf(row),
  }),
  toRow: (field, base) => ({
    ...base,
    numberFormat: field.numberFormat,
    rangeMin: field.rangeMin,
    rangeMax: field.rangeMax,
    ...calculationRow(field),
  }),
}

import { num, type RowPart } from '../row-kit'

export const row: RowPart<'quantity'> = {
  fromRow: (row, base) => ({
    ...base,
    type: 'quantity',
    productField: num(row.productField) ?? 0,
    rangeMin: num(row.rangeMin),
    rangeMax: num(row.rangeMax),
  }),
  toRow: (field, base) => ({ ...base, productField: field.productField, rangeMin: field.rangeMin, rangeMax: field.rangeMax }),
}

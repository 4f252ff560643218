import type { RowPart } from '../row-kit'

export const row: RowPart<'time'> = {
  fromRow: (row, base) => ({ ...base, type: 'time', timeFormat: row.timeFormat === '12' ? '12' : '24' }),
  toRow: (field, base) => ({ ...base, timeFormat: field.timeFormat }),
}

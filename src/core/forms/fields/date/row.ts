import type { DateField } from '../../types'
import { str, type RowPart } from '../row-kit'

export const row: RowPart<'date'> = {
  fromRow: (row, base) => ({
    ...base,
    type: 'date',
    dateType: (row.dateType as DateField['dateType']) ?? 'datepicker',
    dateFormat: (row.dateFormat as DateField['dateFormat'] | undefined) ?? 'dmy',
    ...(str(row.minDate) ? { minDate: str(row.minDate) } : {}),
    ...(str(row.maxDate) ? { maxDate: str(row.maxDate) } : {}),
  }),
  toRow: (field, base) => ({
    ...base,
    dateType: field.dateType,
    dateFormat: field.dateFormat,
    minDate: field.minDate,
    maxDate: field.maxDate,
  }),
}

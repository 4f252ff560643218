import type { DateField } from '../../types'
import { subInputRows, subInputsFromRows, withInputs, type SubInputRows } from '../../sub-inputs'
import { str, type RowPart } from '../row-kit'

export const row: RowPart<'date'> = {
  fromRow: (row, base) => ({
    ...base,
    type: 'date',
    dateType: (row.dateType as DateField['dateType']) ?? 'datepicker',
    dateFormat: (row.dateFormat as DateField['dateFormat'] | undefined) ?? 'dmy',
    ...(str(row.minDate) ? { minDate: str(row.minDate) } : {}),
    ...(str(row.maxDate) ? { maxDate: str(row.maxDate) } : {}),
    ...withInputs(subInputsFromRows('date', base.id, row.subInputs as SubInputRows)),
  }),
  toRow: (field, base) => ({
    ...base,
    dateType: field.dateType,
    dateFormat: field.dateFormat,
    minDate: field.minDate,
    maxDate: field.maxDate,
    subInputs: subInputRows('date', field),
  }),
}

import { subInputRows, subInputsFromRows, withInputs, type SubInputRows } from '../../sub-inputs'
import type { RowPart } from '../row-kit'

export const row: RowPart<'time'> = {
  fromRow: (row, base) => ({
    ...base,
    type: 'time',
    timeFormat: row.timeFormat === '12' ? '12' : '24',
    ...withInputs(subInputsFromRows('time', base.id, row.subInputs as SubInputRows)),
  }),
  toRow: (field, base) => ({ ...base, timeFormat: field.timeFormat, subInputs: subInputRows('time', field) }),
}

import { subInputRows, subInputsFromRows, withInputs, type SubInputRows } from '../../sub-inputs'
import { str, type RowPart } from '../row-kit'

export const row: RowPart<'address'> = {
  fromRow: (row, base) => ({
    ...base,
    type: 'address',
    addressType: 'international',
    defaultCountry: str(row.defaultCountry),
    // Rows saved before the sub-label table had one switch, "hide address line 2".
    ...withInputs(subInputsFromRows('address', base.id, row.subInputs as SubInputRows, { line2: Boolean(row.hideLine2) })),
  }),
  toRow: (field, base) => ({ ...base, defaultCountry: field.defaultCountry, subInputs: subInputRows('address', field) }),
}

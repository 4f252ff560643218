import { ADDRESS_INPUTS, subInputId } from '../../inputs'
import { str, type RowPart } from '../row-kit'
import { shownInput } from '../name/row'

export const row: RowPart<'address'> = {
  fromRow: (row, base) => ({
    ...base,
    type: 'address',
    addressType: 'international',
    defaultCountry: str(row.defaultCountry),
    ...(row.hideLine2
      ? { inputs: [{ id: subInputId(base.id, ADDRESS_INPUTS.line2), label: 'Address Line 2', isHidden: true }] }
      : {}),
  }),
  toRow: (field, base) => ({
    ...base,
    defaultCountry: field.defaultCountry,
    hideLine2: !shownInput(field, subInputId(field.id, ADDRESS_INPUTS.line2)),
  }),
}

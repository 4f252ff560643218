import { subInputRows, subInputsFromRows, withInputs, type SubInputRows } from '../../sub-inputs'
import type { RowPart } from '../row-kit'

export const row: RowPart<'email'> = {
  fromRow: (row, base) => ({
    ...base,
    type: 'email',
    emailConfirmEnabled: Boolean(row.emailConfirmEnabled),
    ...(row.enableServerCheck ? { enableServerCheck: true } : {}),
    ...withInputs(subInputsFromRows('email', base.id, row.subInputs as SubInputRows)),
  }),
  toRow: (field, base) => ({
    ...base,
    emailConfirmEnabled: field.emailConfirmEnabled === true,
    enableServerCheck: field.enableServerCheck === true,
    subInputs: subInputRows('email', field),
  }),
}

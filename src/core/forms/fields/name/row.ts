import { subInputRows, subInputsFromRows, type SubInputRows } from '../../sub-inputs'
import type { RowPart } from '../row-kit'

export const row: RowPart<'name'> = {
  fromRow: (row, base) => ({
    ...base,
    type: 'name',
    // Rows saved before the sub-label table said "show prefix / middle / suffix".
    inputs: subInputsFromRows('name', base.id, row.subInputs as SubInputRows, {
      ...('showPrefix' in row ? { prefix: !row.showPrefix } : {}),
      ...('showMiddle' in row ? { middle: !row.showMiddle } : {}),
      ...('showSuffix' in row ? { suffix: !row.showSuffix } : {}),
    }),
  }),
  toRow: (field, base) => ({ ...base, subInputs: subInputRows('name', field) }),
}

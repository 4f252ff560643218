import { NAME_INPUTS, fieldInputs, subInputId } from '../../inputs'
import type { Field, SubInput } from '../../types'
import type { RowPart } from '../row-kit'

const LABELS = { prefix: 'Prefix', first: 'First', middle: 'Middle', last: 'Last', suffix: 'Suffix' } as const

/** Whether the field shows its sub-input `id` (the admin stores a switch per optional part). */
export const shownInput = (field: Field, id: string) => {
  const input = fieldInputs(field).find((i) => i.id === id)
  return input !== undefined && !input.isHidden
}

export const row: RowPart<'name'> = {
  fromRow: (row, base) => {
    const shown = (key: keyof typeof NAME_INPUTS, on: boolean): SubInput => ({
      id: subInputId(base.id, NAME_INPUTS[key]),
      label: LABELS[key],
      isHidden: !on,
    })
    return {
      ...base,
      type: 'name',
      inputs: [
        shown('prefix', Boolean(row.showPrefix)),
        shown('first', true),
        shown('middle', Boolean(row.showMiddle)),
        shown('last', true),
        shown('suffix', Boolean(row.showSuffix)),
      ],
    }
  },
  toRow: (field, base) => ({
    ...base,
    showPrefix: shownInput(field, subInputId(field.id, NAME_INPUTS.prefix)),
    showMiddle: shownInput(field, subInputId(field.id, NAME_INPUTS.middle)),
    showSuffix: shownInput(field, subInputId(field.id, NAME_INPUTS.suffix)),
  }),
}

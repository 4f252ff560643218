import { choiceRows, choicesOf, str, type RowPart } from '../row-kit'

export const row: RowPart<'radio'> = {
  fromRow: (row, base) => ({
    ...base,
    type: 'radio',
    choices: choicesOf(row.choices),
    enableOtherChoice: Boolean(row.enableOtherChoice),
    otherPlaceholder: str(row.otherPlaceholder),
  }),
  toRow: (field, base) => ({
    ...base,
    choices: choiceRows(field.choices),
    enableOtherChoice: field.enableOtherChoice === true,
    otherPlaceholder: field.otherPlaceholder,
  }),
}

import { choiceRows, choicesOf, str, type RowPart } from '../row-kit'

export const row: RowPart<'checkbox'> = {
  fromRow: (row, base) => ({
    ...base,
    type: 'checkbox',
    choices: choicesOf(row.choices),
    enableSelectAll: Boolean(row.enableSelectAll),
    selectAllText: str(row.selectAllText),
  }),
  toRow: (field, base) => ({
    ...base,
    choices: choiceRows(field.choices),
    enableSelectAll: field.enableSelectAll === true,
    selectAllText: field.selectAllText ?? 'Select All',
  }),
}

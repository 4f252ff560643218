import type { RowPart } from '../row-kit'

export const row: RowPart<'consent'> = {
  fromRow: (row, base) => ({ ...base, type: 'consent', checkboxLabel: String(row.checkboxLabel ?? 'I agree.') }),
  toRow: (field, base) => ({ ...base, checkboxLabel: field.checkboxLabel }),
}

import type { RowPart } from '../row-kit'

export const row: RowPart<'html'> = {
  fromRow: (row, base) => ({ ...base, type: 'html', content: String(row.content ?? '') }),
  toRow: (field, base) => ({ ...base, content: field.content }),
}

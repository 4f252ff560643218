import { num, type RowPart } from '../row-kit'

export const row: RowPart<'textarea'> = {
  fromRow: (row, base) => ({
    ...base,
    type: 'textarea',
    maxLength: num(row.maxLength),
    ...(row.useRichTextEditor ? { useRichTextEditor: true } : {}),
  }),
  toRow: (field, base) => ({ ...base, maxLength: field.maxLength, useRichTextEditor: field.useRichTextEditor === true }),
}

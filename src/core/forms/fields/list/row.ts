import { num, type Row, type RowPart } from '../row-kit'

export const row: RowPart<'list'> = {
  fromRow: (row, base) => {
    const columns = ((row.columns as Row[] | null | undefined) ?? []).map((c) => String(c.label ?? '')).filter(Boolean)
    return {
      ...base,
      type: 'list',
      ...(columns.length ? { columns } : {}),
      ...(num(row.maxRows) ? { maxRows: num(row.maxRows) } : {}),
    }
  },
  toRow: (field, base) => ({ ...base, columns: (field.columns ?? []).map((label) => ({ label })), maxRows: field.maxRows }),
}

import { bool, choicesOf, int, type Importer } from '../import-kit'

// GF's list: one column unless `enableColumns`, whose column titles are the choices.
export const importer: Importer<'list'> = (raw, base) => {
  const columns = bool(raw.enableColumns)
    ? choicesOf(raw)
        .map((c) => c.text)
        .filter(Boolean)
    : []
  return {
    ...base,
    type: 'list',
    ...(columns.length > 1 ? { columns } : {}),
    ...(int(raw.maxRows) ? { maxRows: int(raw.maxRows) } : {}),
  }
}

import { cellsFromEntry } from '../../../lists/list'
import type { StoredPart } from '../stored-kit'

/** The stored JSON back as the posted cells (see `cellsFromEntry`). */
export const stored: StoredPart<'list'> = (field, entry, out) => {
  const cells = cellsFromEntry(field, entry[String(field.id)])
  if (cells.length) out[String(field.id)] = cells
}

import { cellsFromEntry } from '../../../repeater/repeater'
import type { StoredPart } from '../stored-kit'

export const stored: StoredPart<'repeater'> = (field, entry, out) => {
  const cells = cellsFromEntry(field, entry[String(field.id)] ?? '')
  if (cells.length) out[String(field.id)] = cells
}

import { nothing, ownEntry, type ValuesPart } from '../values-kit'

export const values: ValuesPart<'fileupload'> = {
  // Every upload field's files travel together in one pair (core/uploads/values.ts).
  pairs: nothing,
  entry: ownEntry,
}

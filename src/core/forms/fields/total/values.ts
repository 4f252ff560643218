import { nothing, ownEntry, type ValuesPart } from '../values-kit'

// Never posted back: the server computes the total (core/pricing) and keeps it.
export const values: ValuesPart<'total'> = { pairs: nothing, entry: ownEntry }

import { socialEntry } from '../../../social/field'
import { valueOf } from '../../value-access'
import { ownPair, type ValuesPart } from '../values-kit'

export const values: ValuesPart<'social'> = {
  pairs: ownPair,
  entry: (field, values, put) => put(String(field.id), socialEntry(field, valueOf(values, String(field.id)))),
}

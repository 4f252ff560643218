import { normalizeWebsite } from '../../formats'
import { valueOf } from '../../value-access'
import { ownPair, type ValuesPart } from '../values-kit'

export const values: ValuesPart<'website'> = {
  pairs: ownPair,
  entry: (field, values, put) => {
    const v = valueOf(values, String(field.id))
    put(String(field.id), normalizeWebsite(v) ?? v)
  },
}

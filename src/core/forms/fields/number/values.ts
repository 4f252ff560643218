import { parseNumber, toDecimalString } from '../../number'
import { valueOf } from '../../value-access'
import { ownPair, type ValuesPart } from '../values-kit'

export const values: ValuesPart<'number'> = {
  pairs: ownPair,
  entry: (field, values, put) => {
    const n = parseNumber(valueOf(values, String(field.id)), field.numberFormat)
    put(String(field.id), n === null ? '' : toDecimalString(n))
  },
}

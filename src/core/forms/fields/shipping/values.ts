import { choiceValue } from '../../../pricing/choices'
import { valueOf } from '../../value-access'
import { ownPair, type ValuesPart } from '../values-kit'

export const values: ValuesPart<'shipping'> = {
  pairs: (field, values, out) => {
    if (field.inputType !== 'singleshipping') ownPair(field, values, out)
  },
  entry: (field, values, put) => put(String(field.id), choiceValue(valueOf(values, String(field.id)))),
}

import { OTHER_CHOICE, inputName, otherInputName } from '../../input-ids'
import { radioState, valueOf } from '../../value-access'
import type { ValuesPart } from '../values-kit'

export const values: ValuesPart<'radio'> = {
  pairs: (field, values, out) => {
    const { checked, otherText } = radioState(field, values)
    if (checked) out.push(inputName(field), checked)
    if (otherText) out.push(otherInputName(field.id), otherText)
  },
  entry: (field, values, put) => {
    const v = valueOf(values, String(field.id))
    put(String(field.id), v === OTHER_CHOICE ? '' : v)
  },
}

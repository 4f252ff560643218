import { choiceValue, optionInputs } from '../../../pricing/choices'
import { valueOf } from '../../value-access'
import { ownPair, type ValuesPart } from '../values-kit'

export const values: ValuesPart<'option'> = {
  pairs: (field, values, out) => {
    if (field.inputType === 'checkbox') for (const input of optionInputs(field)) out.value(`input_${input.id}`, input.id)
    else ownPair(field, values, out)
  },
  entry: (field, values, put) => {
    if (field.inputType === 'checkbox')
      for (const input of optionInputs(field)) put(input.id, choiceValue(valueOf(values, input.id)))
    else put(String(field.id), choiceValue(valueOf(values, String(field.id))))
  },
}

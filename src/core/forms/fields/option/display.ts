import { optionInputs } from '../../../pricing/choices'
import { valueOf } from '../../value-access'
import { pricedChoice, type DisplayPart } from '../display-kit'

export const display: DisplayPart<'option'> = (field, values, currency) => {
  if (field.inputType !== 'checkbox') return pricedChoice(field.choices, valueOf(values, String(field.id)), currency, true)
  return optionInputs(field)
    .map((input, i) => pricedChoice(field.choices[i] ? [field.choices[i]] : [], valueOf(values, input.id), currency, true))
    .filter(Boolean)
    .join(', ')
}

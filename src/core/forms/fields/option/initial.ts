import { optionInputs } from '../../../pricing/choices'
import { preselected, type InitialPart } from '../initial-kit'

export const initial: InitialPart<'option'> = (field, c) => {
  if (field.inputType !== 'checkbox') return preselected(field, c)
  optionInputs(field).forEach((input, i) => {
    const choice = field.choices[i]
    if (choice?.isSelected) c.values[input.id] = choice.value
  })
}

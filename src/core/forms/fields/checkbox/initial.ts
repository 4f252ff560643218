import { ownInputs } from '../inputs-kit'
import { inputs } from './inputs'
import { wantedChoices, type InitialPart } from '../initial-kit'

export const initial: InitialPart<'checkbox'> = (field, c) => {
  const wanted = wantedChoices(field, c)
  ownInputs(field, inputs).forEach((input, i) => {
    const choice = field.choices[i]
    if (choice && wanted.includes(choice.value)) c.values[input.id] = choice.value
  })
}

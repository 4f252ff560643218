import { optionInputs } from '../../../pricing/choices'
import { noSubInputs, ownInput, type InputsPart } from '../inputs-kit'

export const inputs: InputsPart<'option'> = {
  defaults: noSubInputs,
  targets: (field, sink) => {
    if (field.inputType === 'checkbox') for (const input of optionInputs(field)) sink.sub(input.id)
    else ownInput(field, sink)
  },
}

import { noSubInputs, ownInput, type InputsPart } from '../inputs-kit'

export const inputs: InputsPart<'shipping'> = {
  defaults: noSubInputs,
  targets: (field, sink) => {
    if (field.inputType !== 'singleshipping') ownInput(field, sink)
  },
}

import { otherInputName } from '../../input-ids'
import { noSubInputs, ownInput, type InputsPart } from '../inputs-kit'

export const inputs: InputsPart<'radio'> = {
  defaults: noSubInputs,
  targets: (field, sink) => {
    ownInput(field, sink)
    if (field.enableOtherChoice) sink.set(otherInputName(field.id), { kind: 'other', field })
  },
}

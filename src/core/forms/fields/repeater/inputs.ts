import { postedNames } from '../../../repeater/repeater'
import { noSubInputs, type InputsPart } from '../inputs-kit'

export const inputs: InputsPart<'repeater'> = {
  defaults: noSubInputs,
  targets: (field, sink) => {
    for (const [name, index] of postedNames(field)) sink.set(name, { kind: 'slot', field, inputId: String(field.id), index })
  },
}

import { noSubInputs, type InputsPart } from '../inputs-kit'

export const inputs: InputsPart<'list'> = {
  defaults: noSubInputs,
  targets: (field, sink) => sink.set(`input_${field.id}[]`, { kind: 'cells', field, inputId: String(field.id) }),
}

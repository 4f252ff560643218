import { noSubInputs, type InputsPart } from '../inputs-kit'

export const inputs: InputsPart<'multiselect'> = {
  defaults: noSubInputs,
  targets: (field, sink) => sink.set(`input_${field.id}[]`, { kind: 'list', field, inputId: String(field.id) }),
}

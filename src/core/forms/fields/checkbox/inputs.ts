import { checkboxInputNumber, subInputId } from '../../input-ids'
import { eachSubInput, ownInputs, type InputsPart } from '../inputs-kit'

export const inputs: InputsPart<'checkbox'> = {
  // One per choice; the field's own `inputs` entry, by position, keeps an id it was given.
  defaults: (field) =>
    field.choices.map((choice, index) => {
      const own = field.inputs?.[index]
      return { label: choice.text, ...own, id: own?.id ?? subInputId(field.id, checkboxInputNumber(index)) }
    }),
  targets: (field, sink) => eachSubInput(ownInputs(field, inputs), sink),
}

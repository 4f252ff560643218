import { NAME_INPUTS } from '../../input-ids'
import { eachSubInput, ownInputs, sub, type InputsPart } from '../inputs-kit'

export const inputs: InputsPart<'name'> = {
  defaults: ({ id }) => [
    sub(id, NAME_INPUTS.prefix, 'Prefix', { isHidden: true }),
    sub(id, NAME_INPUTS.first, 'First'),
    sub(id, NAME_INPUTS.middle, 'Middle', { isHidden: true }),
    sub(id, NAME_INPUTS.last, 'Last'),
    sub(id, NAME_INPUTS.suffix, 'Suffix', { isHidden: true }),
  ],
  targets: (field, sink) => eachSubInput(ownInputs(field, inputs), sink),
}

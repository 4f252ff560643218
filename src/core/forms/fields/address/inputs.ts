import { ADDRESS_INPUTS } from '../../input-ids'
import { eachSubInput, ownInputs, sub, type InputsPart } from '../inputs-kit'

export const inputs: InputsPart<'address'> = {
  defaults: ({ id }) => [
    sub(id, ADDRESS_INPUTS.street, 'Street Address'),
    sub(id, ADDRESS_INPUTS.line2, 'Address Line 2'),
    sub(id, ADDRESS_INPUTS.city, 'City'),
    sub(id, ADDRESS_INPUTS.state, 'State / Province / Region'),
    sub(id, ADDRESS_INPUTS.zip, 'ZIP / Postal Code'),
    sub(id, ADDRESS_INPUTS.country, 'Country'),
  ],
  targets: (field, sink) => eachSubInput(ownInputs(field, inputs), sink),
}

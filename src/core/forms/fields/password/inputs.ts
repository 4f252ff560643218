import { PASSWORD_CONFIRM_INPUT, hasPasswordConfirm, subInputId } from '../../inputs'
import { ownInput, sub, type InputsPart } from '../inputs-kit'

export const inputs: InputsPart<'password'> = {
  defaults: ({ id }) => [{ id: String(id), label: 'Enter Password' }, sub(id, PASSWORD_CONFIRM_INPUT, 'Confirm Password')],
  targets: (field, sink) => {
    ownInput(field, sink)
    if (hasPasswordConfirm(field)) sink.sub(subInputId(field.id, PASSWORD_CONFIRM_INPUT))
  },
}

import { PASSWORD_CONFIRM_INPUT, subInputId } from '../../input-ids'
import type { PasswordField } from '../../types'
import { ownInput, ownInputs, sub, type InputsPart } from '../inputs-kit'

export const inputs: InputsPart<'password'> = {
  defaults: ({ id }) => [{ id: String(id), label: 'Enter Password' }, sub(id, PASSWORD_CONFIRM_INPUT, 'Confirm Password')],
  targets: (field, sink) => {
    ownInput(field, sink)
    if (hasPasswordConfirm(field)) sink.sub(subInputId(field.id, PASSWORD_CONFIRM_INPUT))
  },
}

/** Whether a password field asks for its password twice (its `.2` input is not hidden). */
export function hasPasswordConfirm(field: PasswordField): boolean {
  return ownInputs(field, inputs).some((input) => input.id === subInputId(field.id, PASSWORD_CONFIRM_INPUT) && !input.isHidden)
}

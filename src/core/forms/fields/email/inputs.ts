import { EMAIL_CONFIRM_INPUT, subInputId } from '../../input-ids'
import { ownInput, sub, type InputsPart } from '../inputs-kit'

export const inputs: InputsPart<'email'> = {
  defaults: (field) =>
    field.emailConfirmEnabled
      ? [{ id: String(field.id), label: 'Enter Email' }, sub(field.id, EMAIL_CONFIRM_INPUT, 'Confirm Email')]
      : [],
  targets: (field, sink) => {
    ownInput(field, sink)
    if (field.emailConfirmEnabled) sink.sub(subInputId(field.id, EMAIL_CONFIRM_INPUT))
  },
}

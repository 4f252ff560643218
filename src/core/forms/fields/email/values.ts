import { EMAIL_CONFIRM_INPUT, inputName, subInputId } from '../../input-ids'
import { ownEntry, ownPair, type ValuesPart } from '../values-kit'

export const values: ValuesPart<'email'> = {
  pairs: (field, values, out) => {
    ownPair(field, values, out)
    if (field.emailConfirmEnabled) {
      const confirm = subInputId(field.id, EMAIL_CONFIRM_INPUT)
      out.value(inputName(field, confirm), confirm)
    }
  },
  // The confirmation is not kept.
  entry: ownEntry,
}

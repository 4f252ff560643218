import { EMAIL_CONFIRM_INPUT, subInputId } from '../../input-ids'
import { valueOf } from '../../value-access'
import { queryOrDefault, type InitialPart } from '../initial-kit'

export const initial: InitialPart<'email'> = (field, c) => {
  queryOrDefault(field, c)
  // A prefilled address is prefilled in the confirmation too, or it could never match.
  if (field.emailConfirmEnabled) c.set(subInputId(field.id, EMAIL_CONFIRM_INPUT), valueOf(c.values, String(field.id)))
}

import { isValidEmail } from '../../formats'
import { EMAIL_CONFIRM_INPUT, subInputId } from '../../input-ids'
import { valueOf } from '../../value-access'
import type { Check } from '../validate-kit'

export const check: Check<'email'> = (field, { value, values, required, fail, m }) => {
  if (!value) return required ? fail(m.required) : null
  if (!isValidEmail(value)) return fail(m.email)
  const confirmId = subInputId(field.id, EMAIL_CONFIRM_INPUT)
  if (field.emailConfirmEnabled && valueOf(values, confirmId) !== value) return fail(m.emailMismatch, confirmId)
  return null
}

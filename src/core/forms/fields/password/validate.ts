import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, meetsMinimum, passwordStrength } from '../../../password/strength'
import { hasPasswordConfirm } from './inputs'
import { PASSWORD_CONFIRM_INPUT, subInputId } from '../../input-ids'
import { valueOf } from '../../value-access'
import { length, type Check } from '../validate-kit'

export const check: Check<'password'> = (field, { value, values, required, fail, m, scorePassword }) => {
  const confirmId = subInputId(field.id, PASSWORD_CONFIRM_INPUT)
  const confirm = hasPasswordConfirm(field) ? valueOf(values, confirmId) : undefined
  if (!value) {
    if (confirm) return fail(PASSWORD_MESSAGES.mismatch, confirmId)
    return required ? fail(m.required) : null
  }
  if (length(value) > PASSWORD_MAX_LENGTH) return fail(PASSWORD_MESSAGES.tooLong)
  if (confirm !== undefined && confirm !== value) return fail(PASSWORD_MESSAGES.mismatch, confirmId)
  const minimum = field.minPasswordStrength
  if (!minimum || !scorePassword) return null
  return meetsMinimum(passwordStrength(value, scorePassword(value)), minimum) ? null : fail(PASSWORD_MESSAGES.tooWeak(minimum))
}

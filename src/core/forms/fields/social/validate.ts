import { socialError } from '../../../social/field'
import type { Check } from '../validate-kit'

export const check: Check<'social'> = (field, { value, required, fail, m }) => {
  if (!value) return required ? fail(m.required) : null
  const error = socialError(field, value)
  return error ? fail(error) : null
}

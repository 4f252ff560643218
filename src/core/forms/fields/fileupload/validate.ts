import { filesOf } from '../../../uploads/state'
import { validateFiles } from '../../../uploads/validate'
import type { Check } from '../validate-kit'

export const check: Check<'fileupload'> = (field, { value, required, fail, m }) => {
  const error = validateFiles(field, filesOf(value))
  if (error) return fail(error)
  return required && !value ? fail(m.required) : null
}

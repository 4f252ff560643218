import { listError, listRows } from '../../../lists/list'
import { listOf } from '../../value-access'
import type { Check } from '../validate-kit'

export const check: Check<'list'> = (field, { values, required, fail, m }) => {
  const cells = listOf(values, String(field.id))
  if (listRows(field, cells).length === 0) return required ? fail(m.required) : null
  const error = listError(field, cells)
  return error ? fail(error) : null
}

import { REPEATER_MESSAGES, repeaterError, repeaterItems, subErrorInput } from '../../../repeater/repeater'
import { listOf } from '../../value-access'
import type { Check } from '../validate-kit'

export const check: Check<'repeater'> = (field, { values, required, fail, m }) => {
  const cells = listOf(values, String(field.id))
  const first = field.fields[0]
  if (repeaterItems(field, cells).length === 0)
    return required ? fail(m.required, first ? subErrorInput(field.id, 0, first.id) : undefined) : null
  const error = repeaterError(field, cells, { ...REPEATER_MESSAGES, email: m.email, number: m.number, choice: m.choice })
  return error ? fail(error.message, error.inputId) : null
}

import { OTHER_CHOICE } from '../../input-ids'
import type { Check } from '../validate-kit'

export const check: Check<'radio'> = (field, c) => {
  const { value, required, fail, m } = c
  if (!value || value === OTHER_CHOICE) return required ? fail(m.required) : null
  return field.choices.some((choice) => choice.value === value) || field.enableOtherChoice ? null : fail(m.choice)
}

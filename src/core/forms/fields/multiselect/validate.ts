import { listOf } from '../../value-access'
import type { Check } from '../validate-kit'

export const check: Check<'multiselect'> = (field, c) => {
  const list = listOf(c.values, String(field.id))
  if (list.length === 0) return c.required ? c.fail(c.m.required) : null
  const allowed = new Set(field.choices.map((choice) => choice.value))
  return list.every((v) => allowed.has(v)) ? null : c.fail(c.m.choice)
}

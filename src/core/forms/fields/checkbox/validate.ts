import { ownInputs } from '../inputs-kit'
import { inputs } from './inputs'
import { valueOf } from '../../value-access'
import type { Check } from '../validate-kit'

export const check: Check<'checkbox'> = (field, c) => {
  let ticked = 0
  for (const [index, input] of ownInputs(field, inputs).entries()) {
    const v = valueOf(c.values, input.id)
    if (!v) continue
    if (v !== field.choices[index]?.value) return c.fail(c.m.choice, input.id)
    ticked++
  }
  return ticked === 0 && c.required ? c.fail(c.m.required) : null
}

import { fieldInputs } from '../../inputs'
import { valueOf } from '../../values'
import type { Check } from '../validate-kit'

export const check: Check<'checkbox'> = (field, c) => {
  let ticked = 0
  for (const [index, input] of fieldInputs(field).entries()) {
    const v = valueOf(c.values, input.id)
    if (!v) continue
    if (v !== field.choices[index]?.value) return c.fail(c.m.choice, input.id)
    ticked++
  }
  return ticked === 0 && c.required ? c.fail(c.m.required) : null
}

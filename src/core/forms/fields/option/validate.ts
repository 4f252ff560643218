import { findChoice, optionInputs } from '../../../pricing/choices'
import { valueOf } from '../../value-access'
import { oneOfPrices, type Check } from '../validate-kit'

export const check: Check<'option'> = (field, c) => {
  if (field.inputType !== 'checkbox') return oneOfPrices(c, field.choices)
  let ticked = 0
  for (const [index, input] of optionInputs(field).entries()) {
    const v = valueOf(c.values, input.id)
    if (!v) continue
    if (findChoice([field.choices[index]!], v) === undefined) return c.fail(c.m.choice, input.id)
    ticked++
  }
  return c.required && ticked === 0 ? c.fail(c.m.required) : null
}

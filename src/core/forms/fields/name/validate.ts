import { NAME_INPUTS } from '../../inputs'
import { requiredComplex, type Check } from '../validate-kit'

export const check: Check<'name'> = (field, c) =>
  c.required ? requiredComplex(field, c, [NAME_INPUTS.first, NAME_INPUTS.last]) : null

import { NAME_INPUTS } from '../../input-ids'
import { shownInputs } from '../inputs-kit'
import { requiredComplex, type Check } from '../validate-kit'
import { inputs } from './inputs'

export const check: Check<'name'> = (field, c) =>
  c.required ? requiredComplex(field, shownInputs(field, inputs), c, [NAME_INPUTS.first, NAME_INPUTS.last]) : null

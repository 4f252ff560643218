import { countryByName } from '../../countries'
import { ADDRESS_INPUTS, subInputId } from '../../input-ids'
import { valueOf } from '../../value-access'
import { shownInputs } from '../inputs-kit'
import { requiredComplex, type Check } from '../validate-kit'
import { inputs } from './inputs'

export const check: Check<'address'> = (field, c) => {
  const { street, city, state, zip, country } = ADDRESS_INPUTS
  if (c.required) {
    const error = requiredComplex(field, shownInputs(field, inputs), c, [street, city, state, zip, country])
    if (error) return error
  }
  const countryId = subInputId(field.id, country)
  const countryValue = valueOf(c.values, countryId)
  return countryValue && !countryByName(countryValue) ? c.fail(c.m.country, countryId) : null
}

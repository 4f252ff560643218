import { countryByName } from '../../countries'
import { ADDRESS_INPUTS, subInputId } from '../../inputs'
import { valueOf } from '../../values'
import { requiredComplex, type Check } from '../validate-kit'

export const check: Check<'address'> = (field, c) => {
  const { street, city, state, zip, country } = ADDRESS_INPUTS
  if (c.required) {
    const error = requiredComplex(field, c, [street, city, state, zip, country])
    if (error) return error
  }
  const countryId = subInputId(field.id, country)
  const countryValue = valueOf(c.values, countryId)
  return countryValue && !countryByName(countryValue) ? c.fail(c.m.country, countryId) : null
}

import { countryByCode, countryByName } from '../../countries'
import { ADDRESS_INPUTS, subInputId } from '../../inputs'
import { valueOf } from '../../values'
import { subInputDefaults, type InitialPart } from '../initial-kit'

export const initial: InitialPart<'address'> = (field, c) => {
  subInputDefaults(field, c)
  const countryId = subInputId(field.id, ADDRESS_INPUTS.country)
  const wanted = valueOf(c.values, countryId) || field.defaultCountry || ''
  // Only a country of the list (by name or ISO code) is prefilled.
  const country = countryByName(wanted) ?? countryByCode(wanted)
  if (country) c.values[countryId] = country.name
  else delete c.values[countryId]
}

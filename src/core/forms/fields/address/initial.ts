import { countryByCode, countryByName } from '../../countries'
import { ADDRESS_INPUTS, subInputId } from '../../input-ids'
import { valueOf } from '../../value-access'
import { subInputDefaults, type InitialPart } from '../initial-kit'
import { shownInputs } from '../inputs-kit'
import { inputs } from './inputs'

export const initial: InitialPart<'address'> = (field, c) => {
  subInputDefaults(shownInputs(field, inputs), c)
  const countryId = subInputId(field.id, ADDRESS_INPUTS.country)
  const wanted = valueOf(c.values, countryId) || field.defaultCountry || ''
  // Only a country of the list (by name or ISO code) is prefilled.
  const country = countryByName(wanted) ?? countryByCode(wanted)
  if (country) c.values[countryId] = country.name
  else delete c.values[countryId]
}

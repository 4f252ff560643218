import { ADDRESS_INPUTS, subInputId } from '../../input-ids'
import { valueOf } from '../../value-access'
import type { DisplayPart } from '../display-kit'

/** As lines, the postcode before the city. */
export const display: DisplayPart<'address'> = (field, values) => {
  const part = (n: number) => valueOf(values, subInputId(field.id, n))
  const { street, line2, city, state, zip, country } = ADDRESS_INPUTS
  const place = [part(zip), part(city)].filter(Boolean).join(' ')
  return [part(street), part(line2), place, part(state), part(country)].filter(Boolean).join('\n')
}

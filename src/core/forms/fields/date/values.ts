import { toIsoDate } from '../../date'
import { dateInputOrder, inputName } from '../../input-ids'
import { valueOf } from '../../value-access'
import { ownPair, type ValuesPart } from '../values-kit'
import { postedDate } from './posted'

export const values: ValuesPart<'date'> = {
  pairs: (field, values, out) => {
    if (field.dateType === 'datepicker') ownPair(field, values, out)
    else for (const sub of dateInputOrder(field)) out.push(inputName(field, sub), valueOf(values, sub))
  },
  // An ISO date.
  entry: (field, values, put) => {
    const parts = postedDate(field, values)
    if (parts) put(String(field.id), toIsoDate(parts))
  },
}

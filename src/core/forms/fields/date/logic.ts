import { parseDate, parseIsoDate, toIsoDate } from '../../date'
import type { LogicPart } from '../logic-kit'
import { postedDate } from './posted'

export const logic: LogicPart<'date'> = {
  value: (field, values) => {
    const parts = postedDate(field, values)
    return { value: parts ? toIsoDate(parts) : '', kind: 'date' }
  },
  target: (field, ruleValue, kind) => {
    if (kind !== 'date') return ruleValue
    const parts = parseIsoDate(ruleValue) ?? parseDate(ruleValue, field.dateFormat)
    return parts ? toIsoDate(parts) : ruleValue
  },
}

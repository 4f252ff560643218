import { datePartsFrom, parseDate, parseIsoDate, toIsoDate } from '../../date'
import { DATE_INPUTS, subInputId } from '../../inputs'
import { valueOf } from '../../values'
import type { LogicPart } from '../logic-kit'

export const logic: LogicPart<'date'> = {
  value: (field, values) => {
    const parts =
      field.dateType === 'datepicker'
        ? parseDate(valueOf(values, String(field.id)), field.dateFormat)
        : datePartsFrom(
            valueOf(values, subInputId(field.id, DATE_INPUTS.year)),
            valueOf(values, subInputId(field.id, DATE_INPUTS.month)),
            valueOf(values, subInputId(field.id, DATE_INPUTS.day)),
          )
    return { value: parts ? toIsoDate(parts) : '', kind: 'date' }
  },
  target: (field, ruleValue, kind) => {
    if (kind !== 'date') return ruleValue
    const parts = parseIsoDate(ruleValue) ?? parseDate(ruleValue, field.dateFormat)
    return parts ? toIsoDate(parts) : ruleValue
  },
}

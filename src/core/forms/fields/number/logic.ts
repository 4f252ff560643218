import { parseAnyNumber, parseNumber, toDecimalString } from '../../number'
import { valueOf } from '../../value-access'
import type { LogicPart } from '../logic-kit'

export const logic: LogicPart<'number'> = {
  value: (field, values) => {
    const n = parseNumber(valueOf(values, String(field.id)), field.numberFormat)
    return { value: n === null ? '' : toDecimalString(n), kind: 'number' }
  },
  target: (field, ruleValue, kind) => {
    if (kind !== 'number') return ruleValue
    const n = parseNumber(ruleValue, field.numberFormat) ?? parseAnyNumber(ruleValue)
    return n === null ? ruleValue : toDecimalString(n)
  },
}

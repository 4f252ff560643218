import { parseTime } from '../../date'
import { TIME_INPUTS, subInputId } from '../../input-ids'
import type { TimeField } from '../../types'
import { valueOf, type Values } from '../../value-access'

/** The time a time field's parts hold, or null. */
export function postedTime(field: TimeField, values: Values) {
  return parseTime(
    valueOf(values, subInputId(field.id, TIME_INPUTS.hour)),
    valueOf(values, subInputId(field.id, TIME_INPUTS.minute)),
    valueOf(values, subInputId(field.id, TIME_INPUTS.ampm)),
    field.timeFormat,
  )
}

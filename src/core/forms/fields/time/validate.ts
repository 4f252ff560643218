import { parseTime } from '../../date'
import { TIME_INPUTS } from '../../input-ids'
import { part, type Check } from '../validate-kit'

export const check: Check<'time'> = (field, c) => {
  const { required, fail, m } = c
  const hour = part(field, c, TIME_INPUTS.hour)
  const minute = part(field, c, TIME_INPUTS.minute)
  // A time with an empty hour or minute counts as empty, as in GF.
  if (!hour || !minute) {
    if (required) return fail(m.required)
    return hour || minute ? fail(m.time) : null
  }
  return parseTime(hour, minute, part(field, c, TIME_INPUTS.ampm), field.timeFormat) ? null : fail(m.time)
}

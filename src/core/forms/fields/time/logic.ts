import { formatTime, parseTime } from '../../date'
import { TIME_INPUTS, subInputId } from '../../inputs'
import { valueOf } from '../../values'
import type { LogicPart } from '../logic-kit'

export const logic: LogicPart<'time'> = {
  value: (field, values) => {
    const time = parseTime(
      valueOf(values, subInputId(field.id, TIME_INPUTS.hour)),
      valueOf(values, subInputId(field.id, TIME_INPUTS.minute)),
      valueOf(values, subInputId(field.id, TIME_INPUTS.ampm)),
      field.timeFormat,
    )
    return { value: time ? formatTime(time, '24') : '', kind: 'text' }
  },
}

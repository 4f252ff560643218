import { formatTime } from '../../date'
import { ownInputs } from '../inputs-kit'
import { inputName } from '../../input-ids'
import { valueOf } from '../../value-access'
import type { ValuesPart } from '../values-kit'
import { inputs } from './inputs'
import { postedTime } from './posted'

export const values: ValuesPart<'time'> = {
  pairs: (field, values, out) => {
    for (const input of ownInputs(field, inputs)) out.push(inputName(field, input.id), valueOf(values, input.id))
  },
  // `14:05` or `02:05 pm`.
  entry: (field, values, put) => {
    const time = postedTime(field, values)
    if (time) put(String(field.id), formatTime(time, field.timeFormat))
  },
}

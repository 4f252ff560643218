import { formatTime } from '../../date'
import { fieldInputs, inputName } from '../../inputs'
import { valueOf } from '../../values'
import type { ValuesPart } from '../values-kit'
import { postedTime } from './posted'

export const values: ValuesPart<'time'> = {
  pairs: (field, values, out) => {
    for (const input of fieldInputs(field)) out.push(inputName(field, input.id), valueOf(values, input.id))
  },
  // `14:05` or `02:05 pm`.
  entry: (field, values, put) => {
    const time = postedTime(field, values)
    if (time) put(String(field.id), formatTime(time, field.timeFormat))
  },
}

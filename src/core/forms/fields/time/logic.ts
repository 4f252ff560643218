import { formatTime } from '../../date'
import type { LogicPart } from '../logic-kit'
import { postedTime } from './posted'

export const logic: LogicPart<'time'> = {
  value: (field, values) => {
    const time = postedTime(field, values)
    return { value: time ? formatTime(time, '24') : '', kind: 'text' }
  },
}

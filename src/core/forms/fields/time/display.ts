import { formatTime } from '../../date'
import type { DisplayPart } from '../display-kit'
import { postedTime } from './posted'

export const display: DisplayPart<'time'> = (field, values) => {
  const time = postedTime(field, values)
  return time ? formatTime(time, field.timeFormat) : ''
}

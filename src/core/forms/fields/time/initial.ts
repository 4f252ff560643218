import { formatTime, parseTime, splitTimeText } from '../../date'
import { TIME_INPUTS, subInputId } from '../../input-ids'
import type { InitialPart } from '../initial-kit'

export const initial: InitialPart<'time'> = (field, c) => {
  const split = splitTimeText(c.fromQuery?.[0] ?? c.fill(field.defaultValue))
  const time = split && parseTime(split.hour, split.minute, split.ampm || undefined, split.ampm ? '12' : '24')
  if (!time) return
  const [hour = '', minute = '', ampm = ''] = formatTime(time, field.timeFormat).split(/[: ]/)
  c.set(subInputId(field.id, TIME_INPUTS.hour), hour)
  c.set(subInputId(field.id, TIME_INPUTS.minute), minute)
  if (field.timeFormat === '12') c.set(subInputId(field.id, TIME_INPUTS.ampm), ampm)
}

import { splitTimeText } from '../../date'
import { TIME_INPUTS, subInputId } from '../../input-ids'
import { storedAsPosted, type StoredPart } from '../stored-kit'

/** `14:05` or `02:05 pm` split into its parts; anything else as it was stored. */
export const stored: StoredPart<'time'> = (field, entry, out) => {
  const split = splitTimeText(entry[String(field.id)] ?? '')
  if (!split) return storedAsPosted(field, entry, out)
  out[subInputId(field.id, TIME_INPUTS.hour)] = split.hour
  out[subInputId(field.id, TIME_INPUTS.minute)] = split.minute
  if (split.ampm) out[subInputId(field.id, TIME_INPUTS.ampm)] = split.ampm
}

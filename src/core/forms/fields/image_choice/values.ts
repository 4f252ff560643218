import { values as checkbox } from '../checkbox/values'
import { values as radio } from '../radio/values'
import type { ValuesPart } from '../values-kit'
import { byInputType } from './kind'

export const values: ValuesPart<'image_choice'> = {
  pairs: byInputType(radio.pairs, checkbox.pairs),
  entry: byInputType(radio.entry, checkbox.entry),
}

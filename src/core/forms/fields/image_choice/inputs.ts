import { inputs as checkbox } from '../checkbox/inputs'
import type { InputsPart } from '../inputs-kit'
import { inputs as radio } from '../radio/inputs'
import { byInputType } from './kind'

export const inputs: InputsPart<'image_choice'> = {
  defaults: byInputType(radio.defaults, checkbox.defaults),
  targets: byInputType(radio.targets, checkbox.targets),
}

import { logic as checkbox } from '../checkbox/logic'
import type { LogicPart } from '../logic-kit'
import { logic as radio } from '../radio/logic'
import { byInputType } from './kind'

export const logic: LogicPart<'image_choice'> = {
  value: byInputType(radio.value, checkbox.value),
}

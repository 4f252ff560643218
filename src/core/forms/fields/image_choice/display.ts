import { display as checkbox } from '../checkbox/display'
import type { DisplayPart } from '../display-kit'
import { display as radio } from '../radio/display'
import { byInputType } from './kind'

export const display: DisplayPart<'image_choice'> = byInputType(radio, checkbox)

import { check as checkbox } from '../checkbox/validate'
import { check as radio } from '../radio/validate'
import type { Check } from '../validate-kit'
import { byInputType } from './kind'

export const check: Check<'image_choice'> = byInputType(radio, checkbox)

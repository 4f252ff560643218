import { initial as checkbox } from '../checkbox/initial'
import type { InitialPart } from '../initial-kit'
import { initial as radio } from '../radio/initial'
import { byInputType } from './kind'

export const initial: InitialPart<'image_choice'> = byInputType(radio, checkbox)

import { inputs } from './inputs'
import { subInputDefaults, type InitialPart } from '../initial-kit'
import { shownInputs } from '../inputs-kit'

export const initial: InitialPart<'name'> = (field, c) => subInputDefaults(shownInputs(field, inputs), c)

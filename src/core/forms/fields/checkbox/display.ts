import { tickedTexts, type DisplayPart } from '../display-kit'
import { ownInputs } from '../inputs-kit'
import { inputs } from './inputs'

export const display: DisplayPart<'checkbox'> = (field, values) => tickedTexts(field, ownInputs(field, inputs), values)

import { repeaterText } from '../../../repeater/repeater'
import { listOf } from '../../value-access'
import type { DisplayPart } from '../display-kit'

export const display: DisplayPart<'repeater'> = (field, values) => repeaterText(field, listOf(values, String(field.id)))

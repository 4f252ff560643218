import { listText } from '../../../lists/list'
import { listOf } from '../../value-access'
import type { DisplayPart } from '../display-kit'

export const display: DisplayPart<'list'> = (field, values) => listText(field, listOf(values, String(field.id)))

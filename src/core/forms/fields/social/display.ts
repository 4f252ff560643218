import { socialEntry } from '../../../social/field'
import { valueOf } from '../../value-access'
import type { DisplayPart } from '../display-kit'

export const display: DisplayPart<'social'> = (field, values) => socialEntry(field, valueOf(values, String(field.id)))

import { valueOf } from '../../value-access'
import { choiceText, type DisplayPart } from '../display-kit'

export const display: DisplayPart<'select'> = (field, values) => choiceText(field.choices, valueOf(values, String(field.id)))

import { listOf } from '../../value-access'
import { choiceText, type DisplayPart } from '../display-kit'

export const display: DisplayPart<'multiselect'> = (field, values) =>
  listOf(values, String(field.id))
    .map((v) => choiceText(field.choices, v))
    .join(', ')

import { OTHER_CHOICE } from '../../input-ids'
import { valueOf } from '../../value-access'
import { choiceText, type DisplayPart } from '../display-kit'

export const display: DisplayPart<'radio'> = (field, values) => {
  const v = valueOf(values, String(field.id))
  return v === OTHER_CHOICE ? '' : choiceText(field.choices, v)
}

import { type Control, type MarkupPart, notGrouped, ownInputFocus } from '../markup-kit'

const control: Control<'text'> = (field, k) => {
  const { single } = k
  return single('text', { maxlength: field.maxLength })
}

export const markup: MarkupPart<'text'> = { control, group: notGrouped, focus: ownInputFocus }

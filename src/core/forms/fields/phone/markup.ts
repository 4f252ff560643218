import { type Control, type MarkupPart, notGrouped, ownInputFocus } from '../markup-kit'

const control: Control<'phone'> = (field, k) => {
  const { single } = k
  return single('tel', { autocomplete: field.autocompleteAttribute || 'tel' })
}

export const markup: MarkupPart<'phone'> = { control, group: notGrouped, focus: ownInputFocus }

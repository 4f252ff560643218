import { type Control, type MarkupPart, notGrouped, ownInputFocus } from '../markup-kit'

const control: Control<'website'> = (field, k) => {
  const { single } = k
  return single('url', {
    placeholder: field.placeholder || 'https://',
    inputmode: 'url',
    autocomplete: field.autocompleteAttribute || 'url',
  })
}

export const markup: MarkupPart<'website'> = { control, group: notGrouped, focus: ownInputFocus }

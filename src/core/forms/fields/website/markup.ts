import type { Control } from '../markup-kit'

export const control: Control<'website'> = (field, k) => {
  const { single } = k
  return single('url', {
    placeholder: field.placeholder || 'https://',
    inputmode: 'url',
    autocomplete: field.autocompleteAttribute || 'url',
  })
}

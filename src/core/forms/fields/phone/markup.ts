import type { Control } from '../markup-kit'

export const control: Control<'phone'> = (field, k) => {
  const { single } = k
  return single('tel', { autocomplete: field.autocompleteAttribute || 'tel' })
}

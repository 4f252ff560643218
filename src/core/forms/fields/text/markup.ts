import type { Control } from '../markup-kit'

export const control: Control<'text'> = (field, k) => {
  const { single } = k
  return single('text', { maxlength: field.maxLength })
}

import { matchesMask } from '../../mask'
import { isRichText, richTextLength, richTextToPlain } from '../../rich-text'
import type { TextareaField, TextField } from '../../types'
import { length, type CheckContext, type FieldError } from '../validate-kit'

/** Single and paragraph text: a maximum length, and a text field's input mask. */
export function check(field: TextField | TextareaField, c: CheckContext): FieldError | null {
  const { value, required, fail, m } = c
  if (isRichText(field)) {
    // HTML: empty paragraphs are no answer, and the maximum counts the text, not the tags.
    if (!richTextToPlain(value).trim()) return required ? fail(m.required) : null
    return field.maxLength && richTextLength(value) > field.maxLength ? fail(m.maxLength) : null
  }
  if (!value) return required ? fail(m.required) : null
  if (field.maxLength && length(value) > field.maxLength) return fail(m.maxLength)
  if (field.type === 'text' && field.inputMaskValue && !matchesMask(value, field.inputMaskValue)) {
    return fail(m.inputMask(field.inputMaskValue))
  }
  return null
}

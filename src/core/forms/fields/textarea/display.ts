import { isRichText, richTextToPlain } from '../../rich-text'
import { valueOf } from '../../value-access'
import type { DisplayPart } from '../display-kit'

export const display: DisplayPart<'textarea'> = (field, values) =>
  isRichText(field) ? richTextToPlain(valueOf(values, String(field.id))) : valueOf(values, String(field.id))

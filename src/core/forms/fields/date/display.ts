import { formatDate } from '../../date'
import type { DisplayPart } from '../display-kit'
import { postedDate } from './posted'

export const display: DisplayPart<'date'> = (field, values) => {
  const parts = postedDate(field, values)
  return parts ? formatDate(parts, field.dateFormat) : ''
}

import { filesOf } from '../../../uploads/state'
import { valueOf } from '../../value-access'
import type { DisplayPart } from '../display-kit'

export const display: DisplayPart<'fileupload'> = (field, values) =>
  filesOf(valueOf(values, String(field.id)))
    .map((f) => f.name)
    .join(', ')

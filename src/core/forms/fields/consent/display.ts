import { CONSENT_INPUTS, subInputId } from '../../input-ids'
import { valueOf } from '../../value-access'
import type { DisplayPart } from '../display-kit'

export const display: DisplayPart<'consent'> = (field, values) =>
  valueOf(values, subInputId(field.id, CONSENT_INPUTS.checked)) === '1' ? field.checkboxLabel : ''

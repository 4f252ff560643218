import { CONSENT_INPUTS, subInputId } from '../../input-ids'
import { valueOf } from '../../value-access'
import type { LogicPart } from '../logic-kit'

export const logic: LogicPart<'consent'> = {
  value: (field, values) => ({
    value: valueOf(values, subInputId(field.id, CONSENT_INPUTS.checked)) === '1' ? '1' : '',
    kind: 'text',
  }),
}

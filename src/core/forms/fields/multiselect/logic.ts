import { listOf } from '../../value-access'
import type { LogicPart } from '../logic-kit'

export const logic: LogicPart<'multiselect'> = {
  value: (field, values) => ({ value: listOf(values, String(field.id)), kind: 'text' }),
}

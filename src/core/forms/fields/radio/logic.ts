import { OTHER_CHOICE } from '../../input-ids'
import { valueOf } from '../../value-access'
import type { LogicPart } from '../logic-kit'

export const logic: LogicPart<'radio'> = {
  value: (field, values) => {
    const v = valueOf(values, String(field.id))
    return { value: v === OTHER_CHOICE ? '' : v, kind: 'text' }
  },
}

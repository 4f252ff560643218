import { ownInputs } from '../inputs-kit'
import { inputs } from './inputs'
import { valueOf } from '../../value-access'
import type { LogicPart } from '../logic-kit'

export const logic: LogicPart<'checkbox'> = {
  // Every box, unticked ones as '': "is not X" then means X is not ticked, as in GF.
  value: (field, values) => ({ value: ownInputs(field, inputs).map((input) => valueOf(values, input.id)), kind: 'text' }),
}

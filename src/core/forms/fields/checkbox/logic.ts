import { fieldInputs } from '../../inputs'
import { valueOf } from '../../values'
import type { LogicPart } from '../logic-kit'

export const logic: LogicPart<'checkbox'> = {
  // Every box, unticked ones as '': "is not X" then means X is not ticked, as in GF.
  value: (field, values) => ({ value: fieldInputs(field).map((input) => valueOf(values, input.id)), kind: 'text' }),
}

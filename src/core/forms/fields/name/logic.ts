import { joinedInputs } from '../logic-kit'

export const logic = joinedInputs<'name'>(' ')

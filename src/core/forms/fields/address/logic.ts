import { inputs } from './inputs'
import { joinedInputs } from '../logic-kit'

export const logic = joinedInputs(inputs, ', ')

import { inputs } from './inputs'
import { subValues } from '../values-kit'

export const values = subValues(inputs)

import { plainRow } from '../row-kit'

export const row = plainRow('section')

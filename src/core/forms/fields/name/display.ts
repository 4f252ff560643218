import { valueOf } from '../../value-access'
import type { DisplayPart } from '../display-kit'
import { shownInputs } from '../inputs-kit'
import { inputs } from './inputs'

export const display: DisplayPart<'name'> = (field, values) =>
  shownInputs(field, inputs)
    .map((i) => valueOf(values, i.id))
    .filter(Boolean)
    .join(' ')

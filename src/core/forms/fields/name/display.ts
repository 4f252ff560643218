import { fieldInputs } from '../../inputs'
import { valueOf } from '../../values'
import type { DisplayPart } from '../display-kit'

export const display: DisplayPart<'name'> = (field, values) =>
  fieldInputs(field)
    .filter((i) => !i.isHidden)
    .map((i) => valueOf(values, i.id))
    .filter(Boolean)
    .join(' ')

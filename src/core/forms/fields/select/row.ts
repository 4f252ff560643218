import { choiceListRow } from '../row-kit'

export const row = choiceListRow('select')

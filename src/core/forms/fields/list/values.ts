import { listEntry } from '../../../lists/list'
import { inputName } from '../../input-ids'
import { listOf } from '../../value-access'
import type { ValuesPart } from '../values-kit'

export const values: ValuesPart<'list'> = {
  pairs: (field, values, out) => {
    for (const cell of listOf(values, String(field.id))) out.push(inputName(field), cell)
  },
  entry: (field, values, put) => put(String(field.id), listEntry(field, listOf(values, String(field.id)))),
}

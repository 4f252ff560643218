import { inputName } from '../../input-ids'
import { listOf } from '../../value-access'
import type { ValuesPart } from '../values-kit'

export const values: ValuesPart<'multiselect'> = {
  pairs: (field, values, out) => {
    for (const v of listOf(values, String(field.id))) out.push(inputName(field), v)
  },
  // A JSON list.
  entry: (field, values, put) => {
    const list = listOf(values, String(field.id))
    if (list.length) put(String(field.id), JSON.stringify(list))
  },
}

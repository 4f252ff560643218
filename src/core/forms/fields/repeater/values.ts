import { repeaterEntry, repeaterItems, subInputName } from '../../../repeater/repeater'
import { listOf } from '../../value-access'
import type { ValuesPart } from '../values-kit'

export const values: ValuesPart<'repeater'> = {
  pairs: (field, values, out) =>
    repeaterItems(field, listOf(values, String(field.id))).forEach((item, index) =>
      field.fields.forEach((sub, i) => {
        if (item[i]) out.push(subInputName(field.id, index, sub.id), item[i])
      }),
    ),
  entry: (field, values, put) => put(String(field.id), repeaterEntry(field, listOf(values, String(field.id)))),
}

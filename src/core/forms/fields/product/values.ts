import { PRODUCT_INPUTS, choiceValue, productPostedInputs } from '../../../pricing/choices'
import { valueOf } from '../../value-access'
import type { ValuesPart } from '../values-kit'

export const values: ValuesPart<'product'> = {
  pairs: (field, _values, out, form) => {
    for (const posted of productPostedInputs(field, form)) out.value(`input_${posted}`, posted)
  },
  // Only products ordered (a quantity above 0) are kept; their name and price are the server's.
  entry: (field, values, put) => {
    const id = String(field.id)
    const quantity = valueOf(values, `${id}.${PRODUCT_INPUTS.quantity}`)
    if (!quantity || quantity === '0') return
    for (const sub of [PRODUCT_INPUTS.name, PRODUCT_INPUTS.price, PRODUCT_INPUTS.quantity])
      put(`${id}.${sub}`, valueOf(values, `${id}.${sub}`))
    put(id, choiceValue(valueOf(values, id)))
  },
}

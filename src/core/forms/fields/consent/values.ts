import { CONSENT_INPUTS, inputName, subInputId } from '../../input-ids'
import { valueOf } from '../../value-access'
import type { ValuesPart } from '../values-kit'

export const values: ValuesPart<'consent'> = {
  pairs: (field, _values, out) => {
    const checked = subInputId(field.id, CONSENT_INPUTS.checked)
    out.value(inputName(field, checked), checked)
  },
  // A ticked consent keeps the checkbox label and the text agreed to, from the form definition
  // rather than from the post.
  entry: (field, values, put) => {
    if (valueOf(values, subInputId(field.id, CONSENT_INPUTS.checked)) !== '1') return
    put(subInputId(field.id, CONSENT_INPUTS.checked), '1')
    put(subInputId(field.id, CONSENT_INPUTS.label), field.checkboxLabel)
    put(subInputId(field.id, CONSENT_INPUTS.description), field.description ?? '')
  },
}

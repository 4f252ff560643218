import { CONSENT_INPUTS, subInputId } from '../../input-ids'
import { valueOf } from '../../value-access'
import type { Check } from '../validate-kit'

export const check: Check<'consent'> = (field, { values, required, fail, m }) => {
  const checkedId = subInputId(field.id, CONSENT_INPUTS.checked)
  const checked = valueOf(values, checkedId)
  if (checked && checked !== '1') return fail(m.choice, checkedId)
  return required && checked !== '1' ? fail(m.required, checkedId) : null
}

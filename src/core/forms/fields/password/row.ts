import type { MinimumStrength } from '../../../password/strength'
import { hasPasswordConfirm } from './inputs'
import { PASSWORD_CONFIRM_INPUT, subInputId } from '../../input-ids'
import type { RowPart } from '../row-kit'

const MINIMUM_STRENGTHS: readonly MinimumStrength[] = ['short', 'bad', 'good', 'strong']

/** Its confirmation is GF's `.2` sub-input, hidden when the setting is off. */
export const row: RowPart<'password'> = {
  fromRow: (row, base) => {
    const minimum = MINIMUM_STRENGTHS.find((m) => m === row.minPasswordStrength)
    // Whatever an older save holds, a password never has a default value or comes from the address.
    const { defaultValue: _default, allowsPrepopulate: _prefill, inputName: _name, ...rest } = base
    return {
      ...rest,
      type: 'password',
      ...(row.passwordConfirm === false
        ? { inputs: [{ id: subInputId(base.id, PASSWORD_CONFIRM_INPUT), label: 'Confirm Password', isHidden: true }] }
        : {}),
      ...(row.passwordStrengthEnabled ? { passwordStrengthEnabled: true } : {}),
      ...(minimum ? { minPasswordStrength: minimum } : {}),
    }
  },
  toRow: (field, base) => ({
    ...base,
    passwordConfirm: hasPasswordConfirm(field),
    passwordStrengthEnabled: field.passwordStrengthEnabled === true,
    minPasswordStrength: field.minPasswordStrength ?? null,
  }),
}

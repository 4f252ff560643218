import { ownInputs } from '../inputs-kit'
import { inputs } from './inputs'
import { EMAIL_CONFIRM_INPUT, inputId, inputName, subInputId } from '../../input-ids'
import type { SubInput } from '../../types'
import { valueOf } from '../../value-access'
import { attrs, inputAria, subLabel, withSubLabel, type Control, type MarkupPart, ownInputFocus } from '../markup-kit'

const control: Control<'email'> = (field, k) => {
  const { ctx, values, fid, aria, single } = k
  if (!field.emailConfirmEnabled) return single('email', { autocomplete: field.autocompleteAttribute || 'email' })
  const [main, confirm] = ownInputs(field, inputs)
  const confirmId = subInputId(field.id, EMAIL_CONFIRM_INPUT)
  const part = (input: SubInput | undefined, n: number, side: string) => {
    if (!input) return ''
    const elementId = n === 1 ? inputId(fid, field.id) : inputId(fid, field.id, EMAIL_CONFIRM_INPUT)
    const control = `<input${attrs({
      type: 'email',
      name: n === 1 ? inputName(field) : inputName(field, confirmId),
      id: elementId,
      value: valueOf(values, input.id),
      placeholder: input.placeholder,
      autocomplete: field.autocompleteAttribute || 'email',
      ...inputAria(aria, { inputId: input.id, partial: true }),
    })}>`
    return `<span${attrs({
      id: `${inputId(fid, field.id, n)}_container`,
      class: `${side} gform-grid-col gform-grid-col--size-auto`,
    })}>${withSubLabel(ctx, field, control, subLabel(ctx, field, input, elementId))}</span>`
  }
  return `<div${attrs({
    class: 'ginput_complex ginput_container ginput_container_email gform-grid-row',
    id: `${inputId(fid, field.id)}_container`,
  })}>${part(main, 1, 'ginput_left')}${part(confirm, 2, 'ginput_right')}</div>`
}

export const markup: MarkupPart<'email'> = { control, group: (field) => field.emailConfirmEnabled === true, focus: ownInputFocus }

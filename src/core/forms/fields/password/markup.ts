import { STRENGTH_TEXT } from '../../../password/strength'
import { ownInputs } from '../inputs-kit'
import { hasPasswordConfirm, inputs } from './inputs'
import { inputId, inputName, PASSWORD_CONFIRM_INPUT } from '../../input-ids'
import {
  attrs,
  esc,
  inputAria,
  sizeClass,
  subLabel,
  withSubLabel,
  type Control,
  type Ctx,
  type InputAria,
  type MarkupPart,
  ownInputFocus,
} from '../markup-kit'
import type { PasswordField, SubInput } from '../../types'

/**
 * GF's password field: `input_{id}` and, unless hidden, the confirmation `input_{id}_2`, then
 * the strength indicator (`#input_{form}_{id}_strength_indicator.gfield_password_strength`,
 * announced politely; the browser script fills it in). No value is ever written back into the
 * markup: a form page may be cached or shared, and the password must not travel any further
 * than the post it came in (the browser keeps what the visitor typed across ajax answers).
 */
function passwordControl(ctx: Ctx, field: PasswordField, aria: InputAria): string {
  const fid = ctx.form.id
  const mainId = inputId(fid, field.id)
  const strengthId = `${mainId}_strength_indicator`
  const meter = field.passwordStrengthEnabled
    ? `<div${attrs({ id: strengthId, class: 'gfield_password_strength', 'aria-live': 'polite' })}>${esc(
        STRENGTH_TEXT.blank,
      )}</div>`
    : ''
  const extra = field.passwordStrengthEnabled ? [strengthId] : []
  const input = (sub: SubInput | undefined, n: 1 | 2, partial: boolean) =>
    `<input${attrs({
      type: 'password',
      name: n === 1 ? inputName(field) : inputName(field, sub?.id),
      id: n === 1 ? mainId : inputId(fid, field.id, PASSWORD_CONFIRM_INPUT),
      value: '',
      class: partial ? undefined : sizeClass(field),
      placeholder: (partial ? sub?.placeholder : undefined) ?? field.placeholder,
      autocomplete: 'new-password',
      spellcheck: 'false',
      ...inputAria(aria, { inputId: partial ? sub?.id : undefined, partial, extra: n === 1 ? extra : [] }),
    })}>`
  if (!hasPasswordConfirm(field)) {
    return `<div class="ginput_container ginput_container_password">${input(undefined, 1, false)}</div>${meter}`
  }
  const [main, confirm] = ownInputs(field, inputs)
  const part = (sub: SubInput | undefined, n: 1 | 2, side: string) =>
    sub
      ? `<span${attrs({
          id: `${inputId(fid, field.id, n)}_container`,
          class: `${side} gform-grid-col gform-grid-col--size-auto`,
        })}>${withSubLabel(
          ctx,
          field,
          input(sub, n, true),
          subLabel(ctx, field, sub, n === 1 ? mainId : inputId(fid, field.id, PASSWORD_CONFIRM_INPUT)),
        )}</span>`
      : ''
  return `<div${attrs({
    class: 'ginput_complex ginput_container ginput_container_password gform-grid-row',
    id: `${mainId}_container`,
  })}>${part(main, 1, 'ginput_left')}${part(confirm, 2, 'ginput_right')}</div>${meter}`
}

const control: Control<'password'> = (field, k) => {
  const { ctx, aria } = k
  return passwordControl(ctx, field, aria)
}

export const markup: MarkupPart<'password'> = { control, group: hasPasswordConfirm, focus: ownInputFocus }

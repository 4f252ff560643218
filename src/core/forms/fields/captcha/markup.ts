import { inputId } from '../../input-ids'
import { attrs, type Control, type MarkupPart, notGrouped, ownInputFocus } from '../markup-kit'
import type { CaptchaField } from '../../types'

/**
 * The captcha's place: the browser script puts the provider's widget here and its token in
 * `g-recaptcha-response` (features/antispam/client/captcha.ts). Without JavaScript there is no
 * widget; the note says so and the server weighs the missing token (core/antispam/score.ts).
 */
function captchaInput(formId: number, field: CaptchaField): string {
  const size = field.captchaSize === 'invisible' ? 'invisible' : 'visible'
  return `<div${attrs({
    class: `ginput_container ginput_recaptcha gform-captcha gform-captcha--${size}`,
    id: inputId(formId, field.id),
    'data-sp-captcha': size,
  })}><input type="hidden" name="g-recaptcha-response" value=""><noscript><p class="gform-captcha__noscript">This form checks that it is sent by a person with JavaScript; without it your message may be held for review.</p></noscript></div>`
}

const control: Control<'captcha'> = (field, { fid }) => captchaInput(fid, field)

export const markup: MarkupPart<'captcha'> = { control, group: notGrouped, focus: ownInputFocus }

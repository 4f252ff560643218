import { socialHint } from '../../../social/field'
import { inputId } from '../../input-ids'
import { esc, inputAria, type Control, type MarkupPart, notGrouped, ownInputFocus } from '../markup-kit'

const control: Control<'social'> = (field, k) => {
  const { fid, aria, value, single } = k
  return single('url', {
    inputmode: 'url',
    autocomplete: 'off',
    placeholder: field.placeholder || 'https://',
    ...inputAria(aria, { extra: [`${inputId(fid, field.id)}_profile`] }),
  }).replace(
    /<\/div>$/,
    `<div id="${inputId(fid, field.id)}_profile" class="gfield_description gfield_social_profile" aria-live="polite">${esc(
      socialHint(field, value),
    )}</div></div>`,
  )
}

export const markup: MarkupPart<'social'> = { control, group: notGrouped, focus: ownInputFocus }

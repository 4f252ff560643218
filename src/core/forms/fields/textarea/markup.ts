import { inputId, inputName } from '../../input-ids'
import { isRichText } from '../../rich-text'
import {
  attrs,
  classes,
  esc,
  inputAria,
  sizeClass,
  type Control,
  type MarkupPart,
  notGrouped,
  ownInputFocus,
} from '../markup-kit'

const control: Control<'textarea'> = (field, k) => {
  const { fid, aria, value } = k
  // A rich text field is this same textarea until the script puts the editor over it
  // (features/richtext); its maximum counts text, not tags, so the browser's own
  // `maxlength` (which would count the HTML) is left to the validation.
  const rich = isRichText(field)
  return `<div class="${classes('ginput_container ginput_container_textarea', rich && 'ginput_container_rich_text')}"><textarea${attrs(
    {
      name: inputName(field),
      id: inputId(fid, field.id),
      class: `textarea ${sizeClass(field)}`,
      placeholder: field.placeholder,
      maxlength: rich ? undefined : field.maxLength,
      rows: 10,
      cols: 50,
      'data-rich-text': rich ? 'true' : undefined,
      ...inputAria(aria),
    },
  )}>${esc(value)}</textarea></div>`
}

export const markup: MarkupPart<'textarea'> = { control, group: notGrouped, focus: ownInputFocus }

import { inputId, inputName } from '../../input-ids'
import { attrs, type Control, type MarkupPart, notGrouped, ownInputFocus } from '../markup-kit'

const control: Control<'hidden'> = (field, k) => {
  const { fid, value } = k
  return `<div class="ginput_container ginput_container_text"><input${attrs({
    name: inputName(field),
    id: inputId(fid, field.id),
    type: 'hidden',
    class: 'gform_hidden',
    'aria-invalid': 'false',
    value,
  })}></div>`
}

export const markup: MarkupPart<'hidden'> = { control, group: notGrouped, focus: ownInputFocus }

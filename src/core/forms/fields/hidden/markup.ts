import { inputId, inputName } from '../../inputs'
import { attrs, type Control } from '../markup-kit'

export const control: Control<'hidden'> = (field, k) => {
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

import { inputId, inputName } from '../../input-ids'
import { attrs, inputAria, options, sizeClass, type Control, type MarkupPart, notGrouped, ownInputFocus } from '../markup-kit'

const control: Control<'select'> = (field, k) => {
  const { fid, aria, value } = k
  return `<div class="ginput_container ginput_container_select"><select${attrs({
    name: inputName(field),
    id: inputId(fid, field.id),
    class: `${sizeClass(field)} gfield_select`,
    autocomplete: field.autocompleteAttribute,
    ...inputAria(aria),
  })}>${options(field.choices, (v) => v === value, field.placeholder)}</select></div>`
}

export const markup: MarkupPart<'select'> = { control, group: notGrouped, focus: ownInputFocus }

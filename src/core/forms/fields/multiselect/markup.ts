import { inputId, inputName } from '../../input-ids'
import { listOf } from '../../value-access'
import { attrs, inputAria, options, sizeClass, type Control, type MarkupPart, notGrouped, ownInputFocus } from '../markup-kit'

const control: Control<'multiselect'> = (field, k) => {
  const { values, fid, id, aria } = k
  const chosen = new Set(listOf(values, id))
  return `<div class="ginput_container ginput_container_multiselect"><select${attrs({
    multiple: true,
    size: Math.min(7, Math.max(3, field.choices.length)),
    name: inputName(field),
    id: inputId(fid, field.id),
    class: `${sizeClass(field)} gfield_select`,
    ...inputAria(aria),
  })}>${options(field.choices, (v) => chosen.has(v))}</select></div>`
}

export const markup: MarkupPart<'multiselect'> = { control, group: notGrouped, focus: ownInputFocus }

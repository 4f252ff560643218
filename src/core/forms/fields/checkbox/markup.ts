import { choiceId, fieldInputs, inputId, inputName } from '../../inputs'
import { isChoiceSelected } from '../../values'
import { attrs, esc, inputAria, subNumber, type Control, type MarkupPart, grouped, firstOfFocus } from '../markup-kit'

const control: Control<'checkbox'> = (field, k) => {
  const { values, fid, aria } = k
  const inputs = fieldInputs(field)
  const boxes = field.choices
    .map((choice, index) => {
      const input = inputs[index]
      if (!input) return ''
      const n = subNumber(input.id)
      const cid = choiceId(fid, field.id, n)
      return `<div class="gchoice gchoice_${fid}_${field.id}_${n}"><input${attrs({
        class: 'gfield-choice-input',
        name: inputName(field, input.id),
        type: 'checkbox',
        value: choice.value,
        checked: isChoiceSelected(field, values, index),
        id: cid,
        ...inputAria(aria),
        'aria-required': undefined,
      })}><label${attrs({
        for: cid,
        id: `label_${fid}_${field.id}_${n}`,
        class: 'gform-field-label gform-field-label--type-inline',
      })}>${esc(choice.text)}</label></div>`
    })
    .join('')
  const selectAll = field.enableSelectAll
    ? `<div class="gchoice gchoice_select_all"><button${attrs({
        type: 'button',
        id: `button_${fid}_${field.id}_select_all`,
        class: 'gfield_choice_all_toggle gform-theme-button--size-sm',
        'data-checked': '0',
        hidden: true,
      })}>${esc(field.selectAllText || 'Select All')}</button></div>`
    : ''
  return `<div class="ginput_container ginput_container_checkbox"><div${attrs({
    class: 'gfield_checkbox',
    id: inputId(fid, field.id),
  })}>${boxes}${selectAll}</div></div>`
}

export const markup: MarkupPart<'checkbox'> = { control, group: grouped, focus: firstOfFocus(fieldInputs, choiceId) }

import { choiceId, inputId, inputName } from '../../input-ids'
import { valueOf } from '../../value-access'
import type { FieldOfType } from '../../types'
import {
  attrs,
  choiceMarkup,
  esc,
  firstOfFocus,
  grouped,
  subNumber,
  type ChoiceLook,
  type ControlKit,
  type MarkupPart,
} from '../markup-kit'
import { ownInputs } from '../inputs-kit'
import { inputs } from './inputs'

const CHECKBOX: ChoiceLook = { container: 'checkbox', before: () => '' }

/** The boxes; `look` is a checkbox's own, or another type's that answers as one (image choice's pictures). */
export const checkboxControl = (field: FieldOfType<'checkbox'>, k: ControlKit, look = CHECKBOX) => {
  const { values, fid } = k
  const boxInputs = ownInputs(field, inputs)
  const boxes = field.choices
    .map((choice, index) => {
      const input = boxInputs[index]
      if (!input) return ''
      return choiceMarkup(
        k,
        field,
        subNumber(input.id),
        {
          name: inputName(field, input.id),
          type: 'checkbox',
          value: choice.value,
          checked: valueOf(values, input.id) === choice.value,
        },
        esc(choice.text),
        '',
        look.before(index),
      )
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
  return `<div class="ginput_container ginput_container_${look.container}"><div${attrs({
    class: 'gfield_checkbox',
    id: inputId(fid, field.id),
  })}>${boxes}${selectAll}</div></div>`
}

export const markup: MarkupPart<'checkbox'> = {
  control: checkboxControl,
  group: grouped,
  focus: firstOfFocus((field: FieldOfType<'checkbox'>) => ownInputs(field, inputs), choiceId),
}

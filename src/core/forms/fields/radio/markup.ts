import { choiceId, inputId, inputName, OTHER_CHOICE, otherInputName } from '../../inputs'
import { radioState } from '../../values'
import { attrs, esc, inputAria, type Control, type MarkupPart, grouped, focusOn } from '../markup-kit'

const control: Control<'radio'> = (field, k) => {
  const { values, fid, aria } = k
  const { checked, otherText } = radioState(field, values)
  const buttons = field.choices
    .map((choice, index) => {
      const cid = choiceId(fid, field.id, index)
      return `<div class="gchoice gchoice_${fid}_${field.id}_${index}"><input${attrs({
        class: 'gfield-choice-input',
        name: inputName(field),
        type: 'radio',
        value: choice.value,
        checked: checked === choice.value,
        id: cid,
        ...inputAria(aria),
        'aria-required': undefined,
      })}><label${attrs({
        for: cid,
        id: `label_${fid}_${field.id}_${index}`,
        class: 'gform-field-label gform-field-label--type-inline',
      })}>${esc(choice.text)}</label></div>`
    })
    .join('')
  let other = ''
  if (field.enableOtherChoice) {
    const index = field.choices.length
    const cid = choiceId(fid, field.id, index)
    other = `<div class="gchoice gchoice_${fid}_${field.id}_${index}"><input${attrs({
      class: 'gfield-choice-input',
      name: inputName(field),
      type: 'radio',
      value: OTHER_CHOICE,
      checked: checked === OTHER_CHOICE,
      id: cid,
      ...inputAria(aria),
      'aria-required': undefined,
    })}><label${attrs({
      for: cid,
      id: `label_${fid}_${field.id}_${index}`,
      class: 'gform-field-label gform-field-label--type-inline',
    })}>Other</label><input${attrs({
      id: `input_${fid}_${field.id}_other`,
      name: otherInputName(field.id),
      type: 'text',
      value: otherText,
      class: 'small',
      placeholder: field.otherPlaceholder,
      'aria-label': `${field.label}: other`,
    })}></div>`
  }
  return `<div class="ginput_container ginput_container_radio"><div${attrs({
    class: 'gfield_radio',
    id: inputId(fid, field.id),
  })}>${buttons}${other}</div></div>`
}

export const markup: MarkupPart<'radio'> = {
  control,
  group: grouped,
  focus: focusOn((field, form) => choiceId(form.id, field.id, 0)),
}

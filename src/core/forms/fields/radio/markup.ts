import { choiceId, inputId, inputName, OTHER_CHOICE, otherInputName } from '../../input-ids'
import type { FieldOfType } from '../../types'
import { radioState } from '../../value-access'
import { attrs, choiceMarkup, esc, focusOn, grouped, type ChoiceLook, type ControlKit, type MarkupPart } from '../markup-kit'

const RADIO: ChoiceLook = { container: 'radio', before: () => '' }

/** The buttons; `look` is a radio's own, or another type's that answers as one (image choice's pictures). */
export const radioControl = (field: FieldOfType<'radio'>, k: ControlKit, look = RADIO) => {
  const { values, fid } = k
  const { checked, otherText } = radioState(field, values)
  const button = (index: number, value: string, labelHtml: string, after?: string, before?: string) =>
    choiceMarkup(
      k,
      field,
      index,
      { name: inputName(field), type: 'radio', value, checked: checked === value },
      labelHtml,
      after,
      before,
    )
  const buttons = field.choices
    .map((choice, index) => button(index, choice.value, esc(choice.text), undefined, look.before(index)))
    .join('')
  const other = field.enableOtherChoice
    ? button(
        field.choices.length,
        OTHER_CHOICE,
        'Other',
        `<input${attrs({
          id: `input_${fid}_${field.id}_other`,
          name: otherInputName(field.id),
          type: 'text',
          value: otherText,
          class: 'small',
          placeholder: field.otherPlaceholder,
          'aria-label': `${field.label}: other`,
        })}>`,
      )
    : ''
  return `<div class="ginput_container ginput_container_${look.container}"><div${attrs({
    class: 'gfield_radio',
    id: inputId(fid, field.id),
  })}>${buttons}${other}</div></div>`
}

export const markup: MarkupPart<'radio'> = {
  control: radioControl,
  group: grouped,
  focus: focusOn((field, form) => choiceId(form.id, field.id, 0)),
}

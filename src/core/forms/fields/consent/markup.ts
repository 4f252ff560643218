import { CONSENT_INPUTS, inputId, inputName, subInputId } from '../../input-ids'
import { valueOf } from '../../value-access'
import { attrs, esc, inputAria, REQUIRED_MARK, type Control, type MarkupPart, grouped, focusOn } from '../markup-kit'

const control: Control<'consent'> = (field, k) => {
  const { values, fid, aria } = k
  const checkedId = subInputId(field.id, CONSENT_INPUTS.checked)
  const elementId = inputId(fid, field.id, CONSENT_INPUTS.checked)
  const consentDescription = field.description ? [`gfield_consent_description_${fid}_${field.id}`] : []
  return `<div class="ginput_container ginput_container_consent"><input${attrs({
    name: inputName(field, checkedId),
    id: elementId,
    type: 'checkbox',
    value: '1',
    checked: valueOf(values, checkedId) === '1',
    ...inputAria(aria, { extra: consentDescription }),
  })}><label${attrs({
    class: 'gform-field-label gform-field-label--type-inline gfield_consent_label',
    for: elementId,
  })}>${esc(field.checkboxLabel)}${aria.required ? REQUIRED_MARK : ''}</label></div>`
}

export const markup: MarkupPart<'consent'> = {
  control,
  group: grouped,
  focus: focusOn((field, form) => inputId(form.id, field.id, CONSENT_INPUTS.checked)),
}

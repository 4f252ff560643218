import { optionControl } from '../../../pricing/fields'
import { optionInputs } from '../../../pricing/choices'
import { inputId } from '../../input-ids'
import { focusOn, pricingKit, type MarkupPart } from '../markup-kit'

export const markup: MarkupPart<'option'> = {
  control: (field, k) => optionControl(pricingKit(field, k), field),
  group: (field) => field.inputType !== 'select',
  focus: focusOn((field, form) => {
    if (field.inputType === 'select') return inputId(form.id, field.id)
    const first = field.inputType === 'checkbox' ? optionInputs(field)[0]?.id.split('.')[1] : '0'
    return `choice_${form.id}_${field.id}_${first ?? '0'}`
  }),
}

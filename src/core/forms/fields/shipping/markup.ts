import { shippingControl } from '../../../pricing/fields'
import { choiceId, inputId } from '../../input-ids'
import { focusOn, pricingKit, type MarkupPart } from '../markup-kit'

export const markup: MarkupPart<'shipping'> = {
  control: (field, k) => shippingControl(pricingKit(field, k), field),
  group: (field) => field.inputType === 'radio' || field.inputType === 'singleshipping',
  focus: focusOn((field, form) => (field.inputType === 'radio' ? choiceId(form.id, field.id, 0) : inputId(form.id, field.id))),
}

import { productControl } from '../../../pricing/fields'
import { hasOwnQuantity } from '../../../pricing/choices'
import { choiceId, inputId } from '../../input-ids'
import { focusOn, pricingKit, type MarkupPart } from '../markup-kit'

export const markup: MarkupPart<'product'> = {
  control: (field, k) => productControl(pricingKit(field, k), field),
  group: (field) => field.inputType !== 'select' && field.inputType !== 'price',
  focus: focusOn((field, form) =>
    hasOwnQuantity(field, form)
      ? `ginput_quantity_${form.id}_${field.id}`
      : field.inputType === 'radio'
        ? choiceId(form.id, field.id, 0)
        : inputId(form.id, field.id),
  ),
}

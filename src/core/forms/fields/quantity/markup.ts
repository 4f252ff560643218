import { quantityControl } from '../../../pricing/fields'
import { notGrouped, ownInputFocus, pricingKit, type MarkupPart } from '../markup-kit'

export const markup: MarkupPart<'quantity'> = {
  control: (field, k) => quantityControl(pricingKit(field, k), field),
  group: notGrouped,
  focus: ownInputFocus,
}

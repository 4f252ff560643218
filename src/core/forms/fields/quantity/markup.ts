import { quantityControl } from '../../../pricing/fields'
import { pricedMarkup, pricingKit, type MarkupPart } from '../markup-kit'

export const markup: MarkupPart<'quantity'> = {
  ...pricedMarkup,
  control: (field, k) => quantityControl(pricingKit(field, k), field),
}

import { productControl } from '../../../pricing/fields'
import { pricedMarkup, pricingKit, type MarkupPart } from '../markup-kit'

export const markup: MarkupPart<'product'> = {
  ...pricedMarkup,
  control: (field, k) => productControl(pricingKit(field, k), field),
}

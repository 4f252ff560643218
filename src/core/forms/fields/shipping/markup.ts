import { shippingControl } from '../../../pricing/fields'
import { pricedMarkup, pricingKit, type MarkupPart } from '../markup-kit'

export const markup: MarkupPart<'shipping'> = {
  ...pricedMarkup,
  control: (field, k) => shippingControl(pricingKit(field, k), field),
}

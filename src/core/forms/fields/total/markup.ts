import { totalControl } from '../../../pricing/fields'
import { grouped, ownInputFocus, pricingKit, type MarkupPart } from '../markup-kit'

export const markup: MarkupPart<'total'> = {
  control: (field, k) => totalControl(pricingKit(field, k), field),
  group: grouped,
  focus: ownInputFocus,
}

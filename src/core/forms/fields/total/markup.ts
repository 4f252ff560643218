import { totalControl } from '../../../pricing/fields'
import { pricedMarkup, pricingKit, type MarkupPart } from '../markup-kit'

export const markup: MarkupPart<'total'> = { ...pricedMarkup, control: (field, k) => totalControl(pricingKit(field, k), field) }

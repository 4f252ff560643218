import { optionControl } from '../../../pricing/fields'
import { pricedMarkup, pricingKit, type MarkupPart } from '../markup-kit'

export const markup: MarkupPart<'option'> = { ...pricedMarkup, control: (field, k) => optionControl(pricingKit(field, k), field) }

import { oneOfPrices, type Check } from '../validate-kit'

export const check: Check<'shipping'> = (field, c) =>
  field.inputType === 'singleshipping' ? null : oneOfPrices(c, field.choices)

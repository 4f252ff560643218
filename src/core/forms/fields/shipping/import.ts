import { oneOf, priceChoicesOf, priceOf, type Importer } from '../import-kit'

export const importer: Importer<'shipping'> = (raw, base) => {
  const inputType = oneOf(raw.inputType, ['singleshipping', 'select', 'radio'] as const) ?? 'singleshipping'
  return {
    ...base,
    type: 'shipping',
    inputType,
    ...(inputType === 'singleshipping' ? { basePrice: priceOf(raw.basePrice) ?? 0 } : { choices: priceChoicesOf(raw) }),
  }
}

import { bool, calculationOf, oneOf, priceChoicesOf, priceOf, type Importer } from '../import-kit'

export const importer: Importer<'product'> = (raw, base) => {
  const inputType =
    oneOf(raw.inputType, ['singleproduct', 'select', 'radio', 'price', 'hiddenproduct', 'calculation'] as const) ??
    'singleproduct'
  return {
    ...base,
    type: 'product',
    inputType,
    ...(inputType === 'select' || inputType === 'radio'
      ? { choices: priceChoicesOf(raw) }
      : { basePrice: priceOf(raw.basePrice) ?? 0 }),
    ...(bool(raw.disableQuantity) ? { disableQuantity: true } : {}),
    ...(inputType === 'calculation' ? calculationOf(raw) : {}),
  }
}

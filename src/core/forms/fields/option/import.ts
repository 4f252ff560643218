import { inputsOf, oneOf, priceChoicesOf, productFieldOf, type Importer } from '../import-kit'

export const importer: Importer<'option'> = (raw, base) => ({
  ...base,
  type: 'option',
  productField: productFieldOf(raw),
  inputType: oneOf(raw.inputType, ['select', 'radio', 'checkbox'] as const) ?? 'select',
  choices: priceChoicesOf(raw),
  ...(inputsOf(raw) ? { inputs: inputsOf(raw) } : {}),
})

import { numeric, productFieldOf, type Importer } from '../import-kit'

export const importer: Importer<'quantity'> = (raw, base) => ({
  ...base,
  type: 'quantity',
  productField: productFieldOf(raw),
  ...(numeric(raw.rangeMin) !== undefined ? { rangeMin: numeric(raw.rangeMin) } : {}),
  ...(numeric(raw.rangeMax) !== undefined ? { rangeMax: numeric(raw.rangeMax) } : {}),
})

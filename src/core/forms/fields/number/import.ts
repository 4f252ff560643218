import { numeric, oneOf, type Importer } from '../import-kit'

export const importer: Importer<'number'> = (raw, base) => ({
  ...base,
  type: 'number',
  numberFormat: oneOf(raw.numberFormat, ['decimal_dot', 'decimal_comma', 'currency'] as const) ?? 'decimal_dot',
  ...(numeric(raw.rangeMin) !== undefined ? { rangeMin: numeric(raw.rangeMin) } : {}),
  ...(numeric(raw.rangeMax) !== undefined ? { rangeMax: numeric(raw.rangeMax) } : {}),
})

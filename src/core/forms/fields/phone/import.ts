import type { Importer } from '../import-kit'

export const importer: Importer<'phone'> = (raw, base) => ({
  ...base,
  type: 'phone',
  phoneFormat: raw.phoneFormat === 'international' ? 'international' : 'standard',
})

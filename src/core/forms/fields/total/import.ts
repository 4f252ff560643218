import type { Importer } from '../import-kit'

export const importer: Importer<'total'> = (_raw, base) => ({ ...base, type: 'total' })

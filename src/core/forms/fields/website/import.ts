import type { Importer } from '../import-kit'

export const importer: Importer<'website'> = (_raw, base) => ({ ...base, type: 'website' })

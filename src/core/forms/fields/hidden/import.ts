import type { Importer } from '../import-kit'

export const importer: Importer<'hidden'> = (_raw, base) => ({ ...base, type: 'hidden' })

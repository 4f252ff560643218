import type { Importer } from '../import-kit'

export const importer: Importer<'section'> = (_raw, base) => ({ ...base, type: 'section' })

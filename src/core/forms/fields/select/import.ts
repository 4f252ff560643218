import { choicesOf, type Importer } from '../import-kit'

export const importer: Importer<'select'> = (raw, base) => ({ ...base, type: 'select', choices: choicesOf(raw) })

import { choicesOf, type Importer } from '../import-kit'

export const importer: Importer<'multiselect'> = (raw, base) => ({ ...base, type: 'multiselect', choices: choicesOf(raw) })

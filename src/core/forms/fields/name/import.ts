import { inputsOf, type Importer } from '../import-kit'

export const importer: Importer<'name'> = (raw, base) => ({
  ...base,
  type: 'name',
  ...(inputsOf(raw) ? { inputs: inputsOf(raw) } : {}),
})

import { bool, choicesOf, inputsOf, opt, str, type Importer } from '../import-kit'

export const importer: Importer<'checkbox'> = (raw, base) => ({
  ...base,
  type: 'checkbox',
  choices: choicesOf(raw),
  ...(inputsOf(raw) ? { inputs: inputsOf(raw) } : {}),
  ...(bool(raw.enableSelectAll)
    ? { enableSelectAll: true, ...(opt(raw.selectAllText) ? { selectAllText: str(raw.selectAllText) } : {}) }
    : {}),
})

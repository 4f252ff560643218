import { bool, choicesOf, type Importer } from '../import-kit'

export const importer: Importer<'radio'> = (raw, base) => ({
  ...base,
  type: 'radio',
  choices: choicesOf(raw),
  ...(bool(raw.enableOtherChoice) ? { enableOtherChoice: true } : {}),
})

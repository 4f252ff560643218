import { bool, inputsOf, type Importer } from '../import-kit'

export const importer: Importer<'email'> = (raw, base) => ({
  ...base,
  type: 'email',
  ...(bool(raw.emailConfirmEnabled) ? { emailConfirmEnabled: true } : {}),
  ...(inputsOf(raw) ? { inputs: inputsOf(raw) } : {}),
})

import { bool, int, opt, str, type Importer } from '../import-kit'

export const importer: Importer<'text'> = (raw, base) => ({
  ...base,
  type: 'text',
  ...(int(raw.maxLength) ? { maxLength: int(raw.maxLength) } : {}),
  ...(bool(raw.inputMask) && opt(raw.inputMaskValue) ? { inputMaskValue: str(raw.inputMaskValue) } : {}),
})

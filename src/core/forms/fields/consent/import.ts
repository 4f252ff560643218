import { htmlToText, str, type Importer } from '../import-kit'

export const importer: Importer<'consent'> = (raw, base) => ({
  ...base,
  type: 'consent',
  checkboxLabel: htmlToText(str(raw.checkboxLabel)) || 'I agree.',
})

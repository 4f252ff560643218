import { bool, int, type Importer } from '../import-kit'

export const importer: Importer<'textarea'> = (raw, base) => ({
  ...base,
  type: 'textarea',
  ...(int(raw.maxLength) ? { maxLength: int(raw.maxLength) } : {}),
  ...(bool(raw.useRichTextEditor) ? { useRichTextEditor: true } : {}),
})

import { bool, int, numeric, opt, str, type Importer } from '../import-kit'

export const importer: Importer<'fileupload'> = (raw, base) => ({
  ...base,
  type: 'fileupload',
  ...(bool(raw.multipleFiles) ? { multipleFiles: true, ...(int(raw.maxFiles) ? { maxFiles: int(raw.maxFiles) } : {}) } : {}),
  ...(numeric(raw.maxFileSize) ? { maxFileSize: numeric(raw.maxFileSize) } : {}),
  ...(opt(raw.allowedExtensions) ? { allowedExtensions: str(raw.allowedExtensions) } : {}),
})

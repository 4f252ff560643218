import { num, str, type RowPart } from '../row-kit'

export const row: RowPart<'fileupload'> = {
  fromRow: (row, base) => ({
    ...base,
    type: 'fileupload',
    multipleFiles: Boolean(row.multipleFiles),
    ...(row.multipleFiles && num(row.maxFiles) ? { maxFiles: num(row.maxFiles) } : {}),
    ...(num(row.maxFileSize) ? { maxFileSize: num(row.maxFileSize) } : {}),
    ...(str(row.allowedExtensions) ? { allowedExtensions: str(row.allowedExtensions) } : {}),
  }),
  toRow: (field, base) => ({
    ...base,
    multipleFiles: field.multipleFiles === true,
    maxFiles: field.maxFiles,
    maxFileSize: field.maxFileSize,
    allowedExtensions: field.allowedExtensions,
  }),
}

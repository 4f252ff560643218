import { num, str, type RowPart } from '../row-kit'

export const row: RowPart<'text'> = {
  fromRow: (row, base) => ({ ...base, type: 'text', maxLength: num(row.maxLength), inputMaskValue: str(row.inputMaskValue) }),
  toRow: (field, base) => ({ ...base, maxLength: field.maxLength, inputMaskValue: field.inputMaskValue }),
}

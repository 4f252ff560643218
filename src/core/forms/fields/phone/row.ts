import { str, type RowPart } from '../row-kit'

export const row: RowPart<'phone'> = {
  fromRow: (row, base) => ({
    ...base,
    type: 'phone',
    phoneFormat: row.phoneFormat === 'standard' ? 'standard' : 'international',
    defaultCountry: str(row.defaultCountry),
  }),
  toRow: (field, base) => ({ ...base, phoneFormat: field.phoneFormat, defaultCountry: field.defaultCountry }),
}

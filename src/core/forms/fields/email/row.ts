import type { RowPart } from '../row-kit'

export const row: RowPart<'email'> = {
  fromRow: (row, base) => ({
    ...base,
    type: 'email',
    emailConfirmEnabled: Boolean(row.emailConfirmEnabled),
    ...(row.enableServerCheck ? { enableServerCheck: true } : {}),
  }),
  toRow: (field, base) => ({
    ...base,
    emailConfirmEnabled: field.emailConfirmEnabled === true,
    enableServerCheck: field.enableServerCheck === true,
  }),
}

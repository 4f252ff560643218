import type { RowPart } from '../row-kit'

export const row: RowPart<'captcha'> = {
  fromRow: (row, base) => ({ ...base, type: 'captcha', captchaSize: row.captchaSize === 'invisible' ? 'invisible' : 'visible' }),
  toRow: (field, base) => ({ ...base, captchaSize: field.captchaSize ?? 'visible' }),
}

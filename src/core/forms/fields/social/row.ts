import type { SocialField } from '../../types'
import { str, type RowPart } from '../row-kit'

export const row: RowPart<'social'> = {
  fromRow: (row, base) => ({
    ...base,
    type: 'social',
    ...(str(row.platform) ? { platform: str(row.platform) as SocialField['platform'] } : {}),
  }),
  toRow: (field, base) => ({ ...base, platform: field.platform }),
}

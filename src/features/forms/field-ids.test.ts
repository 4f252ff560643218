import { describe, expect, it } from 'vitest'

import { assignFieldIds } from './field-ids'

describe('field ids', () => {
  it('keeps ids, numbers new rows above every id the form ever had, and renumbers a duplicate', () => {
    const rows: Record<string, unknown>[] = [{ fieldId: 3 }, {}, { fieldId: 3 }, { fieldId: 1 }, { fieldId: 0 }]
    expect(assignFieldIds(rows, 7)).toBe(10)
    expect(rows.map((r) => r.fieldId)).toEqual([3, 8, 9, 1, 10])
  })
})

import { describe, expect, it } from 'vitest'

import { pickAcross } from './order'

const items = [
  { name: 'GP15', line: 'guest' },
  { name: 'GP30', line: 'guest' },
  { name: 'CP20', line: 'guest' },
  { name: 'NC10', line: 'nurse' },
  { name: 'WB2', line: 'nurse' },
  { name: 'SP5', line: 'staff' },
  { name: 'TB3', line: 'buttons' },
]
const names = (list: { name: string }[]) => list.map((i) => i.name)

describe('pickAcross', () => {
  it('takes the first of each group, then the second, until the limit', () => {
    expect(names(pickAcross(items, (i) => i.line, 4))).toEqual(['GP15', 'NC10', 'SP5', 'TB3'])
    expect(names(pickAcross(items, (i) => i.line, 6))).toEqual(['GP15', 'NC10', 'SP5', 'TB3', 'GP30', 'WB2'])
  })

  it('keeps the whole list when the limit does not cut it', () => {
    expect(names(pickAcross(items, (i) => i.line, 7))).toEqual(names(items))
    expect(names(pickAcross(items, (i) => i.line, 50))).toEqual(names(items))
  })

  it('gives nothing for a limit of zero or less', () => {
    expect(pickAcross(items, (i) => i.line, 0)).toEqual([])
    expect(pickAcross(items, (i) => i.line, -3)).toEqual([])
  })

  it('treats items without a group as one group', () => {
    const loose = [
      { name: 'A', line: null },
      { name: 'B', line: null },
      { name: 'C', line: 'x' },
    ]
    expect(names(pickAcross(loose, (i) => i.line, 2))).toEqual(['A', 'C'])
  })
})

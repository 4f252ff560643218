import { describe, expect, it } from 'vitest'

import { draftPairs } from './values'

describe('draftPairs', () => {
  it('reads pairs as they are stored', () => {
    const stored = [
      ['input_2', 'Zorgcentrum De Linde'],
      ['input_8.1', 'guest-pagers'],
    ]
    expect(draftPairs(stored)).toEqual({ pairs: stored, repaired: false })
  })

  it('turns the rows Payload spread into objects back into pairs, in order', () => {
    const stored = [{ 0: 'input_2', 1: 'Zorgcentrum De Linde' }, ['input_9', '20'], { '0': 'input_59[]', '1': '' }]
    expect(draftPairs(stored)).toEqual({
      pairs: [
        ['input_2', 'Zorgcentrum De Linde'],
        ['input_9', '20'],
        ['input_59[]', ''],
      ],
      repaired: true,
    })
  })

  it('drops rows that are neither shape and reads anything but an array as no values', () => {
    const stored = [
      ['input_1'],
      { 0: 'input_2' },
      { 0: 'input_3', 1: 4 },
      { 0: 'a', 1: 'b', 2: 'c' },
      null,
      'input_4',
      ['x', 'y', 'z'],
    ]
    expect(draftPairs(stored)).toEqual({ pairs: [], repaired: false })
    expect(draftPairs({ 0: ['input_2', 'x'] })).toEqual({ pairs: [], repaired: false })
    expect(draftPairs(null)).toEqual({ pairs: [], repaired: false })
  })
})

import { describe, expect, it } from 'vitest'

import { batchedInsert, formatAddresses } from './outbox'

describe('batchedInsert', () => {
  it('writes the rows handed over in one turn with one call, and gives each its own id', async () => {
    const calls: Record<string, unknown>[][] = []
    let nextId = 10
    const store = batchedInsert(async (rows) => {
      calls.push(rows)
      // Returned in another order than inserted: the ids are matched by their order.
      return rows.map(() => nextId++).reverse()
    })
    const ids = await Promise.all([store({ n: 1 }), store({ n: 2 }), store({ n: 3 })])
    expect(calls).toEqual([[{ n: 1 }, { n: 2 }, { n: 3 }]])
    expect(ids).toEqual([10, 11, 12])
    expect(await store({ n: 4 })).toBe(13)
    expect(calls).toHaveLength(2)
  })

  it('fails every e-mail of a batch that could not be written, and the next batch goes on', async () => {
    let fail = true
    const store = batchedInsert(async (rows) => {
      if (fail) throw new Error('disk full')
      return rows.map((_, i) => i + 1)
    })
    const results = await Promise.allSettled([store({ n: 1 }), store({ n: 2 })])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    fail = false
    expect(await store({ n: 3 })).toBe(1)
  })

  it('refuses a write that stored fewer rows than it was given', async () => {
    const store = batchedInsert(async () => [1])
    await expect(Promise.all([store({}), store({})])).rejects.toThrow('The Outbox stored 1 of 2 e-mails')
  })
})

describe('formatAddresses', () => {
  it('writes nodemailer address shapes as one header value', () => {
    expect(formatAddresses(['a@b.nl', { name: 'Sales', address: 'sales@b.nl' }])).toBe('a@b.nl, Sales <sales@b.nl>')
    expect(formatAddresses(undefined)).toBe('')
  })
})

import { describe, expect, it } from 'vitest'

import { sameTurn } from './same-turn'

describe('sameTurn', () => {
  it('writes the items handed over in one turn with one call, and answers each caller with its own result', async () => {
    const calls: number[][] = []
    const write = sameTurn(async (items: number[]) => {
      calls.push(items)
      return items.map((n) => n * 10)
    })
    expect(await Promise.all([write(1), write(2), write(3)])).toEqual([10, 20, 30])
    expect(calls).toEqual([[1, 2, 3]])
    expect(await write(4)).toBe(40)
    expect(calls).toEqual([[1, 2, 3], [4]])
  })

  it('gathers callers resumed one by one in microtasks of the same I/O callback', async () => {
    const calls: string[][] = []
    const write = sameTurn(async (items: string[]) => {
      calls.push(items)
      return items
    })
    // As a delivery's senders do: each resumed by the same answer, each awaiting before it records.
    const answer = Promise.resolve()
    const senders = ['a', 'b', 'c'].map(async (id, i) => {
      await answer
      for (let n = 0; n < i; n++) await null
      return write(id)
    })
    expect(await Promise.all(senders)).toEqual(['a', 'b', 'c'])
    expect(calls).toEqual([['a', 'b', 'c']])
  })

  it("fails every caller of a write that failed, and the next turn's write goes on", async () => {
    let fail = true
    const write = sameTurn(async (items: number[]) => {
      if (fail) throw new Error('connection lost')
      return items
    })
    const results = await Promise.allSettled([write(1), write(2)])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    fail = false
    expect(await write(3)).toBe(3)
  })

  it('refuses a write that answered fewer items than it was given', async () => {
    const write = sameTurn(async () => [1])
    await expect(Promise.all([write(1), write(2)])).rejects.toThrow('The write answered 1 of 2 items')
  })
})

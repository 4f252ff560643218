import { describe, expect, it } from 'vitest'

import { DefinitionCache } from './definition-cache'

/** A loader that counts its reads and answers `${id}@${read}`. */
function counting() {
  const reads: number[] = []
  const load = (id: number) => async () => {
    reads.push(id)
    return `${id}@${reads.length}`
  }
  return { reads, load }
}

/** A read that ends when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('form definitions kept per generation of the page cache', () => {
  it('reads a form once within a generation', async () => {
    const cache = new DefinitionCache<string>()
    const { reads, load } = counting()
    expect(await cache.get(7, 0, load(7))).toBe('7@1')
    expect(await cache.get(7, 0, load(7))).toBe('7@1')
    expect(await cache.get(8, 0, load(8))).toBe('8@2')
    expect(reads).toEqual([7, 8])
  })

  it('reads it again once the generation has moved on (a content change)', async () => {
    const cache = new DefinitionCache<string>()
    const { reads, load } = counting()
    await cache.get(7, 3, load(7))
    await cache.get(8, 3, load(8))
    expect(await cache.get(7, 4, load(7))).toBe('7@3')
    expect(await cache.get(7, 4, load(7))).toBe('7@3')
    // Every form of the old generation is gone, not only the one asked for.
    expect(await cache.get(8, 4, load(8))).toBe('8@4')
    expect(reads).toEqual([7, 8, 7, 8])
  })

  it('keeps a form that does not exist (null) like any other, until the next change', async () => {
    const cache = new DefinitionCache<string | null>()
    let reads = 0
    const missing = async () => {
      reads++
      return null
    }
    expect(await cache.get(9, 0, missing)).toBeNull()
    expect(await cache.get(9, 0, missing)).toBeNull()
    expect(reads).toBe(1)
    expect(await cache.get(9, 1, missing)).toBeNull()
    expect(reads).toBe(2)
  })

  it('is bounded, the least recently used form first out', async () => {
    const cache = new DefinitionCache<string>(3)
    const { reads, load } = counting()
    for (const id of [1, 2, 3]) await cache.get(id, 0, load(id))
    // 1 is used again, so 2 is now the oldest.
    await cache.get(1, 0, load(1))
    await cache.get(4, 0, load(4))
    expect(cache.size).toBe(3)
    await cache.get(1, 0, load(1))
    await cache.get(3, 0, load(3))
    await cache.get(4, 0, load(4))
    expect(reads).toEqual([1, 2, 3, 4])
    await cache.get(2, 0, load(2))
    expect(reads).toEqual([1, 2, 3, 4, 2])
    expect(cache.size).toBe(3)
  })

  it('lets requests that miss the same form at once share one read', async () => {
    const cache = new DefinitionCache<string>()
    const read = deferred<string>()
    let reads = 0
    const load = () => {
      reads++
      return read.promise
    }
    const answers = Promise.all([cache.get(5, 0, load), cache.get(5, 0, load), cache.get(5, 0, load)])
    read.resolve('five')
    expect(await answers).toEqual(['five', 'five', 'five'])
    expect(reads).toBe(1)
    expect(await cache.get(5, 0, load)).toBe('five')
    expect(reads).toBe(1)
  })

  it('does not keep a read that failed: the next request reads again', async () => {
    const cache = new DefinitionCache<string>()
    const failing = deferred<string>()
    const first = cache.get(5, 0, () => failing.promise)
    const second = cache.get(5, 0, () => Promise.resolve('unused'))
    failing.reject(new Error('database unavailable'))
    await expect(first).rejects.toThrow('database unavailable')
    await expect(second).rejects.toThrow('database unavailable')
    expect(await cache.get(5, 0, async () => 'five')).toBe('five')
    expect(cache.size).toBe(1)
  })

  it('fails a request whose loader throws at once, without keeping anything', async () => {
    const cache = new DefinitionCache<string>()
    await expect(
      cache.get(5, 0, () => {
        throw new Error('no database')
      }),
    ).rejects.toThrow('no database')
    expect(await cache.get(5, 0, async () => 'five')).toBe('five')
  })

  it('does not keep a read that began before a change and ended after it, nor hand it to later requests', async () => {
    const cache = new DefinitionCache<string>()
    const before = deferred<string>()
    const old = cache.get(5, 0, () => before.promise)
    // The editor saved the form while it was being read: requests from now on read it afresh.
    let fresh = 0
    const after = cache.get(5, 1, async () => `saved@${++fresh}`)
    before.resolve('old')
    expect(await old).toBe('old')
    expect(await after).toBe('saved@1')
    expect(await cache.get(5, 1, async () => `saved@${++fresh}`)).toBe('saved@1')
    expect(fresh).toBe(1)
  })

  it('does not keep a read whose generation moved on while it ran, even with no request since', async () => {
    const cache = new DefinitionCache<string>()
    const before = deferred<string>()
    const old = cache.get(5, 0, () => before.promise)
    // Another form asked for after the change moves the cache on; form 5's old read ends later.
    await cache.get(6, 1, async () => 'six')
    before.resolve('old')
    await old
    expect(await cache.get(5, 1, async () => 'new')).toBe('new')
  })
})

import { describe, expect, it, vi } from 'vitest'

import { createHooks } from './client-hooks'

describe('client hooks', () => {
  it('run filters by priority, then in the order they were added', () => {
    const h = createHooks()
    h.addFilter('f', (v: string) => `${v}b`)
    h.addFilter('f', (v: string) => `${v}a`, 5)
    h.addFilter('f', (v: string) => `${v}c`)
    expect(h.applyFilters('f', '')).toBe('abc')
  })

  it('pass extra arguments and keep the value when a filter returns nothing', () => {
    const h = createHooks()
    const seen: unknown[] = []
    h.addFilter('f', (v: { n: number }, extra: string) => {
      seen.push(extra)
      v.n++
    })
    expect(h.applyFilters('f', { n: 1 }, 'x')).toEqual({ n: 2 })
    expect(seen).toEqual(['x'])
  })

  it('await async filters in order', async () => {
    const h = createHooks()
    h.addFilter('f', async (v: number) => {
      await new Promise((r) => setTimeout(r, 5))
      return v * 10
    })
    h.addFilter('f', (v: number) => v + 1)
    await expect(h.applyFiltersAsync('f', 1)).resolves.toBe(11)
  })

  it('report a failing hook and carry on with the value it was given', () => {
    const report = vi.fn()
    const h = createHooks({ report })
    h.addFilter('f', () => {
      throw new Error('broken')
    })
    h.addFilter('f', (v: number) => v + 1)
    expect(h.applyFilters('f', 1)).toBe(2)
    const ran: string[] = []
    h.addAction('a', () => {
      throw new Error('broken')
    })
    h.addAction('a', (x: string) => ran.push(x))
    h.doAction('a', 'ok')
    expect(ran).toEqual(['ok'])
    expect(report).toHaveBeenCalledTimes(2)
  })

  it('remove hooks by tag, or all of a name', () => {
    const h = createHooks()
    const ran: string[] = []
    h.addAction('a', () => ran.push('one'), 10, 'one')
    h.addAction('a', () => ran.push('two'), 10, 'two')
    h.removeAction('a', 'one')
    h.doAction('a')
    expect(ran).toEqual(['two'])
    h.addFilter('f', (v: number) => v + 1, 10, 't')
    h.addFilter('f', (v: number) => v + 2, 20, 't')
    h.removeFilter('f', 20, 't')
    expect(h.applyFilters('f', 0)).toBe(1)
    h.removeFilter('f')
    expect(h.hasFilter('f')).toBe(false)
  })

  it('adopt well-formed hooks a page registered on a stub before the script arrived', () => {
    const ran: string[] = []
    const h = createHooks({
      existing: {
        action: { a: [{ tag: '', callable: () => ran.push('early'), priority: 10 }, { bogus: true }] },
        filter: { f: 'nonsense' },
      },
    })
    h.doAction('a')
    expect(ran).toEqual(['early'])
    expect(h.hasFilter('f')).toBe(false)
  })

  it('treat hook names as plain names', () => {
    const h = createHooks()
    expect(h.applyFilters('constructor', 1)).toBe(1)
    expect(h.hasFilter('__proto__')).toBe(false)
    h.addFilter('__proto__', (v: number) => v + 1)
    expect(h.applyFilters('__proto__', 1)).toBe(2)
  })
})

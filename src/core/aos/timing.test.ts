import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { debounce, throttle } from './timing'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('throttle', () => {
  it('runs at once, then at most once per interval, and ends on the last call', () => {
    const seen: number[] = []
    const t = throttle((n: number) => seen.push(n), 99)
    t(1)
    expect(seen).toEqual([1])
    t(2)
    t(3)
    expect(seen).toEqual([1])
    vi.advanceTimersByTime(98)
    expect(seen).toEqual([1])
    vi.advanceTimersByTime(1)
    expect(seen).toEqual([1, 3])
    vi.advanceTimersByTime(500)
    expect(seen).toEqual([1, 3])
    t(4)
    expect(seen).toEqual([1, 3, 4])
  })

  it('runs steadily through a long burst', () => {
    let runs = 0
    const t = throttle(() => runs++, 99)
    for (let ms = 0; ms < 990; ms += 10) {
      t()
      vi.advanceTimersByTime(10)
    }
    vi.advanceTimersByTime(200)
    expect(runs).toBeGreaterThanOrEqual(10)
    expect(runs).toBeLessThanOrEqual(11)
  })

  it('can be cancelled', () => {
    const fn = vi.fn()
    const t = throttle(fn, 99)
    t()
    t()
    t.cancel()
    vi.advanceTimersByTime(500)
    expect(fn).toHaveBeenCalledTimes(1)
  })
})

describe('debounce', () => {
  it('runs once after the calls stop', () => {
    const fn = vi.fn()
    const d = debounce(fn, 50)
    d()
    vi.advanceTimersByTime(40)
    d()
    vi.advanceTimersByTime(49)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    d()
    d.cancel()
    vi.advanceTimersByTime(100)
    expect(fn).toHaveBeenCalledTimes(1)
  })
})

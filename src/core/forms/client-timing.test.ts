import { describe, expect, it, vi } from 'vitest'

import { FIELD_CHANGE_DEBOUNCE_MS, POST_RENDER_VISIBLE_DEBOUNCE_MS, debounce, type Clock } from './client-timing'

function fakeClock() {
  let now = 0
  let next = 1
  const timers = new Map<number, { at: number; fn: () => void }>()
  const clock: Clock = {
    set: (fn, ms) => {
      const id = next++
      timers.set(id, { at: now + ms, fn })
      return id
    },
    clear: (handle) => void timers.delete(handle as number),
  }
  const advance = (ms: number) => {
    now += ms
    for (const [id, t] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
      if (t.at <= now) {
        timers.delete(id)
        t.fn()
      }
    }
  }
  return { clock, advance, count: () => timers.size }
}

describe('timings', () => {
  it('are the spec values', () => {
    expect(FIELD_CHANGE_DEBOUNCE_MS).toBe(300)
    expect(POST_RENDER_VISIBLE_DEBOUNCE_MS).toBe(200)
  })
})

describe('debounce', () => {
  it('calls once after the last call, with its arguments', () => {
    const { clock, advance } = fakeClock()
    const fn = vi.fn()
    const d = debounce(fn, 300, clock)
    d('a')
    advance(200)
    d('b')
    advance(299)
    expect(fn).not.toHaveBeenCalled()
    expect(d.pending).toBe(true)
    advance(1)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith('b')
    expect(d.pending).toBe(false)
  })

  it('flushes a pending call now and cancels one', () => {
    const { clock, advance, count } = fakeClock()
    const fn = vi.fn()
    const d = debounce(fn, 300, clock)
    d.flush()
    expect(fn).not.toHaveBeenCalled()
    d(1)
    d.flush()
    expect(fn).toHaveBeenCalledWith(1)
    expect(count()).toBe(0)
    d(2)
    d.cancel()
    advance(1000)
    expect(fn).toHaveBeenCalledTimes(1)
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { HOVER_CLOSE_DELAY, HOVER_INTERVAL, HOVER_SENSITIVITY, createHoverIntent, isResting } from './hover-intent'

describe('isResting', () => {
  it('uses the spec constants', () => {
    expect(HOVER_INTERVAL).toBe(100)
    expect(HOVER_SENSITIVITY).toBe(6)
    expect(HOVER_CLOSE_DELAY).toBe(300)
  })

  it('is true only when the pointer moved less than 6 px between samples', () => {
    expect(isResting({ x: 0, y: 0 }, { x: 0, y: 0 })).toBe(true)
    expect(isResting({ x: 0, y: 0 }, { x: 5, y: 0 })).toBe(true)
    expect(isResting({ x: 0, y: 0 }, { x: 6, y: 0 })).toBe(false)
    expect(isResting({ x: 0, y: 0 }, { x: 4, y: 4 })).toBe(true) // 5.66 px
    expect(isResting({ x: 0, y: 0 }, { x: 5, y: 5 })).toBe(false) // 7.07 px
  })
})

describe('createHoverIntent', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const make = () => {
    const events: string[] = []
    const hi = createHoverIntent({ onOver: () => events.push('over'), onOut: () => events.push('out') })
    return { hi, events }
  }

  it('opens when the pointer rests for one interval', () => {
    const { hi, events } = make()
    hi.enter({ x: 10, y: 10 })
    vi.advanceTimersByTime(99)
    expect(events).toEqual([])
    vi.advanceTimersByTime(1)
    expect(events).toEqual(['over'])
    expect(hi.over).toBe(true)
  })

  it('does not open while the pointer keeps moving fast, and opens once it slows down', () => {
    const { hi, events } = make()
    hi.enter({ x: 0, y: 0 })
    for (let i = 1; i <= 5; i++) {
      hi.move({ x: i * 40, y: 0 })
      vi.advanceTimersByTime(100)
    }
    expect(events).toEqual([])
    hi.move({ x: 203, y: 0 })
    vi.advanceTimersByTime(100)
    expect(events).toEqual(['over'])
  })

  it('does not open when the pointer passes across and leaves', () => {
    const { hi, events } = make()
    hi.enter({ x: 0, y: 0 })
    hi.move({ x: 30, y: 0 })
    vi.advanceTimersByTime(50)
    hi.leave()
    vi.advanceTimersByTime(1000)
    expect(events).toEqual([])
  })

  it('closes 300 ms after leaving, and not when the pointer comes back in time', () => {
    const { hi, events } = make()
    hi.enter({ x: 0, y: 0 })
    vi.advanceTimersByTime(100)
    hi.leave()
    vi.advanceTimersByTime(250)
    hi.enter({ x: 1, y: 1 })
    vi.advanceTimersByTime(1000)
    expect(events).toEqual(['over'])
    hi.leave()
    vi.advanceTimersByTime(299)
    expect(events).toEqual(['over'])
    vi.advanceTimersByTime(1)
    expect(events).toEqual(['over', 'out'])
  })

  it('stays closed after a reset until the pointer leaves and comes back', () => {
    const { hi, events } = make()
    hi.enter({ x: 0, y: 0 })
    vi.advanceTimersByTime(100)
    hi.reset()
    hi.move({ x: 1, y: 0 })
    vi.advanceTimersByTime(1000)
    expect(events).toEqual(['over'])
    hi.leave()
    hi.enter({ x: 2, y: 0 })
    vi.advanceTimersByTime(100)
    expect(events).toEqual(['over', 'over'])
  })
})

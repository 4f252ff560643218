import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { waitAtMost } from './bounded'

describe('waitAtMost', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('gives the value of work that ends in time, and leaves no timer behind', async () => {
    const result = waitAtMost(Promise.resolve(7), 1000)
    await expect(result).resolves.toEqual({ done: true, value: 7 })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stops waiting when the time is up', async () => {
    const result = waitAtMost(new Promise(() => undefined), 1000)
    await vi.advanceTimersByTimeAsync(999)
    let settled = false
    void result.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(result).resolves.toEqual({ done: false })
  })

  it('passes on a failure within the time', async () => {
    await expect(waitAtMost(Promise.reject(new Error('broken')), 1000)).rejects.toThrow('broken')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('takes a bound already past as no time at all', async () => {
    const result = waitAtMost(new Promise(() => undefined), -5)
    await vi.advanceTimersByTimeAsync(0)
    await expect(result).resolves.toEqual({ done: false })
  })
})

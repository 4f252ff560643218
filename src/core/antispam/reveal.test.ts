import { describe, expect, it } from 'vitest'

import { mayReveal, POPUP_CLOSE_MS, POPUP_WAIT_MS, popupSteps, REVEAL_IDLE_MS } from './reveal'
import { EMPTY_SIGNALS } from './signals'

const valid = (ageMs: number) => ({ status: 'valid' as const, issuedMs: 0, ageMs })

describe('revealing protected addresses', () => {
  it('shows them after a sign of a person: pointer, key, touch, focus or scroll', () => {
    expect(mayReveal(valid(0), { ...EMPTY_SIGNALS, keys: 1 })).toBe(true)
    expect(mayReveal(valid(0), { ...EMPTY_SIGNALS, scrolls: 1 })).toBe(true)
    expect(mayReveal(valid(0), { ...EMPTY_SIGNALS, focuses: 1 })).toBe(true)
    expect(mayReveal(valid(0), { ...EMPTY_SIGNALS, touches: 1 })).toBe(true)
    expect(mayReveal(valid(0), { ...EMPTY_SIGNALS, mouse: [[1, 2, 3]] })).toBe(true)
  })

  it('shows them to a reader who only looks, once the page token is as old as the idle time', () => {
    expect(REVEAL_IDLE_MS).toBe(2_000)
    expect(mayReveal(valid(REVEAL_IDLE_MS - 1), EMPTY_SIGNALS)).toBe(false)
    expect(mayReveal(valid(REVEAL_IDLE_MS), EMPTY_SIGNALS)).toBe(true)
    expect(mayReveal(valid(REVEAL_IDLE_MS), null)).toBe(true)
  })

  it('never without a good page token', () => {
    const withKeys = { ...EMPTY_SIGNALS, keys: 3 }
    expect(mayReveal({ status: 'missing' }, withKeys)).toBe(false)
    expect(mayReveal({ status: 'invalid' }, withKeys)).toBe(false)
    expect(mayReveal({ status: 'wrong-scope' }, withKeys)).toBe(false)
    expect(mayReveal({ status: 'expired', ageMs: 1e9 }, withKeys)).toBe(false)
  })
})

describe('the decoder’s popup', () => {
  it('shows for 3 s, then closes over the 1,000 ms close delay', () => {
    expect(POPUP_WAIT_MS).toBe(3_000)
    expect(POPUP_CLOSE_MS).toBe(1_000)
    expect(popupSteps()).toEqual([
      { state: 'open', at: 0 },
      { state: 'closing', at: 3_000 },
      { state: 'gone', at: 4_000 },
    ])
  })
})

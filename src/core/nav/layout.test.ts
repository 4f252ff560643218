import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  breakpointCss,
  debounce,
  hashScrollTop,
  hashTargetId,
  isSticky,
  mobileQuery,
  normalizeBreakpoint,
  trapIndex,
} from './layout'

describe('isSticky', () => {
  it('is sticky only past 220 px', () => {
    expect(isSticky(0)).toBe(false)
    expect(isSticky(219)).toBe(false)
    expect(isSticky(220)).toBe(false)
    expect(isSticky(221)).toBe(true)
  })
})

describe('breakpoint', () => {
  it('defaults to 1024 and keeps values within reason', () => {
    expect(normalizeBreakpoint(undefined)).toBe(1024)
    expect(normalizeBreakpoint(null)).toBe(1024)
    expect(normalizeBreakpoint('abc')).toBe(1024)
    expect(normalizeBreakpoint(900.4)).toBe(900)
    expect(normalizeBreakpoint(10)).toBe(320)
    expect(normalizeBreakpoint(99999)).toBe(4000)
  })

  it('makes the media query and the server CSS', () => {
    expect(mobileQuery(1024)).toBe('(max-width: 1023.98px)')
    expect(breakpointCss(900)).toBe('@media (max-width: 899.98px){:root .site-header{--on-desktop: ;--on-mobile:initial}}')
  })
})

describe('hash links', () => {
  it('finds the target id', () => {
    expect(hashTargetId('#specs')).toBe('specs')
    expect(hashTargetId('#caf%C3%A9')).toBe('café')
    expect(hashTargetId('#%E0%A4%A')).toBe('%E0%A4%A')
    expect(hashTargetId('#')).toBeNull()
    expect(hashTargetId('/about#team')).toBeNull()
    expect(hashTargetId(null)).toBeNull()
  })

  it('computes the scroll position', () => {
    // The scroll padding is 100 px above 1200 px and clears the header below (globals.css).
    expect(hashScrollTop(1000, 100)).toBe(900)
    expect(hashScrollTop(1000, 88)).toBe(912)
    expect(hashScrollTop(1000.4, 88)).toBe(912)
    expect(hashScrollTop(50, 88)).toBe(0)
  })
})

describe('trapIndex', () => {
  it('wraps at both ends only', () => {
    expect(trapIndex(4, 5, false)).toBe(0)
    expect(trapIndex(2, 5, false)).toBeNull()
    expect(trapIndex(-1, 5, false)).toBe(0)
    expect(trapIndex(0, 5, true)).toBe(4)
    expect(trapIndex(-1, 5, true)).toBe(4)
    expect(trapIndex(3, 5, true)).toBeNull()
    expect(trapIndex(0, 0, false)).toBeNull()
  })
})

describe('debounce', () => {
  afterEach(() => vi.useRealTimers())
  it('runs once, 100 ms after the last call', () => {
    vi.useFakeTimers()
    const fn = vi.fn()
    const d = debounce(fn)
    d()
    vi.advanceTimersByTime(60)
    d()
    vi.advanceTimersByTime(99)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
  })
})

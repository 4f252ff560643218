import { describe, expect, it } from 'vitest'

import {
  admit,
  delayAfter,
  FORGET_AFTER_MS,
  loginDelayedText,
  MemoryFailures,
  parseLoginSettings,
  staffPasswordProblem,
  staffPasswordTooShortText,
  waitSeconds,
  type FailureRecord,
} from './login-delay'

const options = { freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 60_000 }

function failTimes(n: number, now: number, record?: FailureRecord): FailureRecord | undefined {
  for (let i = 0; i < n; i++) {
    const a = admit(record, now, options)
    if (a.allowed) record = a.record
  }
  return record
}

describe('sign-in delays', () => {
  it('costs nothing for the first failures, then doubles up to the cap', () => {
    expect([1, 2, 3, 4].map((n) => delayAfter(n, options))).toEqual([0, 0, 0, 0])
    expect([5, 6, 7, 8].map((n) => delayAfter(n, options))).toEqual([1000, 2000, 4000, 8000])
    expect(delayAfter(12, options)).toBe(60_000)
    expect(delayAfter(10_000, options)).toBe(60_000)
  })

  it('refuses attempts while a key is shut and admits them afterwards', () => {
    const record = failTimes(5, 1000)
    expect(record!.failures).toBe(5)
    expect(admit(record, 1500, options)).toEqual({ allowed: false, waitSeconds: 1 })
    const next = admit(record, 2000, options)
    expect(next.allowed).toBe(true)
    if (next.allowed) expect(waitSeconds(next.record, 2000)).toBe(2)
  })

  it('forgets a key after a day without attempts', () => {
    const record = failTimes(9, 0)
    const later = admit(record, FORGET_AFTER_MS + 1, options)
    expect(later.allowed && later.record.failures).toBe(1)
  })

  it('keeps keys apart, clears or forgives one on success and bounds how many it holds', () => {
    const store = new MemoryFailures(3)
    for (let i = 0; i < 5; i++) store.attempt('staff@example.com|203.0.113.9', 0, options)
    expect(store.attempt('staff@example.com|203.0.113.9', 0, options)).toEqual({ allowed: false, waitSeconds: 1 })
    expect(store.attempt('staff@example.com|198.51.100.7', 0, options).allowed).toBe(true)
    store.clear('staff@example.com|203.0.113.9')
    expect(store.get('staff@example.com|203.0.113.9', 0)).toBeUndefined()
    // A success gives the attempt back: the fifth, forgiven, does not shut the key.
    for (let i = 0; i < 5; i++) store.attempt('203.0.113.9', 0, options)
    store.forgive('203.0.113.9')
    expect(store.get('203.0.113.9', 0)).toMatchObject({ failures: 4, until: 0 })
    for (let i = 0; i < 10; i++) store.attempt(`k${i}`, 0, options)
    expect(store.size()).toBe(3)
  })

  it('says how long to wait, the same for every account', () => {
    expect(loginDelayedText(1)).toBe('Too many failed sign-in attempts. Please wait 1 second and try again.')
    expect(loginDelayedText(8)).toBe('Too many failed sign-in attempts. Please wait 8 seconds and try again.')
  })

  it('reads its settings, with defaults and a clear error', () => {
    expect(parseLoginSettings({})).toEqual({
      account: { freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 900_000 },
      address: { freeFailures: 20, baseDelayMs: 1000, maxDelayMs: 900_000 },
    })
    expect(parseLoginSettings({ LOGIN_FREE_FAILURES: '3', LOGIN_MAX_DELAY_SECONDS: '60' }).account).toEqual({
      freeFailures: 3,
      baseDelayMs: 1000,
      maxDelayMs: 60_000,
    })
    expect(() => parseLoginSettings({ LOGIN_ADDRESS_FREE_FAILURES: 'many' })).toThrow(
      'LOGIN_ADDRESS_FREE_FAILURES must be a whole number from 1 to 100000 (got "many")',
    )
  })
})

describe('staff passwords', () => {
  it('need at least 12 characters', () => {
    expect(staffPasswordProblem('abc')).toBe(staffPasswordTooShortText)
    expect(staffPasswordProblem('elevenchars')).toBe(staffPasswordTooShortText)
    expect(staffPasswordProblem('twelve-chars')).toBeNull()
    expect(staffPasswordProblem(undefined)).toBeNull()
  })
})

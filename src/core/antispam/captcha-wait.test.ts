import { describe, expect, it } from 'vitest'

import { CAPTCHA_CLIENT_MESSAGES, CAPTCHA_TIMEOUT_MS, waitForToken, type Timers, type TokenOutcome } from './captcha-wait'

/** A clock the test moves by hand. */
function manualTimers() {
  let pending: { fn: () => void; at: number } | null = null
  let now = 0
  const timers: Timers = {
    setTimeout: (fn, ms) => (pending = { fn, at: now + ms }),
    clearTimeout: () => (pending = null),
  }
  const advance = (ms: number) => {
    now += ms
    if (pending && pending.at <= now) {
      const { fn } = pending
      pending = null
      fn()
    }
  }
  return { timers, advance, pending: () => pending }
}

describe('waitForToken', () => {
  it('resolves with the token the callback hands over and stops the timer', async () => {
    const clock = manualTimers()
    const outcome = waitForToken((done) => done({ ok: true, token: 'tok' }), 1_000, clock.timers)
    expect(await outcome).toEqual({ ok: true, token: 'tok' })
    expect(clock.pending()).toBeNull()
  })

  it('waits for a callback that comes later, ignoring later reports', async () => {
    const clock = manualTimers()
    let report: (o: TokenOutcome) => void = () => {}
    const outcome = waitForToken((done) => void (report = done), 1_000, clock.timers)
    report({ ok: true, token: 'late' })
    report({ ok: false, reason: 'error' })
    expect(await outcome).toEqual({ ok: true, token: 'late' })
  })

  it('gives up with timeout when the widget never answers', async () => {
    const clock = manualTimers()
    const outcome = waitForToken(() => undefined, 1_000, clock.timers)
    clock.advance(999)
    clock.advance(1)
    expect(await outcome).toEqual({ ok: false, reason: 'timeout' })
  })

  it('turns an empty token, a throw and a rejected start into an error', async () => {
    const clock = manualTimers()
    expect(await waitForToken((done) => done({ ok: true, token: '' }), 1_000, clock.timers)).toEqual({
      ok: false,
      reason: 'error',
    })
    expect(
      await waitForToken(
        () => {
          throw new Error('no widget')
        },
        1_000,
        clock.timers,
      ),
    ).toEqual({ ok: false, reason: 'error' })
    expect(await waitForToken(() => Promise.reject(new Error('x')), 1_000, clock.timers)).toEqual({ ok: false, reason: 'error' })
  })

  it('reports the widget’s own failure reasons', async () => {
    expect(await waitForToken((done) => done({ ok: false, reason: 'incomplete' }))).toEqual({ ok: false, reason: 'incomplete' })
  })

  it('allows a minute for a challenge and has a message for each failure', () => {
    expect(CAPTCHA_TIMEOUT_MS).toBe(60_000)
    for (const text of Object.values(CAPTCHA_CLIENT_MESSAGES)) expect(text).toMatch(/\.$/)
  })
})

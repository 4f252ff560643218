/**
 * Getting a captcha token at submit time, whatever the provider: the widget is asked (an
 * invisible one executed, a visible one waited for) and its callback awaited, for at most
 * CAPTCHA_TIMEOUT_MS; then the form either posts the token or shows why it cannot. Pure: the
 * widget's start and the timer are passed in, so it is tested without a browser.
 */

/** A person may have to solve a challenge the provider shows: a minute, then the form says so. */
export const CAPTCHA_TIMEOUT_MS = 60_000

export type TokenOutcome = { ok: true; token: string } | { ok: false; reason: 'timeout' | 'error' | 'incomplete' | 'unavailable' }

/** What the form shows above its fields when the captcha gives no token (the submit is not sent). */
export const CAPTCHA_CLIENT_MESSAGES: Record<Exclude<TokenOutcome, { ok: true }>['reason'], string> = {
  unavailable: 'The check that you are a person could not be loaded. Please reload the page and try again.',
  timeout: 'The check that you are a person took too long to answer. Please try again.',
  error: 'The check that you are a person did not succeed. Please try again.',
  incomplete: 'Please complete the captcha to show you are a person.',
}

export type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
}

/**
 * Runs `start(done)` and resolves with the first outcome it reports, or `timeout` after
 * `timeoutMs`. An empty token counts as an error; an exception thrown by `start` (or its
 * promise rejecting) too. Later reports are ignored.
 */
export function waitForToken(
  start: (done: (outcome: TokenOutcome) => void) => void | Promise<void>,
  timeoutMs = CAPTCHA_TIMEOUT_MS,
  timers: Timers = realTimers,
): Promise<TokenOutcome> {
  return new Promise<TokenOutcome>((resolve) => {
    let settled = false
    const finish = (outcome: TokenOutcome) => {
      if (settled) return
      settled = true
      timers.clearTimeout(timer)
      resolve(outcome.ok && !outcome.token ? { ok: false, reason: 'error' } : outcome)
    }
    const timer = timers.setTimeout(() => finish({ ok: false, reason: 'timeout' }), timeoutMs)
    try {
      const p = start(finish)
      if (p && typeof p.then === 'function') p.catch(() => finish({ ok: false, reason: 'error' }))
    } catch {
      finish({ ok: false, reason: 'error' })
    }
  })
}

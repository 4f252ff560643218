/**
 * Behaviour signals: what the browser script observes while a visitor is on a page with a
 * form, and how the server reads them back. The collector (features/antispam/client) keeps
 * mouse positions sampled every 150 ms, at most 50 points, written out every 1200 ms
 * (spec section 9), counts keys, scrolls, focus changes and touches, and measures the time
 * from page load to submit. They travel with the submission as JSON in `sp_signals`, or,
 * in the alternative cookie mode, are saved on the server under a session id (`sp_session`).
 *
 * Nothing here is trusted: a bot can send any JSON. The parser only caps and types it;
 * the scoring (score.ts) gives the event token, which a bot cannot make, the real weight.
 */

/**
 * Spec section 9: local-storage values are fresh for 86 400 s unless the settings say otherwise.
 * Kept here, with no server imports, because the browser script reads it too: token.ts uses
 * node:crypto, and importing from it would bundle a crypto polyfill into every page.
 */
export const DEFAULT_FRESHNESS_SECONDS = 86_400

export const MOUSE_SAMPLE_MS = 150
export const MOUSE_MAX_POINTS = 50
export const SIGNALS_WRITE_MS = 1200

/** The field names a submission carries. */
export const SIGNAL_FIELDS = {
  signals: 'sp_signals',
  token: 'sp_event_token',
  session: 'sp_session',
} as const

export type ClientSignals = {
  /** Mouse positions `[x, y, t]` (t: ms since load), at most 50. */
  mouse: [number, number, number][]
  keys: number
  scrolls: number
  focuses: number
  touches: number
  /** ms from page load to the submission (null when unknown). */
  msToSubmit: number | null
  /** `navigator.webdriver`: the browser says automation drives it. */
  webdriver: boolean
  /** The visitor's cookie mode as the script ran it. */
  cookieMode: 'none' | 'native' | 'alternative'
}

export const EMPTY_SIGNALS: ClientSignals = {
  mouse: [],
  keys: 0,
  scrolls: 0,
  focuses: 0,
  touches: 0,
  msToSubmit: null,
  webdriver: false,
  cookieMode: 'none',
}

const MAX_JSON = 8_192
const count = (v: unknown): number =>
  typeof v === 'number' && Number.isFinite(v) ? Math.min(1e6, Math.max(0, Math.floor(v))) : 0

/** Reads posted signals; null when absent or unreadable (which the scoring treats as "no script"). */
export function parseSignals(raw: string | null | undefined): ClientSignals | null {
  if (!raw || raw.length > MAX_JSON) return null
  let v: unknown
  try {
    v = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null
  const o = v as Record<string, unknown>
  const mouse: [number, number, number][] = []
  if (Array.isArray(o.mouse)) {
    for (const p of o.mouse.slice(0, MOUSE_MAX_POINTS)) {
      if (Array.isArray(p) && p.length === 3 && p.every((n) => typeof n === 'number' && Number.isFinite(n))) {
        mouse.push([p[0] as number, p[1] as number, p[2] as number])
      }
    }
  }
  const ms = o.msToSubmit
  const mode = o.cookieMode
  return {
    mouse,
    keys: count(o.keys),
    scrolls: count(o.scrolls),
    focuses: count(o.focuses),
    touches: count(o.touches),
    msToSubmit: typeof ms === 'number' && Number.isFinite(ms) && ms >= 0 ? Math.floor(ms) : null,
    webdriver: o.webdriver === true,
    cookieMode: mode === 'native' || mode === 'alternative' ? mode : 'none',
  }
}

/** Two sets of signals as one (a page's saved session and what came with the post): the larger counts win. */
export function mergeSignals(a: ClientSignals, b: ClientSignals): ClientSignals {
  return {
    mouse: [...a.mouse, ...b.mouse].slice(-MOUSE_MAX_POINTS),
    keys: Math.max(a.keys, b.keys),
    scrolls: Math.max(a.scrolls, b.scrolls),
    focuses: Math.max(a.focuses, b.focuses),
    touches: Math.max(a.touches, b.touches),
    msToSubmit: b.msToSubmit ?? a.msToSubmit,
    webdriver: a.webdriver || b.webdriver,
    cookieMode: b.cookieMode,
  }
}

/**
 * A mouse path that a hand made: more than two distinct points. A script that moves the
 * pointer once onto the button leaves one or two.
 */
export function mouseMoved(signals: ClientSignals): boolean {
  const distinct = new Set(signals.mouse.map(([x, y]) => `${Math.round(x)}:${Math.round(y)}`))
  return distinct.size > 2
}

/** Any sign of a person at the keyboard, pointer or screen. */
export function interacted(signals: ClientSignals): boolean {
  return signals.keys > 0 || signals.focuses > 0 || signals.touches > 0 || signals.scrolls > 0 || signals.mouse.length > 0
}

/**
 * The collector's mouse buffer: one point per 150 ms sample at most, the latest 50 kept.
 * Pure so it is tested; the browser calls `add` from its sampler.
 */
export function createMouseBuffer(max = MOUSE_MAX_POINTS) {
  const points: [number, number, number][] = []
  return {
    add(x: number, y: number, t: number) {
      const last = points[points.length - 1]
      if (last && last[0] === x && last[1] === y) return
      points.push([Math.round(x), Math.round(y), Math.round(t)])
      if (points.length > max) points.splice(0, points.length - max)
    },
    get points(): [number, number, number][] {
      return points.slice()
    },
  }
}

/**
 * The cookie mode the script runs in: the site's setting, narrowed by the visitor's consent
 * (`<html data-antispam-cookies>`, written by the consent feature): `native` keeps signals
 * in local storage only when the visitor accepted; otherwise the alternative mode keeps them
 * on the server. `none` stores nothing anywhere: signals live only as long as the page.
 */
export function effectiveCookieMode(
  setting: 'none' | 'native' | 'alternative',
  consentMode: string | undefined,
): 'none' | 'native' | 'alternative' {
  if (setting === 'none') return 'none'
  if (setting === 'alternative') return 'alternative'
  return consentMode === 'native' ? 'native' : 'alternative'
}

/** Whether a value stored at `storedAtMs` is still fresh (spec: 86 400 s by default). */
export function isFresh(storedAtMs: number, nowMs: number, freshnessSeconds: number): boolean {
  return Number.isFinite(storedAtMs) && nowMs - storedAtMs >= 0 && nowMs - storedAtMs <= freshnessSeconds * 1000
}

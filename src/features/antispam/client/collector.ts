/**
 * The behaviour collector: mouse positions sampled every 150 ms (at most 50 kept) and
 * written out every 1200 ms, key, scroll, focus and touch counts, and the time since the
 * page loaded. Where it writes depends on the cookie mode (core/antispam/signals.ts):
 * native keeps them in local storage (fresh for 86 400 s by default), alternative sends them
 * to the server under a session id (alt_sessions), none keeps them in this page only.
 * One collector per page, started by the first form that needs it.
 */
import {
  createMouseBuffer,
  effectiveCookieMode,
  isFresh,
  MOUSE_SAMPLE_MS,
  SIGNALS_WRITE_MS,
  type ClientSignals,
} from '../../../core/antispam/signals'
import { DEFAULT_FRESHNESS_SECONDS } from '../../../core/antispam/signals'
import { logError, request } from './request'

const STORAGE_KEY = 'sp_signals'

type Stored = { at: number; signals: ClientSignals }

export type Collector = {
  snapshot: () => ClientSignals
  /** Where signals are written, once the server said which cookie mode the site uses. */
  configure: (setting: 'none' | 'native' | 'alternative', freshnessSeconds?: number) => void
  readonly mode: 'none' | 'native' | 'alternative'
  sessionId: string
}

let collector: Collector | null = null

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

function readStored(freshness: number): ClientSignals | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY)
    if (!raw) return null
    const stored = JSON.parse(raw) as Stored
    return isFresh(stored.at, Date.now(), freshness) ? stored.signals : null
  } catch {
    return null
  }
}

/** Starts collecting in memory; `configure` then says where to keep the signals. */
export function startCollector(): Collector {
  if (collector) return collector
  // Until the server answers, nothing is stored anywhere.
  let mode: 'none' | 'native' | 'alternative' = 'none'
  const loadedAt = performance.timeOrigin
  const counts = { keys: 0, scrolls: 0, focuses: 0, touches: 0 }
  const mouse = createMouseBuffer()
  let pointer: { x: number; y: number } | null = null
  let changed = false
  const sessionId = randomId()

  const on = (type: string, fn: (e: Event) => void) => window.addEventListener(type, fn, { passive: true, capture: true })
  on('pointermove', (e) => {
    pointer = { x: (e as PointerEvent).clientX, y: (e as PointerEvent).clientY }
  })
  on('keydown', () => {
    counts.keys++
    changed = true
  })
  on('scroll', () => {
    counts.scrolls++
    changed = true
  })
  on('focusin', () => {
    counts.focuses++
    changed = true
  })
  on('touchstart', () => {
    counts.touches++
    changed = true
  })
  // Sampling, not every event: a point per 150 ms at most, the latest 50 kept.
  setInterval(() => {
    if (!pointer) return
    mouse.add(pointer.x, pointer.y, Math.round(performance.now()))
    pointer = null
    changed = true
  }, MOUSE_SAMPLE_MS)

  const snapshot = (): ClientSignals => ({
    mouse: mouse.points,
    ...counts,
    msToSubmit: Math.round(Date.now() - loadedAt),
    webdriver: navigator.webdriver === true,
    cookieMode: mode,
  })

  setInterval(() => {
    if (!changed) return
    changed = false
    const signals = snapshot()
    if (mode === 'native') {
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify({ at: Date.now(), signals } satisfies Stored))
      } catch (err) {
        logError(err)
      }
    } else if (mode === 'alternative') {
      void request('alt_sessions', { session_id: sessionId, cookies: signals })
    }
  }, SIGNALS_WRITE_MS)

  const configure = (setting: 'none' | 'native' | 'alternative', freshness = DEFAULT_FRESHNESS_SECONDS) => {
    mode = effectiveCookieMode(setting, document.documentElement.dataset.antispamCookies)
    // Native mode: what earlier pages of this visit saw still counts while it is fresh.
    const earlier = mode === 'native' ? readStored(freshness) : null
    if (earlier) {
      counts.keys = Math.max(counts.keys, earlier.keys)
      counts.scrolls = Math.max(counts.scrolls, earlier.scrolls)
      counts.focuses = Math.max(counts.focuses, earlier.focuses)
      counts.touches = Math.max(counts.touches, earlier.touches)
      const now = mouse.points
      for (const [x, y, t] of [...earlier.mouse, ...now]) mouse.add(x, y, t)
    }
    changed = true
  }

  collector = {
    snapshot,
    configure,
    get mode() {
      return mode
    },
    sessionId,
  }
  return collector
}

/**
 * The form script's timings (spec section 9) and a debounce with a replaceable clock, so the
 * tests need no real timers.
 */

/** Conditional logic is re-evaluated this long after the last keystroke in a text input. */
export const FIELD_CHANGE_DEBOUNCE_MS = 300

/** A form hidden at load fires `gform/post_render` once it has been visible this long. */
export const POST_RENDER_VISIBLE_DEBOUNCE_MS = 200

export type Clock = {
  set: (fn: () => void, ms: number) => unknown
  clear: (handle: unknown) => void
}

export const realClock: Clock = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export type Debounced<A extends unknown[]> = ((...args: A) => void) & {
  /** Runs a pending call now (a change event after typing should not wait). */
  flush: () => void
  cancel: () => void
  readonly pending: boolean
}

/** Calls `fn` once, `ms` after the last call, with the last call's arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number, clock: Clock = realClock): Debounced<A> {
  let handle: unknown
  let waiting = false
  let lastArgs: A | undefined
  const run = () => {
    waiting = false
    handle = undefined
    const args = lastArgs as A
    lastArgs = undefined
    fn(...args)
  }
  const debounced = ((...args: A) => {
    lastArgs = args
    if (waiting) clock.clear(handle)
    waiting = true
    handle = clock.set(run, ms)
  }) as Debounced<A>
  debounced.flush = () => {
    if (!waiting) return
    clock.clear(handle)
    run()
  }
  debounced.cancel = () => {
    if (waiting) clock.clear(handle)
    waiting = false
    handle = undefined
    lastArgs = undefined
  }
  Object.defineProperty(debounced, 'pending', { get: () => waiting })
  return debounced
}

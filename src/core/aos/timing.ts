/** The spec's animate-on-scroll rates (AOS's defaults): scroll work every 99 ms, resize 50 ms after it settles. */
export const SCROLL_THROTTLE = 99
export const RESIZE_DEBOUNCE = 50

type Cancellable<A extends unknown[]> = ((...args: A) => void) & { cancel: () => void }

/**
 * Runs at once, then at most once per `wait`, and once more at the end of a
 * burst, so the last scroll position is always handled (as lodash's throttle,
 * which AOS uses).
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait = SCROLL_THROTTLE): Cancellable<A> {
  let last = -Infinity
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: A | null = null
  const run = (args: A) => {
    last = Date.now()
    pending = null
    fn(...args)
  }
  const throttled = (...args: A) => {
    const since = Date.now() - last
    if (since >= wait && timer === undefined) return run(args)
    pending = args
    timer ??= setTimeout(
      () => {
        timer = undefined
        if (pending) run(pending)
      },
      Math.max(0, wait - since),
    )
  }
  throttled.cancel = () => {
    clearTimeout(timer)
    timer = undefined
    pending = null
  }
  return throttled
}

/** Runs once `wait` ms after the last call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait = RESIZE_DEBOUNCE): Cancellable<A> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const debounced = (...args: A) => {
    clearTimeout(timer)
    timer = setTimeout(() => fn(...args), wait)
  }
  debounced.cancel = () => clearTimeout(timer)
  return debounced
}

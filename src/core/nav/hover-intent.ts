/**
 * Hover intent, as in jQuery hoverIntent: sample the pointer every `interval` ms and
 * report "over" only when it moved less than `sensitivity` px between two samples
 * (the pointer is resting, not passing across). Leaving reports "out" after `timeout` ms,
 * unless the pointer comes back first. Timers are injectable, so this is testable.
 */
export const HOVER_INTERVAL = 100
export const HOVER_SENSITIVITY = 6
export const HOVER_CLOSE_DELAY = 300

export type Point = { x: number; y: number }

/** True when the pointer moved less than `sensitivity` px between two samples. */
export function isResting(previous: Point, current: Point, sensitivity = HOVER_SENSITIVITY): boolean {
  return Math.hypot(current.x - previous.x, current.y - previous.y) < sensitivity
}

type Timers = {
  set: (fn: () => void, ms: number) => unknown
  clear: (handle: unknown) => void
}

export type HoverIntentOptions = {
  onOver: () => void
  onOut: () => void
  interval?: number
  sensitivity?: number
  timeout?: number
  timers?: Timers
}

export type HoverIntent = {
  enter(p: Point): void
  move(p: Point): void
  leave(): void
  /** Forget everything (the panel was closed some other way); the pointer must leave and come back to reopen. */
  reset(): void
  readonly over: boolean
}

const defaultTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
}

export function createHoverIntent(options: HoverIntentOptions): HoverIntent {
  const interval = options.interval ?? HOVER_INTERVAL
  const sensitivity = options.sensitivity ?? HOVER_SENSITIVITY
  const timeout = options.timeout ?? HOVER_CLOSE_DELAY
  const timers = options.timers ?? defaultTimers
  let over = false
  let previous: Point = { x: 0, y: 0 }
  let current: Point = { x: 0, y: 0 }
  let poll: unknown = null
  let out: unknown = null

  const stop = (h: unknown) => {
    if (h !== null) timers.clear(h)
    return null
  }
  const compare = () => {
    poll = null
    if (isResting(previous, current, sensitivity)) {
      over = true
      options.onOver()
    } else {
      previous = current
      poll = timers.set(compare, interval)
    }
  }

  return {
    enter(p) {
      out = stop(out)
      current = p
      if (over || poll !== null) return
      previous = p
      poll = timers.set(compare, interval)
    },
    move(p) {
      current = p
    },
    leave() {
      poll = stop(poll)
      if (!over || out !== null) return
      out = timers.set(() => {
        out = null
        over = false
        options.onOut()
      }, timeout)
    },
    reset() {
      poll = stop(poll)
      out = stop(out)
      over = false
    },
    get over() {
      return over
    },
  }
}

/**
 * Lazily loaded script chunks (spec sections 7 and 8): a chunk that does not arrive within
 * 120,000 ms, whose request fails, or that arrives without what it should hold, is a
 * `ChunkLoadError` of type `timeout`, `error` or `missing`. A failure is not remembered: the
 * next `load` of the same chunk asks the network again, which is what a visitor's "Try again"
 * does. Pure (timers injected), so the timeout is tested with fake timers.
 */

/** Spec section 9: chunk load timeout. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

export const CHUNK_ERROR_TYPES = ['missing', 'timeout', 'error'] as const
export type ChunkErrorType = (typeof CHUNK_ERROR_TYPES)[number]

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError'
  constructor(
    /** Which chunk: the loader's name for it (`products`, `sanitizer`, …). */
    readonly chunk: string,
    readonly type: ChunkErrorType,
    /** What the underlying loader said, when it said something. */
    readonly detail = '',
  ) {
    super(`Loading chunk ${chunk} failed. (${type}${detail ? `: ${detail}` : ''})`)
  }
}

export type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/**
 * The type of a failure from a bundler's loader: webpack's own `ChunkLoadError` carries it
 * (`missing` when the script ran but did not register the chunk); Turbopack's and a browser's
 * failed `import()` are network errors (`error`); a timeout anywhere is `timeout`.
 */
export function chunkErrorType(error: unknown): ChunkErrorType {
  if (error instanceof ChunkLoadError) return error.type
  const e = error as { type?: unknown; name?: unknown; message?: unknown } | null
  if (e && typeof e === 'object') {
    if (typeof e.type === 'string' && (CHUNK_ERROR_TYPES as readonly string[]).includes(e.type)) return e.type as ChunkErrorType
    if (typeof e.message === 'string' && /timed? ?out/i.test(e.message)) return 'timeout'
  }
  return 'error'
}

function detailOf(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return message.split('\n')[0]!.slice(0, 300)
}

export type LoadOptions<T> = {
  timeoutMs?: number
  timers?: Timers
  /** Whether what arrived is the chunk's module (an export it must have); otherwise `missing`. */
  check?: (module: T) => boolean
}

/**
 * Runs `importer` (a dynamic `import()`), gives up after the timeout, and turns every failure
 * into a `ChunkLoadError`. A late answer after the timeout is ignored: the caller has already
 * shown the retry, and a retry asks again.
 */
export function loadChunk<T>(chunk: string, importer: () => Promise<T>, options: LoadOptions<T> = {}): Promise<T> {
  const timers = options.timers ?? realTimers
  const timeoutMs = options.timeoutMs ?? CHUNK_LOAD_TIMEOUT_MS
  return new Promise<T>((resolve, reject) => {
    let settled = false
    const handle = timers.setTimeout(() => {
      if (settled) return
      settled = true
      reject(new ChunkLoadError(chunk, 'timeout', `no answer within ${timeoutMs} ms`))
    }, timeoutMs)
    const finish = (fn: () => void) => {
      if (settled) return
      settled = true
      timers.clearTimeout(handle)
      fn()
    }
    let started: Promise<T>
    try {
      started = importer()
    } catch (error) {
      finish(() => reject(new ChunkLoadError(chunk, chunkErrorType(error), detailOf(error))))
      return
    }
    started.then(
      (module) =>
        finish(() => {
          if (module === null || module === undefined || (options.check && !options.check(module))) {
            reject(new ChunkLoadError(chunk, 'missing', 'the chunk arrived without its module'))
          } else resolve(module)
        }),
      (error: unknown) => finish(() => reject(new ChunkLoadError(chunk, chunkErrorType(error), detailOf(error)))),
    )
  })
}

/**
 * One loader per page: each chunk is fetched once while it works (every caller shares the same
 * promise), and a failed one is forgotten, so the next `load` (the visitor's "Try again") asks
 * the network again.
 */
export function createChunkLoader(defaults: Omit<LoadOptions<unknown>, 'check'> = {}) {
  const pending = new Map<string, Promise<unknown>>()
  return {
    load<T>(chunk: string, importer: () => Promise<T>, check?: (module: T) => boolean): Promise<T> {
      const known = pending.get(chunk) as Promise<T> | undefined
      if (known) return known
      const started = loadChunk(chunk, importer, { ...defaults, check } as LoadOptions<T>)
      pending.set(chunk, started)
      started.catch(() => {
        if (pending.get(chunk) === started) pending.delete(chunk)
      })
      return started
    },
  }
}

/**
 * Waiting for SQLite's write lock without blocking the event loop.
 *
 * libsql runs every statement synchronously under its promise API, so SQLite's own busy
 * timeout waits for another writer (a second process, a backup, the sqlite3 shell) with the
 * whole process stopped: while it waited, a cached page took seconds instead of milliseconds.
 * The site's connections therefore run without a busy timeout: a statement that finds the
 * database locked fails at once with SQLITE_BUSY, having changed nothing, and is tried again
 * after a pause on a timer (2 ms, doubling, at most 100 ms apart) until the lock is free or the
 * wait has lasted SQLITE_LOCK_WAIT_MS. Past that the error is passed on, and the request is
 * answered with the site's 503 ("cannot take this request right now", core/http/unavailable.ts).
 */

/** The first pause after a locked attempt; each next one doubles, up to LOCK_RETRY_MAX_MS. */
export const LOCK_RETRY_FIRST_MS = 2
export const LOCK_RETRY_MAX_MS = 100
/** How long a statement waits for the lock in all, unless SQLITE_LOCK_WAIT_MS says otherwise. */
export const DEFAULT_LOCK_WAIT_MS = 10_000

/** Whether an error is SQLite's "database is locked" (SQLITE_BUSY, also wrapped by the client or the ORM). */
export function isSqliteBusy(err: unknown): boolean {
  let current: unknown = err
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; rawCode?: unknown; cause?: unknown }
    if (typeof e.code === 'string' && e.code.startsWith('SQLITE_BUSY')) return true
    // The primary result code of every SQLITE_BUSY_* extended code.
    if (typeof e.rawCode === 'number' && (e.rawCode & 0xff) === 5) return true
    current = e.cause
  }
  return false
}

/**
 * The pause before the next attempt, or null when the wait is over: `attempt` counts the locked
 * attempts so far (1 after the first), `waitedMs` is the time since the first one.
 */
export function lockRetryDelay(attempt: number, waitedMs: number, maxWaitMs: number): number | null {
  if (waitedMs >= maxWaitMs) return null
  const delay = Math.min(LOCK_RETRY_MAX_MS, LOCK_RETRY_FIRST_MS * 2 ** Math.max(0, attempt - 1))
  return Math.max(0, Math.min(delay, maxWaitMs - waitedMs))
}

export type LockWaitClock = { now: () => number; sleep: (ms: number) => Promise<void> }

const realClock: LockWaitClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}

/**
 * Runs `attempt` until it does not fail with SQLITE_BUSY, pausing on a timer between tries, for
 * at most `maxWaitMs` in all; then its last error is thrown. Only for attempts that change
 * nothing when they fail busy: a single statement, or a batch run as one transaction.
 */
export async function retryWhileBusy<T>(
  attempt: () => Promise<T>,
  maxWaitMs: number,
  clock: LockWaitClock = realClock,
): Promise<T> {
  let started: number | null = null
  for (let tries = 1; ; tries++) {
    try {
      return await attempt()
    } catch (error) {
      if (!isSqliteBusy(error)) throw error
      started ??= clock.now()
      const delay = lockRetryDelay(tries, clock.now() - started, maxWaitMs)
      if (delay === null) throw error
      await clock.sleep(delay)
    }
  }
}

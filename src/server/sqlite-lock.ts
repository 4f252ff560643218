/**
 * Payload's SQLite client waits for another process's write lock on timers, never on the event
 * loop (core/db/lock-wait.ts explains why).
 *
 * @payloadcms/db-sqlite creates its libsql client in `connect()` (`this.client = createClient(…)`)
 * and hands that object to drizzle, which calls its `execute`, `batch`, `migrate` and
 * `transaction`. The adapter is given no busy timeout, so SQLite's is 0 and a locked statement
 * fails at once with SQLITE_BUSY having changed nothing; the client assigned to the adapter is
 * wrapped on assignment, so every statement of Payload's, from its first PRAGMA on, is tried
 * again after a pause until the lock is free or SQLITE_LOCK_WAIT_MS have passed. Then the
 * SQLITE_BUSY error goes on to the request, which answers 503 (core/http/unavailable.ts).
 *
 * Each of these fails busy without a change: `execute` runs one statement; `batch` and
 * `migrate` run theirs between BEGIN and COMMIT and roll back on any error; `transaction`
 * fails at its BEGIN. `executeMultiple` (only Payload's dropDatabase) is left as it is, since
 * a script failing half-way cannot simply be run again.
 */
import type { DatabaseAdapterObj } from 'payload'

import { retryWhileBusy } from '../core/db/lock-wait'

type Client = Record<'execute' | 'batch' | 'migrate' | 'transaction', (...args: unknown[]) => Promise<unknown>>

const WRAPPED = Symbol('waits for SQLite locks on timers')

/** Wraps the client's statement methods in place (drizzle holds this same object). */
export function waitForLocksOnTimers<T extends object>(client: T, maxWaitMs: number): T {
  const target = client as T & Partial<Client> & { [WRAPPED]?: true }
  if (target[WRAPPED]) return client
  for (const method of ['execute', 'batch', 'migrate', 'transaction'] as const) {
    const original = target[method]
    if (typeof original !== 'function') continue
    const bound = original.bind(client)
    target[method] = (...args: unknown[]) => retryWhileBusy(() => bound(...args), maxWaitMs)
  }
  target[WRAPPED] = true
  return client
}

/**
 * The SQLite adapter with its client's lock waits on timers: the adapter object Payload creates
 * gets a `client` property that wraps whatever client `connect()` assigns to it.
 */
export function sqliteWithLockWaits<A extends DatabaseAdapterObj>(adapterObj: A, maxWaitMs: number): A {
  const init = adapterObj.init
  return {
    ...adapterObj,
    init: (args: Parameters<typeof init>[0]) => {
      const adapter = init(args)
      // Read by the submissions' own writer connection (server/transaction.ts).
      ;(adapter as { lockWaitMs?: number }).lockWaitMs = maxWaitMs
      let client: unknown = (adapter as { client?: unknown }).client
      Object.defineProperty(adapter, 'client', {
        configurable: true,
        enumerable: true,
        get: () => client,
        set: (value: unknown) => {
          client = value && typeof value === 'object' ? waitForLocksOnTimers(value, maxWaitMs) : value
        },
      })
      return adapter
    },
  }
}

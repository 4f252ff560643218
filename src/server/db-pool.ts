import type { EventEmitter } from 'node:events'

import type { Payload } from 'payload'

/**
 * PostgreSQL's pool (node-postgres) emits 'error' when a connection dies while it is not
 * running a query: on the pool for an idle connection, on the client itself for one a request
 * holds between two queries (inside a transaction). Neither has a listener in Payload's
 * adapter, and an 'error' without a listener is an uncaught exception: a PostgreSQL restart
 * filled the log with them. The request that holds such a client still sees the failure, since
 * its next query is refused ("not queryable") and answered 503; the pool opens new connections
 * once the server is back. So one line in the log per outage is all these need.
 */
export function watchDatabasePool(payload: Payload): void {
  const pool = (payload.db as unknown as { pool?: EventEmitter }).pool
  if (!pool || typeof pool.on !== 'function') return
  let lastReport = 0
  const report = (err: unknown) => {
    const now = Date.now()
    if (now - lastReport < 10_000) return
    lastReport = now
    payload.logger.warn(
      `Database: a connection was lost (${err instanceof Error ? err.message : String(err)}); new ones are opened as needed`,
    )
  }
  pool.on('error', report)
  pool.on('connect', (client: EventEmitter) => client.on('error', report))
}

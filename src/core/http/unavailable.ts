/**
 * Whether an error means the database cannot be reached right now (PostgreSQL restarting,
 * refusing connections, a dropped connection; SQLite locked past its busy timeout), as
 * opposed to a bug. Such requests are answered 503 with a Retry-After and a message, so a
 * visitor knows to try again and nothing half-written is kept: the failed write never
 * committed. The error is looked for through `cause` chains, since the database drivers'
 * errors arrive wrapped by the ORM and by Payload.
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
])
// PostgreSQL SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutting down, starting up).
const SQLSTATE = /^(08\d{3}|57P0[1-4]|53300)$/
const MESSAGES =
  /connection terminated|terminating connection|the database system is (starting up|shutting down|in recovery mode)|timeout exceeded when trying to connect|connection refused|Client has encountered a connection error|Client was closed and is not queryable|database is locked/i
// Payload's SQL adapters rethrow a failed BEGIN as a new Error that keeps only the driver's
// message ("Error: cannot begin transaction: connect ECONNREFUSED 127.0.0.1:5432"): no code, no
// cause. The socket error codes are therefore also looked for in a message, as whole words.
const CODE_IN_MESSAGE = /\b(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EAI_AGAIN|SQLITE_BUSY|SQLITE_LOCKED)\b/

export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err
  for (let depth = 0; depth < 6 && current; depth++) {
    if (typeof current !== 'object') return false
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
    if (typeof e.code === 'string' && (CONNECTION_CODES.has(e.code) || SQLSTATE.test(e.code))) return true
    if (typeof e.message === 'string' && (MESSAGES.test(e.message) || CODE_IN_MESSAGE.test(e.message))) return true
    // AggregateError (a connection tried on several addresses).
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true
    current = e.cause
  }
  return false
}

export const UNAVAILABLE_MESSAGE = 'The site cannot take this request right now. Please try again in a minute; nothing was saved.'
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30

/**
 * Several writes as one transaction, on SQLite and PostgreSQL alike, for the hot paths that
 * write plain rows (server/sql.ts): a form submission's entry, answers, files, draft and
 * e-mails.
 *
 * Why not Payload's transactions: on PostgreSQL Payload's adapter reports a COMMIT lost with the
 * connection as a success, so drizzle's transaction (which Payload's wraps) is used directly. On
 * SQLite Payload runs without transactions unless `transactionOptions` is set,
 * and with it each transaction hands the client's connection away and the next statement opens
 * a new one (libsql's client), cold caches and all; worse, a second transaction's `BEGIN` or a
 * write on the main connection waits for SQLite's lock synchronously, on the event loop, while
 * the transaction holding it waits for that same event loop to continue: the process stalls for
 * the busy timeout. So on SQLite the writes run here on one writer connection of their own,
 * from `BEGIN IMMEDIATE` to `COMMIT` without yielding to the event loop: no other code can run
 * in between, so nothing in this process can wait for the lock held, and a statement that fails
 * rolls all of them back. It is also one commit (one sync of the WAL) for all of them instead of
 * one per statement, and the submissions of one turn of the event loop share that commit (group
 * commit, each under its own savepoint: see inNextCommit).
 *
 * The writes are described once, as a generator of statements (drizzle query builders over
 * Payload's tables, each ending in `.returning({ id })`), and run by either driver: the SQLite
 * one steps through it synchronously, the PostgreSQL one awaits each statement in a drizzle
 * transaction on a pooled connection. A step receives the ids its statement returned.
 */
import Database from 'libsql'
import type { Payload } from 'payload'

import type { Built, Id, PlainDb } from './sql'

/** One step: the statement to run, built on the database handle given (awaited on PostgreSQL, its
 * SQL run directly on SQLite). It ends in `.returning({ id })`, or returns nothing. */
export type Step = (db: PlainDb) => Built<unknown>

/** The writes: yields steps, receives each step's returned ids, returns what the caller needs. */
export type Writes<T> = Generator<Step, T, Array<{ id: Id }>>

type SqliteAdapter = { name: string; clientConfig?: { url?: string }; wal?: { synchronous?: string }; busyTimeout?: number }

/**
 * Runs the writes as one transaction and resolves with the generator's result once committed;
 * rejects when anything, the COMMIT included, failed: then nothing was kept, but for the case no
 * client can tell apart, a COMMIT the server carried out as the connection to it dropped.
 */
export async function transaction<T>(payload: Payload, writes: () => Writes<T>): Promise<T> {
  const adapter = payload.db as unknown as SqliteAdapter & { drizzle: TransactionalDb }
  if (adapter.name === 'sqlite') {
    const file = sqliteFile(adapter)
    if (file) return inNextCommit(payload, connection(payload, file), writes)
    // An in-memory database (tests only): a second connection would open another, empty one.
    return runAwaited(adapter.drizzle, writes())
  }
  // drizzle's own transaction rather than Payload's: Payload's adapter reports a COMMIT that failed
  // with the connection as a success, which took a read-back of the entry after every commit to
  // catch; drizzle's rejects.
  return adapter.drizzle.transaction((tx) => runAwaited(tx, writes()))
}

async function runAwaited<T>(db: PlainDb, steps: Writes<T>): Promise<T> {
  let next = steps.next()
  while (!next.done) next = steps.next((await next.value(db)) as Array<{ id: Id }>)
  return next.value
}

type TransactionalDb = PlainDb & { transaction: <R>(body: (tx: PlainDb) => Promise<R>) => Promise<R> }

/** The SQLite database file of Payload's adapter, or null for an in-memory database. */
function sqliteFile(adapter: SqliteAdapter): string | null {
  const url = adapter.clientConfig?.url ?? ''
  if (!url.startsWith('file:') || url.includes(':memory:')) return null
  return decodeURIComponent(url.slice('file:'.length).replace(/^\/\/(?=\/)/, ''))
}

type Connection = {
  db: Database.Database
  statements: Map<string, Database.Statement>
}

const connections = new Map<string, Connection>()
/** Prepared statements kept per connection (the submission's statements differ only by row count). */
const STATEMENT_CACHE = 64

function connection(payload: Payload, file: string): Connection {
  let conn = connections.get(file)
  if (conn?.db.open) return conn
  const adapter = payload.db as unknown as SqliteAdapter
  const db = new Database(file)
  // As the adapter sets up its own connection (payload.config.ts): wait for a writer in another
  // process rather than fail, and sync the WAL at each commit (a confirmed entry survives a power cut).
  db.exec(`PRAGMA busy_timeout = ${Math.max(0, Math.trunc(adapter.busyTimeout ?? 10_000))}`)
  const synchronous = /^(OFF|NORMAL|FULL|EXTRA)$/i.test(adapter.wal?.synchronous ?? '') ? adapter.wal!.synchronous! : 'FULL'
  db.exec(`PRAGMA synchronous = ${synchronous}`)
  conn = { db, statements: new Map() }
  connections.set(file, conn)
  return conn
}

function prepared(conn: Connection, sql: string): Database.Statement {
  let statement = conn.statements.get(sql)
  if (!statement) {
    if (conn.statements.size >= STATEMENT_CACHE) conn.statements.clear()
    statement = conn.db.prepare(sql)
    conn.statements.set(sql, statement)
  }
  return statement
}

/** Writes waiting for the connection's next commit. */
type Pending = { writes: () => Writes<unknown>; resolve: (value: unknown) => void; reject: (err: unknown) => void }
const pendingOf = new WeakMap<Connection, Pending[]>()

/**
 * Group commit: the writes of every submission that arrives within one turn of the event loop go
 * into one SQLite transaction, each under a savepoint of its own, so one sync of the log at COMMIT
 * (SQLite's synchronous = FULL: a confirmed entry survives a power cut) stands for all of them;
 * measured under load a COMMIT blocked the event loop for about 0.7 ms. A submission whose writes
 * fail is rolled back to its savepoint and fails alone; a COMMIT that fails fails them all.
 */
function inNextCommit<T>(payload: Payload, conn: Connection, writes: () => Writes<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let pending = pendingOf.get(conn)
    if (!pending) pendingOf.set(conn, (pending = []))
    pending.push({ writes, resolve: resolve as (value: unknown) => void, reject })
    if (pending.length === 1) setImmediate(() => commitPending(payload, conn))
  })
}

function commitPending(payload: Payload, conn: Connection): void {
  const batch = (pendingOf.get(conn) ?? []).splice(0)
  const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = []
  try {
    conn.db.exec('BEGIN IMMEDIATE')
    for (const item of batch) {
      conn.db.exec('SAVEPOINT submission')
      try {
        outcomes.push({ ok: true, value: runSteps(payload, conn, item.writes()) })
        conn.db.exec('RELEASE submission')
      } catch (error) {
        conn.db.exec('ROLLBACK TO submission')
        conn.db.exec('RELEASE submission')
        outcomes.push({ ok: false, error })
      }
    }
    conn.db.exec('COMMIT')
  } catch (error) {
    // BEGIN (the database locked past the busy timeout) or COMMIT failed: nothing was kept.
    try {
      if (conn.db.inTransaction) conn.db.exec('ROLLBACK')
    } catch {
      // The connection is unusable; the error below is what the callers hear.
    }
    for (const item of batch) item.reject(error)
    return
  }
  batch.forEach((item, i) => {
    const outcome = outcomes[i]!
    if (outcome.ok) item.resolve(outcome.value)
    else item.reject(outcome.error)
  })
}

/** Steps through one submission's writes on the connection, inside the open transaction. */
function runSteps<T>(payload: Payload, conn: Connection, steps: Writes<T>): T {
  // The statements are built by the adapter's own drizzle (the same SQL and parameter mapping
  // as Payload's writes) and run here.
  const builder = (payload.db as unknown as { drizzle: PlainDb }).drizzle
  try {
    let next = steps.next()
    while (!next.done) {
      const { sql, params } = next.value(builder).toSQL()
      const statement = prepared(conn, sql)
      const rows = (statement.reader ? statement.all(params) : (statement.run(params), [])) as Array<{ id: Id }>
      next = steps.next(rows)
    }
    return next.value
  } finally {
    // A generator left half-way (an error) runs its own cleanup.
    steps.return(undefined as T)
  }
}

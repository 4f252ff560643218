/**
 * Several writes as one transaction, on SQLite and PostgreSQL alike, for the hot paths that
 * write plain rows (server/sql.ts): a form submission's entry, answers, files, draft and
 * e-mails.
 *
 * Why not Payload's transactions: on PostgreSQL Payload's adapter reports a COMMIT lost with the
 * connection as a success. On SQLite Payload runs without transactions unless
 * `transactionOptions` is set, and with it each transaction hands the client's connection away
 * and the next statement opens a new one (libsql's client), cold caches and all; worse, a second
 * transaction's `BEGIN` or a write on the main connection waits for SQLite's lock synchronously,
 * on the event loop, while the transaction holding it waits for that same event loop to
 * continue: the process stalls for the busy timeout.
 *
 * So on SQLite the writes run here on one writer connection of their own, from `BEGIN IMMEDIATE`
 * to `COMMIT` without yielding to the event loop: no other code can run in between, so nothing in
 * this process can wait for the lock held, and a statement that fails rolls all of them back.
 * Another process holding the lock (a second writer, a backup) is waited for on timers: the
 * connection has no busy timeout, a `BEGIN IMMEDIATE` that finds the database locked fails at once
 * and is tried again after a pause, for at most SQLITE_LOCK_WAIT_MS (core/db/lock-wait.ts). It
 * is also one commit (one sync of the WAL) for all of them instead of one per statement, and the
 * submissions of one turn of the event loop share that commit (group commit, each under its own
 * savepoint: see inNextCommit).
 *
 * On PostgreSQL the writes are one statement: each write a data-modifying `WITH` query of it
 * (see oneStatement), which the server carries out whole or not at all, in one round trip instead
 * of one per statement plus `BEGIN` and `COMMIT`. No write can see what another returned, so an
 * id a later write refers to is taken from its sequence first (newId).
 *
 * The writes are described once, as a generator of statements over Payload's tables (drizzle's
 * query builders, or server/sql.ts's insertStatement), and run by either driver. A step receives the ids its statement returned
 * on SQLite, and nothing on PostgreSQL.
 */
import Database from 'libsql'
import type { Payload } from 'payload'

import { getTableName } from '@payloadcms/db-sqlite/drizzle'

import { DEFAULT_LOCK_WAIT_MS, isSqliteBusy, lockRetryDelay } from '../core/db/lock-wait'

import type { Id, PlainDb, PlainTable, Statement } from './sql'

/** One step: the statement to run, built on the database handle given (its SQL is run by the
 * drivers here). It ends in `.returning({ id })`, or returns nothing. */
export type Step = (db: PlainDb) => Statement

/** The writes: yields steps, receives each step's returned ids (on SQLite; an empty list on
 * PostgreSQL, see newId), returns what the caller needs. */
export type Writes<T> = Generator<Step, T, Array<{ id: Id }>>

type SqliteAdapter = {
  name: string
  clientConfig?: { url?: string }
  wal?: { synchronous?: string }
  /** SQLITE_LOCK_WAIT_MS, as server/sqlite-lock.ts gave it to the adapter. */
  lockWaitMs?: number
  client: { execute: (query: { sql: string; args: unknown[] }) => Promise<{ rows: unknown[] }> }
}

/**
 * Runs the writes as one transaction and resolves with the generator's result once committed;
 * rejects when anything, the COMMIT included, failed: then nothing was kept, but for the case no
 * client can tell apart, a COMMIT the server carried out as the connection to it dropped.
 */
export async function transaction<T>(payload: Payload, writes: () => Writes<T>): Promise<T> {
  const adapter = payload.db as unknown as SqliteAdapter & PostgresAdapter & { drizzle: PlainDb }
  if (adapter.name === 'sqlite') {
    const file = sqliteFile(adapter)
    if (file) return inNextCommit(payload, connection(payload, file), writes)
    // An in-memory database (tests only): a second connection would open another, empty one, so
    // the statements go one by one through the adapter's own client, without a transaction.
    return runOneByOne(adapter, writes())
  }
  return oneStatement(adapter, writes())
}

async function runOneByOne<T>(adapter: SqliteAdapter & { drizzle: PlainDb }, steps: Writes<T>): Promise<T> {
  let next = steps.next()
  while (!next.done) {
    const { sql, params } = next.value(adapter.drizzle).toSQL()
    const { rows } = await adapter.client.execute({ sql, args: params })
    next = steps.next(rows as Array<{ id: Id }>)
  }
  return next.value
}

type PostgresAdapter = {
  drizzle: PlainDb
  pool: { query: (text: string, params: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }> }
}

/**
 * PostgreSQL: the writes as one statement, `WITH "w0" AS (<write>), "w1" AS (<write>) … SELECT 1`.
 * Every data-modifying `WITH` query runs exactly once and to completion, and the statement is its
 * own transaction, so all of them are kept or none; foreign keys are checked at its end, when the
 * rows they point to are there. It replaces `BEGIN`, a round trip per write and `COMMIT` (six
 * round trips a submission; one statement took the submissions benchmark from 124 to 152–174 a
 * second on the same host, docs/PERFORMANCE.md).
 */
async function oneStatement<T>(adapter: PostgresAdapter, steps: Writes<T>): Promise<T> {
  const parts: string[] = []
  const params: unknown[] = []
  let next = steps.next()
  while (!next.done) {
    const built = next.value(adapter.drizzle).toSQL()
    parts.push(`"w${parts.length}" AS (${shifted(built.sql, params.length)})`)
    params.push(...built.params)
    next = steps.next([])
  }
  if (parts.length > 0) await adapter.pool.query(`WITH ${parts.join(', ')} SELECT 1`, params)
  return next.value
}

/** renumber's results, by offset and SQL: a submission's statements and offsets recur. */
const shiftedSql = new Map<string, string>()

function shifted(sql: string, offset: number): string {
  if (offset === 0) return sql
  const key = `${offset} ${sql}`
  let result = shiftedSql.get(key)
  if (result === undefined) {
    if (shiftedSql.size >= 256) shiftedSql.clear()
    shiftedSql.set(key, (result = renumber(sql, offset)))
  }
  return result
}

/**
 * Shifts a statement's placeholders (`$1` …) by `offset`, for its parameters follow those of the
 * statements before it. Quoted identifiers and string literals are passed over whole.
 */
export function renumber(sql: string, offset: number): string {
  if (offset === 0) return sql
  return sql.replace(
    /("(?:[^"]|"")*"|'(?:[^']|'')*')|\$(\d+)/g,
    (match, quoted: string | undefined, n: string) => quoted ?? `$${Number(n) + offset}`,
  )
}

type IdBlock = { ids: number[]; size: number; lastRefill: number; refill?: Promise<void> }
const idBlocks = new WeakMap<object, Map<string, IdBlock>>()
/** At most this many ids are taken from a sequence at once. */
const MAX_ID_BLOCK = 64

/**
 * The id of a row about to be inserted into `table` by the writes: on PostgreSQL taken from the
 * table's sequence beforehand, since a write there cannot see the ids another returned (see
 * oneStatement); on SQLite null, and the insert's `RETURNING` tells it.
 *
 * Ids are taken one at a time while a site is quiet. Under load, one round trip takes a block for
 * the submissions that follow (the block doubles while refills come less than a second apart, up
 * to MAX_ID_BLOCK, and falls back to one when they do not): a restart loses at most the rest of
 * a block, gaps such as a sequence has anyway after a failed insert.
 */
export async function newId(payload: Payload, table: PlainTable): Promise<Id | null> {
  if (payload.db.name === 'sqlite') return null
  const adapter = payload.db as unknown as PostgresAdapter
  let blocks = idBlocks.get(adapter)
  if (!blocks) idBlocks.set(adapter, (blocks = new Map()))
  const name = getTableName(table as never)
  let block = blocks.get(name)
  if (!block) blocks.set(name, (block = { ids: [], size: 1, lastRefill: 0 }))
  while (block.ids.length === 0) {
    block.refill ??= refill(adapter, name, block).finally(() => (block.refill = undefined))
    await block.refill
  }
  return block.ids.shift()!
}

async function refill(adapter: PostgresAdapter, name: string, block: IdBlock): Promise<void> {
  const now = Date.now()
  block.size = now - block.lastRefill < 1000 ? Math.min(MAX_ID_BLOCK, block.size * 2) : 1
  block.lastRefill = now
  const { rows } = await adapter.pool.query(
    `SELECT nextval(pg_get_serial_sequence($1, 'id'))::text AS id FROM generate_series(1, $2::int)`,
    [`"${name.replace(/"/g, '""')}"`, block.size],
  )
  block.ids.push(...rows.map((row) => Number(row.id)))
}

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
  // No busy timeout: SQLite's would wait for another process's lock with the event loop stopped;
  // commitPending waits on timers instead. The WAL is synced at each commit, as on the adapter's
  // own connection (payload.config.ts): a confirmed entry survives a power cut.
  db.exec('PRAGMA busy_timeout = 0')
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

/** Writes waiting for the connection's next commit; `lockedSince`: when they first found the database locked. */
type Pending = {
  writes: () => Writes<unknown>
  resolve: (value: unknown) => void
  reject: (err: unknown) => void
  lockedSince?: number
  lockedTries?: number
}
const pendingOf = new WeakMap<Connection, Pending[]>()
/** Connections with a commit already scheduled (the next turn of the event loop, or a retry's timer). */
const scheduled = new WeakSet<Connection>()

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
    if (!scheduled.has(conn)) {
      scheduled.add(conn)
      setImmediate(() => commitPending(payload, conn))
    }
  })
}

function commitPending(payload: Payload, conn: Connection): void {
  scheduled.delete(conn)
  const batch = (pendingOf.get(conn) ?? []).splice(0)
  if (batch.length === 0) return
  const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = []
  try {
    conn.db.exec('BEGIN IMMEDIATE')
  } catch (error) {
    if (isSqliteBusy(error)) return waitForLock(payload, conn, batch, error)
    for (const item of batch) item.reject(error)
    return
  }
  try {
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
    // A statement outside the savepoints, or COMMIT, failed: nothing was kept.
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

/**
 * Another process holds the write lock: the writes wait for the next attempt on a timer (the
 * event loop goes on serving), each for at most SQLITE_LOCK_WAIT_MS since it first found the
 * lock taken; those past it fail with the busy error (a 503, nothing kept). Writes arriving
 * meanwhile join the next attempt.
 */
function waitForLock(payload: Payload, conn: Connection, batch: Pending[], error: unknown): void {
  const now = Date.now()
  const maxWaitMs = (payload.db as unknown as SqliteAdapter).lockWaitMs ?? DEFAULT_LOCK_WAIT_MS
  const waiting: Pending[] = []
  let delay = Infinity
  for (const item of batch) {
    item.lockedSince ??= now
    item.lockedTries = (item.lockedTries ?? 0) + 1
    const next = lockRetryDelay(item.lockedTries, now - item.lockedSince, maxWaitMs)
    if (next === null) item.reject(error)
    else {
      waiting.push(item)
      delay = Math.min(delay, next)
    }
  }
  if (waiting.length === 0) return
  let pending = pendingOf.get(conn)
  if (!pending) pendingOf.set(conn, (pending = []))
  pending.unshift(...waiting)
  scheduled.add(conn)
  setTimeout(() => commitPending(payload, conn), delay)
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

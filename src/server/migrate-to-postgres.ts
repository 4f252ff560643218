/**
 * Moves a SQLite site into an empty PostgreSQL database (`npm run migrate:to-postgres -- URL`):
 * every table's rows, Payload's and the site's own, copied into the schema the site itself makes on
 * its first start with PostgreSQL, then checked table by table.
 *
 * - The target must be empty (no table, sequence, view or type outside PostgreSQL's own schemas);
 *   anything else is refused before a thing is written, as is a target that cannot be reached or a
 *   data folder without a database. The whole run holds the site's setup lock on the target
 *   (server/lock.ts), so a site started on it meanwhile waits rather than migrating or seeding it.
 * - The SQLite database is held with `BEGIN IMMEDIATE` from the first read to the last: every table
 *   is read from one moment, and no writer gets in between. A site still running on it keeps
 *   serving pages (WAL readers never wait), but its writes wait on timers and are answered 503
 *   after SQLITE_LOCK_WAIT_MS (server/sqlite-lock.ts) instead of being confirmed to a visitor and
 *   then missing from PostgreSQL. That only covers the copy itself: what the site saves after it
 *   stays behind in SQLite, so the site should be stopped first (README: Operations).
 * - The schema comes from this version's PostgreSQL migrations, applied by the same code a first
 *   start runs (server/setup.ts), after checking that the SQLite database has exactly this version's
 *   SQLite migrations; the rows then go in one transaction, converted by the PostgreSQL column's type
 *   (core/to-postgres/values.ts), in foreign-key order (core/to-postgres/order.ts, which says why
 *   not deferred constraints), in batches. Sequences are set past the highest id, and every table's
 *   row count is compared before the commit.
 * - A failure after the schema was made rolls the rows back and removes that schema, so the
 *   database is empty again and the command can simply be run once more.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

import Database from 'libsql'
import pg from 'pg'

import { parseSettings } from '../core/env/settings'
import type { ForeignKey } from '../core/to-postgres/order'
import { migrationProblem, planCopy, type PgTable, type SqliteTable, type TableCopy } from '../core/to-postgres/plan'
import { countMismatches, formatDuration, postgresLabel, type CopySummary } from '../core/to-postgres/summary'
import { quoteValue, toPostgres, type PgParam, type SqliteValue } from '../core/to-postgres/values'
import { withSetupLock } from './lock'

type Env = NodeJS.ProcessEnv
type SqliteDb = InstanceType<typeof Database>

/** Rows per INSERT: few enough round trips, and far under PostgreSQL's 65,535 parameters per statement. */
const BATCH_ROWS = 500
const BATCH_PARAMS = 30_000
/** How long to wait for a writer of the running site to let go of SQLite's lock. */
const SQLITE_LOCK_WAIT_MS = 30_000

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`

/** A refusal or failure worded for the person running the command. */
export class MigrateError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'MigrateError'
  }
}

/** The SQLite database the site in this environment uses: DATA_DIR's site.db, whatever DATABASE_URL says. */
export function sourceDatabase(env: Env = process.env): string {
  return path.join(path.resolve(parseSettings({ ...env, DATABASE_URL: '' }).dataDir), 'site.db')
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 })
  // A connection lost while idle is reported by the next query; without a listener it would end the process.
  client.on('error', () => undefined)
  try {
    await client.connect()
    return client
  } catch (err) {
    await client.end().catch(() => undefined)
    throw new MigrateError(`PostgreSQL at ${postgresLabel(url)} cannot be reached: ${(err as Error).message}`)
  }
}

/** What the target already holds outside PostgreSQL's own schemas (extensions' objects aside). */
async function existingObjects(client: pg.Client): Promise<{ kind: string; name: string }[]> {
  const { rows } = await client.query<{ kind: string; name: string }>(`
    SELECT CASE c.relkind WHEN 'S' THEN 'sequence' WHEN 'v' THEN 'view' WHEN 'm' THEN 'view' ELSE 'table' END AS kind,
           format('%I.%I', n.nspname, c.relname) AS name
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
       AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
    UNION ALL
    SELECT 'type', format('%I.%I', n.nspname, t.typname)
      FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
     WHERE t.typtype IN ('e', 'd', 'r', 'm')
       AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
     ORDER BY 1, 2`)
  return rows
}

function notEmptyMessage(url: string, objects: { kind: string; name: string }[]): string {
  const tables = objects.filter((o) => o.kind === 'table')
  const what =
    tables.length > 0
      ? `${tables.length} table(s), such as ${tables
          .slice(0, 3)
          .map((t) => t.name)
          .join(', ')}`
      : objects
          .slice(0, 3)
          .map((o) => `the ${o.kind} ${o.name}`)
          .join(', ')
  return `The PostgreSQL database ${postgresLabel(url)} is not empty: it has ${what}. The site is copied into an empty database only, so nothing in one is overwritten: create a new database (createdb) and give its URL.`
}

/** Removes everything the run created in the target, which was empty when it began (checked under the lock). */
async function emptyAgain(client: pg.Client): Promise<void> {
  await client.query('ROLLBACK').catch(() => undefined)
  const objects = await existingObjects(client)
  const of = (kinds: string[]) =>
    objects
      .filter((o) => kinds.includes(o.kind))
      .map((o) => o.name)
      .join(', ')
  if (of(['view'])) await client.query(`DROP VIEW IF EXISTS ${of(['view'])} CASCADE`)
  if (of(['table'])) await client.query(`DROP TABLE IF EXISTS ${of(['table'])} CASCADE`)
  const left = await existingObjects(client)
  const sequences = left.filter((o) => o.kind === 'sequence').map((o) => o.name)
  if (sequences.length > 0) await client.query(`DROP SEQUENCE IF EXISTS ${sequences.join(', ')} CASCADE`)
  const types = left.filter((o) => o.kind === 'type').map((o) => o.name)
  if (types.length > 0) await client.query(`DROP TYPE IF EXISTS ${types.join(', ')} CASCADE`)
}

function sqliteTables(db: SqliteDb): SqliteTable[] {
  const names = (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`).all() as { name: string }[]).map(
    (r) => r.name,
  )
  return names.map((name) => ({
    name,
    columns: (db.prepare(`SELECT name FROM pragma_table_info(?)`).all(name) as { name: string }[]).map((c) => c.name),
  }))
}

function appliedSqliteMigrations(db: SqliteDb): string[] {
  const exists = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'payload_migrations'`).get()
  if (!exists) return []
  return (db.prepare('SELECT name FROM payload_migrations').all() as { name: string }[]).map((r) => r.name)
}

/** The target's tables, their columns' types, primary keys and foreign keys, in the schema the site uses. */
async function postgresSchema(client: pg.Client): Promise<{ tables: PgTable[]; foreignKeys: ForeignKey[] }> {
  const columns = await client.query<{
    table_name: string
    column_name: string
    data_type: string
    udt_name: string
    nullable: boolean
    has_default: boolean
    generated: boolean
  }>(`
    SELECT c.table_name, c.column_name, c.data_type, c.udt_name, c.is_nullable = 'YES' AS nullable,
           (c.column_default IS NOT NULL OR c.is_identity = 'YES' OR c.is_generated = 'ALWAYS') AS has_default,
           c.is_generated = 'ALWAYS' AS generated
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
     ORDER BY c.table_name, c.ordinal_position`)
  const keys = await client.query<{ kind: 'p' | 'f'; table_name: string; references: string | null; columns: string[] }>(`
    SELECT con.contype AS kind, rel.relname AS table_name, ref.relname AS references,
           array_agg(att.attname::text ORDER BY k.ord) AS columns
      FROM pg_constraint con
      JOIN pg_class rel ON rel.oid = con.conrelid
      JOIN pg_namespace n ON n.oid = rel.relnamespace
      LEFT JOIN pg_class ref ON ref.oid = con.confrelid
      CROSS JOIN LATERAL unnest(con.conkey) WITH ORDINALITY AS k(attnum, ord)
      JOIN pg_attribute att ON att.attrelid = con.conrelid AND att.attnum = k.attnum
     WHERE con.contype IN ('p', 'f') AND n.nspname = current_schema()
     GROUP BY con.oid, con.contype, rel.relname, ref.relname`)
  const tables = new Map<string, PgTable>()
  for (const c of columns.rows) {
    const table = tables.get(c.table_name) ?? { name: c.table_name, columns: [], primaryKey: [] }
    tables.set(c.table_name, table)
    // A generated column is computed by PostgreSQL and cannot be written: it is left out like a missing one.
    if (c.generated) continue
    table.columns.push({
      name: c.column_name,
      dataType: c.data_type,
      udtName: c.udt_name,
      nullable: c.nullable,
      hasDefault: c.has_default,
    })
  }
  const foreignKeys: ForeignKey[] = []
  for (const k of keys.rows) {
    if (k.kind === 'p') {
      const table = tables.get(k.table_name)
      if (table) table.primaryKey = k.columns
    } else if (k.references) foreignKeys.push({ table: k.table_name, columns: k.columns, references: k.references })
  }
  return { tables: [...tables.values()], foreignKeys }
}

type Site = {
  createSchema: () => Promise<void>
  /** This version's SQLite migrations, which the source must have exactly. */
  sqliteMigrations: string[]
}

/**
 * Loads the site's own code for the target: its config (which reads DATABASE_URL once, when it is
 * first imported, which is here), setup and migrations. Loaded before SQLite is locked, since it
 * takes seconds; and the config before the migrations: on Node 20 with tsx's loader, importing the
 * SQLite migrations on their own first sometimes left the config's import unsettled for ever.
 */
async function loadSite(url: string): Promise<Site> {
  process.env.DATABASE_URL = url
  // The schema always comes from the committed migrations here, never from a development push.
  delete process.env.SITE_DEV_PUSH
  delete process.env.SITE_MIGRATE_ON_INIT
  const { getPayload } = await import('payload')
  const { default: config } = await import('../payload.config')
  const { applyMigrations } = await import('./setup')
  const { settings } = await import('./settings')
  const { migrations } = await import('../migrations/sqlite')
  const database = settings().database
  if (database.kind !== 'postgres' || database.url !== url) {
    // The config was loaded earlier in this process for another database: never migrate that one.
    throw new MigrateError('The site’s config was already loaded for another database in this process.')
  }
  return {
    sqliteMigrations: migrations.map((m) => m.name),
    /**
     * The site's schema, made as a first start with PostgreSQL makes it: this version's PostgreSQL
     * migrations, applied by Payload with the site's config (server/setup.ts).
     */
    createSchema: async () => {
      const payload = await getPayload({ config })
      try {
        await applyMigrations(payload)
      } finally {
        // Payload's destroy() leaves its pool open, and one connection of it checked out after migrating, so
        // ending the pool would wait for ever. That connection is idle, in no transaction and holding no lock;
        // it goes when the command exits. The copy uses a connection of its own.
        await payload.destroy()
      }
    },
  }
}

type CopyResult = { rows: number; sequences: number; unreadableJson: CopySummary['unreadableJson'] }

function insertSql(table: TableCopy, rows: number, overriding: boolean): string {
  const width = table.columns.length
  const values = Array.from(
    { length: rows },
    (_, r) => `(${table.columns.map((_, c) => `$${r * width + c + 1}`).join(', ')})`,
  ).join(', ')
  return `INSERT INTO ${ident(table.name)} (${table.columns.map((c) => ident(c.name)).join(', ')})${overriding ? ' OVERRIDING SYSTEM VALUE' : ''} VALUES ${values}`
}

/** Which row a message is about: its primary key, else its first columns. */
function rowLabel(table: TableCopy, row: readonly SqliteValue[]): string {
  const keys = table.primaryKey.length > 0 ? table.primaryKey : table.columns.slice(0, 2).map((c) => c.name)
  return keys.map((k) => `${k} ${quoteValue(row[table.columns.findIndex((c) => c.name === k)] ?? null)}`).join(', ')
}

function pgErrorText(err: unknown): string {
  const e = err as { message?: string; detail?: string }
  return [e.message, e.detail].filter(Boolean).join(' ')
}

/** Copies every planned table's rows inside the open transaction of `client`; counts what it copied. */
async function copyRows(
  db: SqliteDb,
  client: pg.Client,
  tables: readonly TableCopy[],
  identityAlways: Set<string>,
): Promise<CopyResult> {
  let rows = 0
  const unreadable = new Map<string, number>()
  const deferredValues = new Map<string, { key: SqliteValue[]; values: PgParam[] }[]>()

  for (const table of tables) {
    const deferredAt = table.deferred.map((name) => table.columns.findIndex((c) => c.name === name))
    const keyAt = table.primaryKey.map((name) => table.columns.findIndex((c) => c.name === name))
    const perBatch = Math.max(1, Math.min(BATCH_ROWS, Math.floor(BATCH_PARAMS / table.columns.length)))
    const overriding = identityAlways.has(table.name)
    const later: { key: SqliteValue[]; values: PgParam[] }[] = []
    const statement = db
      .prepare(`SELECT ${table.columns.map((c) => ident(c.name)).join(', ')} FROM ${ident(table.name)}`)
      .raw(true)
      .safeIntegers(true)

    const insert = async (batch: { source: SqliteValue[]; values: PgParam[] }[]) => {
      await client.query('SAVEPOINT batch')
      try {
        await client.query(
          insertSql(table, batch.length, overriding),
          batch.flatMap((r) => r.values),
        )
        await client.query('RELEASE SAVEPOINT batch')
      } catch (err) {
        // Find the row PostgreSQL refused, to name it.
        await client.query('ROLLBACK TO SAVEPOINT batch')
        for (const row of batch) {
          try {
            await client.query(insertSql(table, 1, overriding), row.values)
          } catch (rowErr) {
            throw new MigrateError(
              `The row (${rowLabel(table, row.source)}) of ${table.name} could not be copied: ${pgErrorText(rowErr)}`,
            )
          }
        }
        throw new MigrateError(`Rows of ${table.name} could not be copied: ${pgErrorText(err)}`)
      }
    }

    let batch: { source: SqliteValue[]; values: PgParam[] }[] = []
    for (const raw of statement.iterate() as Iterable<SqliteValue[]>) {
      const values = raw.map((value, i) => {
        const column = table.columns[i]!
        const converted = toPostgres(value, column)
        if (!converted.ok) {
          throw new MigrateError(
            `${table.name}.${column.name} of the row (${rowLabel(table, raw)}) cannot go to PostgreSQL: ${converted.reason}.`,
          )
        }
        if (converted.unreadableJson) {
          const key = `${table.name}\u0000${column.name}`
          unreadable.set(key, (unreadable.get(key) ?? 0) + 1)
        }
        return converted.value
      })
      if (deferredAt.length > 0) {
        const pending = deferredAt.map((i) => values[i]!)
        if (pending.some((v) => v !== null)) later.push({ key: keyAt.map((i) => raw[i]!), values: pending })
        for (const i of deferredAt) values[i] = null
      }
      batch.push({ source: raw, values })
      if (batch.length >= perBatch) {
        await insert(batch)
        rows += batch.length
        batch = []
      }
    }
    if (batch.length > 0) {
      await insert(batch)
      rows += batch.length
    }
    if (later.length > 0) deferredValues.set(table.name, later)
  }

  // The references that close a loop (a page's parent), now that every row they point at is in.
  for (const table of tables) {
    const later = deferredValues.get(table.name)
    if (!later) continue
    const keyColumns = table.primaryKey.map((k) => table.columns.find((c) => c.name === k)!)
    const setColumns = table.deferred.map((k) => table.columns.find((c) => c.name === k)!)
    const { rows: types } = await client.query<{ name: string; type: string }>(
      `SELECT attname::text AS name, format_type(atttypid, NULL) AS type FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0`,
      [ident(table.name)],
    )
    const typeOf = (name: string) => types.find((t) => t.name === name)!.type
    const width = keyColumns.length + setColumns.length
    const names = [...keyColumns, ...setColumns].map((_, i) => `c${i}`)
    for (let start = 0; start < later.length; start += BATCH_ROWS) {
      const slice = later.slice(start, start + BATCH_ROWS)
      const values = slice.map((_, r) => `(${names.map((__, c) => `$${r * width + c + 1}`).join(', ')})`).join(', ')
      const params = slice.flatMap((row) => [
        ...row.key.map((v, i) => (toPostgres(v, keyColumns[i]!) as { value: PgParam }).value),
        ...row.values,
      ])
      await client.query(
        `UPDATE ${ident(table.name)} AS t SET ${setColumns
          .map((c, i) => `${ident(c.name)} = v.c${keyColumns.length + i}::${typeOf(c.name)}`)
          .join(', ')} FROM (VALUES ${values}) AS v(${names.join(', ')}) WHERE ${keyColumns
          .map((c, i) => `t.${ident(c.name)} = v.c${i}::${typeOf(c.name)}`)
          .join(' AND ')}`,
        params,
      )
    }
  }

  // Every serial or identity column continues after the highest id copied.
  const { rows: sequences } = await client.query<{ table_name: string; column_name: string; sequence: string }>(`
    SELECT table_name, column_name, pg_get_serial_sequence(format('%I.%I', table_schema, table_name), column_name) AS sequence
      FROM information_schema.columns
     WHERE table_schema = current_schema()
       AND pg_get_serial_sequence(format('%I.%I', table_schema, table_name), column_name) IS NOT NULL`)
  for (const s of sequences) {
    await client.query(
      `SELECT setval($1::regclass, COALESCE((SELECT max(${ident(s.column_name)}) FROM ${ident(s.table_name)}), 0) + 1, false)`,
      [s.sequence],
    )
  }

  const unreadableJson = [...unreadable].map(([key, count]) => {
    const [table, column] = key.split('\u0000') as [string, string]
    return { table, column, count }
  })
  return { rows, sequences: sequences.length, unreadableJson }
}

/**
 * Copies the SQLite site of this process's environment (DATA_DIR) into the empty PostgreSQL database
 * `url`; what it did. The environment is the process's own because the site's config, which makes
 * the schema, reads it when it is first imported.
 */
export async function migrateToPostgres(
  target: string,
  progress: (line: string) => void = () => undefined,
): Promise<CopySummary> {
  const started = Date.now()
  const url = target.trim()
  if (!/^postgres(ql)?:\/\//i.test(url)) {
    throw new MigrateError(
      'The target must be a postgres:// or postgresql:// URL, such as postgres://user:password@db.example:5432/site.',
    )
  }
  try {
    new URL(url)
  } catch {
    throw new MigrateError('The PostgreSQL URL given is not a valid URL.')
  }
  const source = sourceDatabase()
  if (!existsSync(source)) throw new MigrateError(`There is no site database at ${source}: is DATA_DIR right?`)

  const client = await connect(url)
  try {
    return await withSetupLock({ kind: 'postgres', url }, async () => {
      const objects = await existingObjects(client)
      if (objects.length > 0) throw new MigrateError(notEmptyMessage(url, objects))
      const site = await loadSite(url)

      const db = new Database(source, { fileMustExist: true })
      try {
        // This process waits for a writer of the site in the ordinary way: it is not the site's event loop.
        db.exec(`PRAGMA busy_timeout = ${SQLITE_LOCK_WAIT_MS}`)
        try {
          db.exec('BEGIN IMMEDIATE')
        } catch (err) {
          throw new MigrateError(
            `The SQLite database stayed locked by another writer for ${SQLITE_LOCK_WAIT_MS / 1000} s (${(err as Error).message}); stop the site and try again.`,
          )
        }
        const behind = migrationProblem(appliedSqliteMigrations(db), site.sqliteMigrations)
        if (behind) throw new MigrateError(behind)
        const sqlite = sqliteTables(db)

        progress(
          `Copying ${source} into ${postgresLabel(url)}. Writes to SQLite wait until the copy is done; a site still running should be stopped, since what it saves afterwards stays in SQLite. Creating the schema…`,
        )
        const schemaStarted = Date.now()
        await createSchemaOrExplain(site, url)
        const schemaMs = Date.now() - schemaStarted
        try {
          const copyStarted = Date.now()
          const schema = await postgresSchema(client)
          const plan = planCopy(sqlite, schema.tables, schema.foreignKeys)
          if (plan.problems.length > 0) {
            throw new MigrateError(`The two databases do not match, so nothing was copied:\n  ${plan.problems.join('\n  ')}`)
          }
          progress(`Schema created in ${formatDuration(schemaMs)}; copying the rows of ${plan.tables.length} tables…`)
          await client.query('BEGIN')
          // Dates kept as text without a zone are read as UTC, as the site writes them.
          await client.query(`SET LOCAL TIME ZONE 'UTC'`)
          const filled = await tablesWithRows(client, plan.tables)
          if (filled.length > 0) {
            throw new MigrateError(`Setting up the schema already wrote rows into ${filled.join(', ')}; nothing was copied.`)
          }
          const identityAlways = await tablesWithIdentityAlways(client)
          const copied = await copyRows(db, client, plan.tables, identityAlways)
          const mismatches = countMismatches(sqliteCounts(db, plan.tables), await postgresCounts(client, plan.tables))
          if (mismatches.length > 0) {
            throw new MigrateError(`The copy does not hold what SQLite holds, so it was undone:\n  ${mismatches.join('\n  ')}`)
          }
          await client.query('COMMIT')
          return {
            source,
            target: url,
            tables: plan.tables.length,
            rows: copied.rows,
            totalMs: Date.now() - started,
            schemaMs,
            copyMs: Date.now() - copyStarted,
            sequences: copied.sequences,
            leftOut: plan.leftOut,
            notices: plan.notices,
            unreadableJson: copied.unreadableJson,
          }
        } catch (err) {
          try {
            await emptyAgain(client)
          } catch (cleanup) {
            throw new MigrateError(
              `${(err as Error).message}\nThe schema made for the copy could not be removed (${(cleanup as Error).message}): drop and re-create the database before trying again.`,
            )
          }
          throw new MigrateError(`${(err as Error).message}\nThe PostgreSQL database is empty again, as it was before.`)
        }
      } finally {
        if (db.inTransaction) db.exec('ROLLBACK')
        db.close()
      }
    })
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** Applies the migrations; a failure part-way leaves tables behind, which are removed again. */
async function createSchemaOrExplain(site: Site, url: string): Promise<void> {
  try {
    await site.createSchema()
  } catch (err) {
    const client = await connect(url)
    try {
      await emptyAgain(client)
    } finally {
      await client.end().catch(() => undefined)
    }
    throw new MigrateError(`Creating the PostgreSQL schema failed, and the database was left empty: ${(err as Error).message}`)
  }
}

async function tablesWithRows(client: pg.Client, tables: readonly TableCopy[]): Promise<string[]> {
  const filled: string[] = []
  for (const t of tables) {
    const { rowCount } = await client.query(`SELECT 1 FROM ${ident(t.name)} LIMIT 1`)
    if (rowCount) filled.push(t.name)
  }
  return filled
}

async function tablesWithIdentityAlways(client: pg.Client): Promise<Set<string>> {
  const { rows } = await client.query<{ table_name: string }>(
    `SELECT DISTINCT table_name FROM information_schema.columns WHERE table_schema = current_schema() AND identity_generation = 'ALWAYS'`,
  )
  return new Set(rows.map((r) => r.table_name))
}

function sqliteCounts(db: SqliteDb, tables: readonly TableCopy[]): Map<string, number> {
  return new Map(
    tables.map((t) => [t.name, Number((db.prepare(`SELECT count(*) AS n FROM ${ident(t.name)}`).get() as { n: number }).n)]),
  )
}

async function postgresCounts(client: pg.Client, tables: readonly TableCopy[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  for (const t of tables) {
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${ident(t.name)}`)
    counts.set(t.name, Number(rows[0]!.n))
  }
  return counts
}

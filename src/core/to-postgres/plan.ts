/**
 * What `npm run migrate:to-postgres` copies, decided before a row moves: the SQLite database's
 * tables and columns set beside the PostgreSQL schema this version's migrations created.
 *
 * Every table is copied, Payload's and the site's own plain-SQL ones alike, because the plan is
 * made from the two databases, not from Payload's config. A table or column that has nowhere to go
 * is a problem that stops the copy before anything is written, never a silent loss; only the two
 * adapters' own bookkeeping is left out, each named with its reason (ADAPTER_TABLES).
 */
import { copyOrder, type ForeignKey } from './order'
import type { ColumnType } from './values'

export type SqliteTable = { name: string; columns: string[] }

export type PgColumn = ColumnType & { name: string; nullable: boolean; hasDefault: boolean }

export type PgTable = { name: string; columns: PgColumn[]; primaryKey: string[] }

export type TableCopy = {
  name: string
  /** The columns both databases have, in PostgreSQL's order. */
  columns: PgColumn[]
  /** Columns copied as NULL and filled in after every table is in (core/to-postgres/order.ts). */
  deferred: string[]
  primaryKey: string[]
}

export type CopyPlan = {
  /** In the order they are copied. */
  tables: TableCopy[]
  /** Tables not copied, and why. */
  leftOut: { table: string; reason: string }[]
  /** What stops the copy before anything is written. */
  problems: string[]
  /** What the copy does that the person running it should know. */
  notices: string[]
}

/**
 * Tables that belong to a database adapter, not to the site: not copied, and said so.
 *
 * - `sqlite_*`: SQLite's own catalogue (AUTOINCREMENT counters, ANALYZE statistics). PostgreSQL
 *   counts ids with sequences, which are set after the copy.
 * - `payload_migrations`: each database's record of the migration files applied to it. The two
 *   adapters have a set of files each, named differently; PostgreSQL's rows were written by its own
 *   migrations as its schema was created, and SQLite's were checked to be this version's first.
 */
export const ADAPTER_TABLES: readonly { matches: (table: string) => boolean; reason: string }[] = [
  {
    matches: (t) => t.startsWith('sqlite_'),
    reason: "SQLite's own catalogue; PostgreSQL counts ids with sequences, which were set after the copy",
  },
  {
    matches: (t) => t === 'payload_migrations',
    reason: 'each database records its own migrations; PostgreSQL’s were written as its schema was created',
  },
]

const adapterTable = (table: string) => ADAPTER_TABLES.find((a) => a.matches(table))

export function planCopy(
  sqlite: readonly SqliteTable[],
  postgres: readonly PgTable[],
  foreignKeys: readonly ForeignKey[],
): CopyPlan {
  const problems: string[] = []
  const notices: string[] = []
  const leftOut: CopyPlan['leftOut'] = []
  const pgByName = new Map(postgres.map((t) => [t.name, t]))
  const sqliteByName = new Map(sqlite.map((t) => [t.name, t]))

  const copied: TableCopy[] = []
  for (const table of [...sqlite].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const internal = adapterTable(table.name)
    if (internal) {
      leftOut.push({ table: table.name, reason: internal.reason })
      continue
    }
    const target = pgByName.get(table.name)
    if (!target) {
      problems.push(`The SQLite table ${table.name} has no table in PostgreSQL to go to.`)
      continue
    }
    const missing = table.columns.filter((c) => !target.columns.some((p) => p.name === c))
    if (missing.length > 0) {
      problems.push(`The SQLite table ${table.name} has columns PostgreSQL's has not: ${missing.join(', ')}.`)
      continue
    }
    const extra = target.columns.filter((p) => !table.columns.includes(p.name))
    const required = extra.filter((p) => !p.nullable && !p.hasDefault)
    if (required.length > 0) {
      problems.push(
        `The PostgreSQL table ${table.name} needs a value in ${required.map((p) => p.name).join(', ')}, which SQLite does not have.`,
      )
      continue
    }
    if (extra.length > 0) {
      notices.push(`${table.name}: ${extra.map((p) => p.name).join(', ')} not in SQLite, left to PostgreSQL's default.`)
    }
    copied.push({
      name: table.name,
      columns: target.columns.filter((p) => table.columns.includes(p.name)),
      deferred: [],
      primaryKey: target.primaryKey,
    })
  }
  for (const table of postgres) {
    if (sqliteByName.has(table.name) || adapterTable(table.name)) continue
    notices.push(`${table.name}: in PostgreSQL only (not in SQLite), left empty.`)
  }

  const byName = new Map(copied.map((t) => [t.name, t]))
  const nullable = (table: string, column: string) =>
    pgByName.get(table)?.columns.find((c) => c.name === column)?.nullable === true
  let order: string[] = copied.map((t) => t.name)
  try {
    const planned = copyOrder(order, foreignKeys, nullable)
    order = planned.order
    for (const fk of planned.deferred) {
      const table = byName.get(fk.table)!
      if (table.primaryKey.length === 0) {
        problems.push(
          `The table ${fk.table} refers to ${fk.references} in a loop but has no primary key to fill the reference in by.`,
        )
      }
      table.deferred.push(...fk.columns.filter((c) => !table.deferred.includes(c)))
    }
  } catch (err) {
    problems.push((err as Error).message)
  }
  return { tables: order.map((name) => byName.get(name)!), leftOut, problems, notices }
}

/**
 * Whether the SQLite database is at this version's schema: the migrations applied to it (Payload's
 * `payload_migrations`, the development mark `dev` aside) must be exactly this version's SQLite
 * migrations, since the PostgreSQL schema is made by this version's PostgreSQL migrations.
 */
export function migrationProblem(applied: readonly string[], known: readonly string[]): string | null {
  const done = new Set(applied.filter((n) => n !== 'dev'))
  const newer = [...done].filter((n) => !known.includes(n)).sort()
  if (newer.length > 0) {
    return `The SQLite database was migrated by a newer version of the site (${newer.join(', ')}); run this with that version.`
  }
  const pending = known.filter((n) => !done.has(n))
  if (pending.length > 0) {
    return `The SQLite database is missing ${pending.length} migration(s) of this version (${pending[0]}${pending.length > 1 ? ', …' : ''}): start the site once on SQLite (or run npm run setup), stop it, then move it.`
  }
  return null
}

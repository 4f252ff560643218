/**
 * Plain statements through Payload's own database adapter, where the Local API costs far more
 * than the row (a submission's writes: a Local API create validates, runs hooks and then reads
 * the document back with a relational query whose SQL drizzle builds anew each time) or cannot
 * do the job (the notification delivery's conditional claim; Payload's update reads, then
 * writes). The tables are Payload's (`payload.db.tables`, keyed by field name), so the same code
 * writes SQLite and PostgreSQL, and a write joins the request's transaction when it has one.
 * Only collections without hooks or computed fields are written this way (see each caller).
 */
import { isDeepStrictEqual } from 'node:util'

import type { Payload, PayloadRequest } from 'payload'

export type Id = number | string

/** A drizzle statement: awaited to run it, or turned into its SQL (server/transaction.ts runs that on SQLite). */
export type Built<T> = Promise<T> & { toSQL: () => { sql: string; params: unknown[] } }

/** The part of a drizzle database (SQLite or PostgreSQL) these statements use. */
export type PlainDb = {
  insert: (table: unknown) => {
    values: (rows: Record<string, unknown> | Record<string, unknown>[]) => Built<unknown> & {
      returning: (fields: Record<string, unknown>) => Built<Array<{ id: Id }>>
      onConflictDoUpdate: (config: { target: unknown; set: Record<string, unknown> }) => Built<unknown>
    }
  }
  update: (table: unknown) => {
    set: (data: Record<string, unknown>) => {
      where: (condition: unknown) => Built<unknown> & { returning: (fields?: Record<string, unknown>) => Built<unknown[]> }
    }
  }
  delete: (table: unknown) => {
    where: (condition: unknown) => Built<unknown> & { returning: (fields?: Record<string, unknown>) => Built<unknown[]> }
  }
  select: (fields: Record<string, unknown>) => {
    from: (table: unknown) => {
      where: (condition: unknown) => Promise<Array<Record<string, unknown>>> & {
        limit: (n: number) => Promise<Array<{ id: Id }>>
        orderBy: (order: unknown) => { limit: (n: number) => Promise<Array<{ id: Id }>> }
      }
    }
  }
}

export type PlainTable = Record<string, unknown> & { id: unknown }

type Adapter = {
  drizzle: PlainDb
  sessions: Record<string, { db: PlainDb } | undefined>
  tables: Record<string, PlainTable | undefined>
}

/** The handle a statement in `req`'s transaction goes through, or the adapter's own outside one. */
export async function plainDb(payload: Payload, req?: Partial<PayloadRequest>): Promise<PlainDb> {
  const adapter = payload.db as unknown as Adapter
  const id = req?.transactionID ? await req.transactionID : undefined
  return (id !== undefined && adapter.sessions[String(id)]?.db) || adapter.drizzle
}

/** Payload's table by its name: a collection's slug with `-` as `_`, an array's `<collection>_<field>`. */
export function plainTable(payload: Payload, collectionOrTable: string): PlainTable {
  const table = (payload.db as unknown as Adapter).tables[collectionOrTable.replace(/-/g, '_')]
  if (!table) throw new Error(`No table ${collectionOrTable}`)
  return table
}

/** Inserts rows and returns their ids (in no particular order). `createdAt`/`updatedAt` are set here, as Payload sets them. */
export async function insertRows(payload: Payload, collection: string, rows: Record<string, unknown>[]): Promise<Id[]> {
  if (rows.length === 0) return []
  const table = plainTable(payload, collection)
  const now = new Date().toISOString()
  const db = await plainDb(payload)
  const inserted = await db
    .insert(table)
    .values(rows.map((row) => ({ ...row, createdAt: now, updatedAt: now })))
    .returning({ id: table.id })
  return inserted.map((r) => r.id)
}

/** A statement's SQL and parameters, which the drivers of server/transaction.ts run. */
export type Statement = { toSQL: () => { sql: string; params: unknown[] } }

type Column = {
  mapToDriverValue: (value: unknown) => unknown
  shouldDisableInsert: () => boolean
  default?: unknown
  defaultFn?: () => unknown
  onUpdateFn?: () => unknown
}

/** Per table: an insert's SQL by its shape (the columns each row gives and the RETURNING), or
 * null for a shape whose parameters are not computed here as drizzle computes them. */
const insertShapes = new WeakMap<object, Map<string, string | null>>()
/** Shapes kept per table; the hot paths use a handful (a form's answer count varies). */
const SHAPES_PER_TABLE = 128
const DRIZZLE_COLUMNS = Symbol.for('drizzle:Columns')

/**
 * An INSERT of plain rows with drizzle's SQL, without drizzle building it anew each time.
 *
 * Why by hand: profiled under the submissions benchmark, drizzle's query building (its `is()`
 * checks on every chunk of every row) was about a tenth of a submission's CPU, for SQL that is the
 * same from one submission to the next but for the row count. So the first statement of each shape
 * is built by drizzle, and later ones reuse its SQL with their own parameters, computed the way
 * drizzle computes them (each given value through its column's `mapToDriverValue`, a missing one
 * as the dialect's default). The first statement of a shape checks that: when the parameters
 * computed here differ from drizzle's (a default made by a function, an SQL value), the shape is
 * always left to drizzle. Values are primitives, dates and JSON; anything else goes to drizzle.
 */
export function insertStatement(
  payload: Payload,
  table: PlainTable,
  rows: Record<string, unknown>[],
  options: { returningId?: boolean } = {},
): Statement {
  const dialect = payload.db.name === 'sqlite' ? 'sqlite' : 'postgres'
  const drizzle = () => {
    const values = (payload.db as unknown as Adapter).drizzle.insert(table).values(rows)
    return options.returningId ? values.returning({ id: table.id }) : values
  }
  if (rows.length === 0 || !rows.every(plainValues)) return drizzle()
  const columns = Object.entries((table as unknown as Record<symbol, Record<string, Column>>)[DRIZZLE_COLUMNS]!).filter(
    ([, column]) => !column.shouldDisableInsert(),
  )
  const shape = `${options.returningId ? 'r' : ''}|${rows
    .map((row) =>
      Object.keys(row)
        .filter((k) => row[k] !== undefined)
        .join(','),
    )
    .join('|')}`
  let shapes = insertShapes.get(table)
  if (!shapes) insertShapes.set(table, (shapes = new Map()))
  const known = shapes.get(shape)
  if (known === null) return drizzle()
  if (known !== undefined) {
    const params = insertParams(dialect, columns, rows)
    return { toSQL: () => ({ sql: known, params }) }
  }
  const built = drizzle()
  const query = built.toSQL()
  if (shapes.size >= SHAPES_PER_TABLE) shapes.clear()
  shapes.set(shape, isDeepStrictEqual(insertParams(dialect, columns, rows), query.params) ? query.sql : null)
  return built
}

function insertParams(
  dialect: 'sqlite' | 'postgres',
  columns: Array<[string, Column]>,
  rows: Record<string, unknown>[],
): unknown[] {
  const params: unknown[] = []
  for (const row of rows) {
    for (const [key, column] of columns) {
      const value = row[key]
      if (value !== undefined) {
        params.push(value === null ? null : column.mapToDriverValue(value))
        continue
      }
      // drizzle's buildInsertQuery: SQLite writes a column's default value as a parameter, PostgreSQL
      // the keyword `default`; both call a default function; the rest is `null` or `default`.
      // An SQL default is written into the statement (its SQL is part of the shape's).
      let made: unknown
      if (dialect === 'sqlite' && column.default !== null && column.default !== undefined) made = column.default
      else if (column.defaultFn !== undefined) made = column.defaultFn()
      else if (!column.default && column.onUpdateFn !== undefined) made = column.onUpdateFn()
      else continue
      if (!isSql(made)) params.push(made === null ? null : column.mapToDriverValue(made))
    }
  }
  return params
}

const isSql = (value: unknown) => typeof (value as { getSQL?: unknown } | null)?.getSQL === 'function'

/** Primitives, dates, and plain objects and arrays (JSON columns): what insertParams maps as drizzle does. */
function plainValues(row: Record<string, unknown>): boolean {
  for (const value of Object.values(row)) {
    if (value === null || typeof value !== 'object' || value instanceof Date || Array.isArray(value)) continue
    const proto = Object.getPrototypeOf(value) as unknown
    if (proto !== Object.prototype && proto !== null) return false
  }
  return true
}

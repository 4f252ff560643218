/**
 * Plain statements through Payload's own database adapter, where the Local API costs far more
 * than the row (a submission's writes: a Local API create validates, runs hooks and then reads
 * the document back with a relational query whose SQL drizzle builds anew each time) or cannot
 * do the job (the notification delivery's conditional claim; Payload's update reads, then
 * writes). The tables are Payload's (`payload.db.tables`, keyed by field name), so the same code
 * writes SQLite and PostgreSQL, and a write joins the request's transaction when it has one.
 * Only collections without hooks or computed fields are written this way (see each caller).
 */
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
export async function insertRows(
  payload: Payload,
  collection: string,
  rows: Record<string, unknown>[],
  req?: Partial<PayloadRequest>,
): Promise<Id[]> {
  if (rows.length === 0) return []
  const table = plainTable(payload, collection)
  const now = new Date().toISOString()
  const db = await plainDb(payload, req)
  const inserted = await db
    .insert(table)
    .values(rows.map((row) => ({ ...row, createdAt: now, updatedAt: now })))
    .returning({ id: table.id })
  return inserted.map((r) => r.id)
}

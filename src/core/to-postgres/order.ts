/**
 * The order in which tables are copied into PostgreSQL, so every foreign key already finds the row
 * it points at (`npm run migrate:to-postgres`).
 *
 * The foreign keys Payload creates are not DEFERRABLE, and switching their checks off
 * (`session_replication_role = replica`, `DISABLE TRIGGER ALL`) takes a superuser, which a hosted
 * database's owner is not. So the rows are inserted in dependency order instead: a table after the
 * tables it refers to. A reference that closes a loop (a page's parent is a page) cannot be
 * satisfied by any order; its columns are copied as NULL first and filled in once every table is
 * in, which needs them to be nullable (Payload's relationship columns are). The checks stay on
 * throughout, so a row whose reference points nowhere still fails the copy.
 */

export type ForeignKey = { table: string; columns: string[]; references: string }

export type CopyOrder = {
  /** Every table, each after the tables it refers to (the references in `deferred` aside). */
  order: string[]
  /** References copied as NULL and filled in after every table is in. */
  deferred: ForeignKey[]
}

export class CopyOrderError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CopyOrderError'
  }
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * Orders `tables` by `foreignKeys` (Kahn's algorithm, ties by name so the order is always the same).
 * References to tables outside `tables` are left out: those tables are not copied. When no table is
 * free to go, the loop is broken at a pair of tables whose every reference between them is nullable.
 */
export function copyOrder(
  tables: readonly string[],
  foreignKeys: readonly ForeignKey[],
  nullable: (table: string, column: string) => boolean,
): CopyOrder {
  const known = new Set(tables)
  const deferred: ForeignKey[] = []
  const canDefer = (fk: ForeignKey) => fk.columns.every((c) => nullable(fk.table, c))
  const describe = (fk: ForeignKey) => `${fk.table}(${fk.columns.join(', ')}) → ${fk.references}`

  // Foreign keys between two copied tables, by the table that holds them and the table they point at.
  const pending = new Map<string, Map<string, ForeignKey[]>>(tables.map((t) => [t, new Map()]))
  for (const fk of foreignKeys) {
    if (!known.has(fk.table) || !known.has(fk.references)) continue
    if (fk.table === fk.references) {
      if (!canDefer(fk))
        throw new CopyOrderError(`The table ${fk.table} refers to itself through a column that cannot be empty: ${describe(fk)}.`)
      deferred.push(fk)
      continue
    }
    const from = pending.get(fk.table)!
    from.set(fk.references, [...(from.get(fk.references) ?? []), fk])
  }

  const order: string[] = []
  const left = new Set(tables)
  while (left.size > 0) {
    const ready = [...left].filter((t) => [...pending.get(t)!.keys()].every((to) => !left.has(to))).sort(byName)
    if (ready.length > 0) {
      for (const table of ready) {
        order.push(table)
        left.delete(table)
      }
      continue
    }
    // A loop: break it where every reference from one table to the other can wait.
    let broken = false
    for (const table of [...left].sort(byName)) {
      for (const to of [...pending.get(table)!.keys()].filter((t) => left.has(t)).sort(byName)) {
        const keys = pending.get(table)!.get(to)!
        if (!keys.every(canDefer)) continue
        deferred.push(...keys)
        pending.get(table)!.delete(to)
        broken = true
        break
      }
      if (broken) break
    }
    if (!broken) {
      throw new CopyOrderError(
        `The tables ${[...left].sort(byName).join(', ')} refer to each other through columns that cannot be empty, so no order copies them.`,
      )
    }
  }
  return { order, deferred }
}

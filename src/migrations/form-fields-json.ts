/**
 * Moves a form's fields between the block tables of the schema before 20261127 (`ff_<type>`, one
 * table per field type plus one per list inside it: 71 tables) and the JSON column
 * `forms.field_list` that holds them since, in both directions, for SQLite and PostgreSQL.
 *
 * Frozen on purpose: where each setting lived comes from `form-fields-layout.json`, written from
 * the field blocks as they were when the tables were dropped and checked against that schema's
 * snapshot (every table and column, tests/int/form-storage.ts). Reading the live config instead
 * would make this migration read columns that never existed once a field type gains a setting.
 */
import layoutJson from './form-fields-layout.json'

type Kind = 'boolean' | 'number' | 'text'
type Table = { table: string; columns: [column: string, path: string[], kind: Kind][]; arrays: { path: string[]; table: Table }[] }
type Row = Record<string, unknown>

/** Block slug (`ff_text`) → its table, columns and nested lists. */
export const FIELD_TABLES = layoutJson as unknown as Record<string, Table>

/** The queries the two directions need; each dialect's migration supplies them. */
export type TableAccess = {
  /** Every row of a table, ordered by `_parent_id` then `_order`. */
  rows(table: string): Promise<Row[]>
}

function setPath(target: Row, path: string[], value: unknown): void {
  let node = target
  for (const key of path.slice(0, -1)) {
    node = (node[key] ??= {}) as Row
  }
  node[path[path.length - 1]!] = value
}

function getPath(source: Row, path: string[]): unknown {
  let node: unknown = source
  for (const key of path) node = node && typeof node === 'object' ? (node as Row)[key] : undefined
  return node
}

/** A column's value as Payload read it: SQLite keeps booleans as 0/1, PostgreSQL numerics as text. */
function readValue(value: unknown, kind: Kind): unknown {
  if (value === null || value === undefined) return null
  if (kind === 'boolean') return value === true || value === 1 || value === '1' || value === 't' || value === 'true'
  if (kind === 'number') return Number(value)
  return value
}

type Loaded = Map<string, Row[]>

async function load(db: TableAccess, table: Table, into: Loaded): Promise<void> {
  into.set(table.table, await db.rows(table.table))
  for (const array of table.arrays) await load(db, array.table, into)
}

function byParent(rows: Row[]): Map<string, Row[]> {
  const map = new Map<string, Row[]>()
  for (const row of rows) {
    const key = String(row._parent_id)
    const list = map.get(key)
    if (list) list.push(row)
    else map.set(key, [row])
  }
  return map
}

function rowObject(table: Table, row: Row, children: Map<string, Map<string, Row[]>>): Row {
  const out: Row = {}
  for (const [column, path, kind] of table.columns) setPath(out, path, readValue(row[column], kind))
  for (const array of table.arrays) {
    const items = children.get(array.table.table)?.get(String(row.id)) ?? []
    setPath(
      out,
      array.path,
      items.map((item) => rowObject(array.table, item, children)),
    )
  }
  return out
}

/**
 * Each form's fields, in the builder's order, shaped as Payload returned them from the tables
 * (`blockType`, `id`, `blockName`, every setting with `null` where unset, groups as objects).
 */
export async function fieldListsFromTables(db: TableAccess): Promise<Map<number, Row[]>> {
  const loaded: Loaded = new Map()
  for (const table of Object.values(FIELD_TABLES)) await load(db, table, loaded)
  const children = new Map<string, Map<string, Row[]>>()
  for (const [name, rows] of loaded) children.set(name, byParent(rows))
  const perForm = new Map<number, { order: number; field: Row }[]>()
  for (const [blockType, table] of Object.entries(FIELD_TABLES)) {
    for (const row of loaded.get(table.table) ?? []) {
      if (row._path !== 'fields') continue
      const formId = Number(row._parent_id)
      const field = { ...rowObject(table, row, children), blockType }
      const list = perForm.get(formId) ?? []
      list.push({ order: Number(row._order), field })
      perForm.set(formId, list)
    }
  }
  return new Map([...perForm].map(([id, rows]) => [id, rows.sort((a, b) => a.order - b.order).map((r) => r.field)]))
}

/** One row to insert into the old tables, children after their parent. */
export type TableRow = { table: string; values: Row }

/** A random id in Payload's shape (24 hex digits), for a list item stored without one. */
function rowId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('')
}

function tableRows(table: Table, item: Row, parent: { id: unknown; order: number; path?: string }, out: TableRow[]): void {
  const values: Row = { _order: parent.order, _parent_id: parent.id }
  if (parent.path !== undefined) values._path = parent.path
  for (const [column, path, kind] of table.columns) {
    const value = getPath(item, path)
    values[column] = value === undefined ? null : kind === 'boolean' && value !== null ? Boolean(value) : value
  }
  values.id ??= rowId()
  out.push({ table: table.table, values })
  for (const array of table.arrays) {
    const items = getPath(item, array.path)
    if (!Array.isArray(items)) continue
    items.forEach((child, index) => tableRows(array.table, child as Row, { id: values.id, order: index + 1 }, out))
  }
}

type SubInputs = Record<string, { hidden?: boolean | null } | null | undefined>

/**
 * The old tables knew a name's "show prefix / middle / suffix" and an address's "hide line 2",
 * not the sub-label table that replaced them: its Hide switches go back as those.
 */
function withOldSwitches(field: Row): Row {
  const sub = field.subInputs as SubInputs | undefined
  if (!sub || typeof sub !== 'object') return field
  if (field.blockType === 'ff_name') {
    return {
      ...field,
      showPrefix: sub.prefix?.hidden === false,
      showMiddle: sub.middle?.hidden === false,
      showSuffix: sub.suffix?.hidden === false,
    }
  }
  if (field.blockType === 'ff_address') return { ...field, hideLine2: sub.line2?.hidden === true }
  return field
}

/**
 * The rows that store one form's field list in the old tables (to go back a version). A field
 * type those tables never had cannot go back: an error names it and the form, and nothing is lost,
 * because the caller runs inside the migration's transaction.
 */
export function tableRowsFromFieldList(formId: number, list: unknown): TableRow[] {
  const out: TableRow[] = []
  const fields = Array.isArray(list) ? (list as Row[]) : []
  fields.forEach((field, index) => {
    const table = FIELD_TABLES[String(field.blockType)]
    if (!table) {
      throw new Error(
        `Form ${formId} has a field of the type "${String(field.blockType)}", which the version before 20261127 cannot store: remove that field before going back.`,
      )
    }
    tableRows(table, withOldSwitches(field), { id: formId, order: index + 1, path: 'fields' }, out)
  })
  return out
}

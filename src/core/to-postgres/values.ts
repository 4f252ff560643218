/**
 * A SQLite value as the PostgreSQL column it is copied into takes it (`npm run migrate:to-postgres`).
 *
 * Payload's two adapters keep the same field differently: SQLite stores booleans as 0/1, JSON and
 * dates as text, and a number with whatever storage class its value had; PostgreSQL has one type
 * per column. The PostgreSQL column's type (information_schema's `data_type`) decides, never the
 * SQLite declaration, so a plain table of the site's own is converted by the same rules as
 * Payload's. A value that does not fit is refused with a reason rather than guessed at: the copy
 * stops and says which row, and nothing is written.
 */
import { UNREADABLE_KEY } from '../stored/json'

/** What libsql hands back for a column (integers as bigint, so none loses precision). */
export type SqliteValue = null | number | bigint | string | Uint8Array

/** A query parameter for node-postgres: numbers go as their decimal text, so none is rounded. */
export type PgParam = null | string | boolean | Buffer | PgParam[]

/** A PostgreSQL column's type as information_schema.columns names it. */
export type ColumnType = { dataType: string; udtName: string }

export type Converted = { ok: true; value: PgParam; unreadableJson?: true } | { ok: false; reason: string }

const INTEGER_TYPES = new Set(['smallint', 'integer', 'bigint'])
const DECIMAL_TYPES = new Set(['numeric', 'real', 'double precision'])
const TIME_TYPES = new Set([
  'date',
  'timestamp with time zone',
  'timestamp without time zone',
  'time with time zone',
  'time without time zone',
  'interval',
])

const INTEGER_TEXT = /^[+-]?\d+$/
const DECIMAL_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$|^[+-]?Infinity$/

const ok = (value: PgParam): Converted => ({ ok: true, value })
const refuse = (reason: string): Converted => ({ ok: false, reason })

/** A value as a short quotation for a message. */
export function quoteValue(value: SqliteValue): string {
  if (value === null) return 'NULL'
  if (value instanceof Uint8Array) return `a blob of ${value.length} bytes`
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
  return String(value)
}

function toBoolean(value: number | bigint | string): Converted {
  const text = String(value).trim().toLowerCase()
  if (text === '1' || text === 'true') return ok(true)
  if (text === '0' || text === 'false') return ok(false)
  return refuse(`${quoteValue(value)} is not a boolean (0 or 1)`)
}

function toInteger(value: number | bigint | string): Converted {
  if (typeof value === 'bigint') return ok(value.toString())
  if (typeof value === 'number') {
    return Number.isInteger(value) ? ok(String(value)) : refuse(`${value} is not a whole number`)
  }
  const text = value.trim()
  return INTEGER_TEXT.test(text) ? ok(text) : refuse(`${quoteValue(value)} is not a whole number`)
}

function toDecimal(value: number | bigint | string): Converted {
  if (typeof value !== 'string') return ok(String(value))
  const text = value.trim()
  return DECIMAL_TEXT.test(text) ? ok(text) : refuse(`${quoteValue(value)} is not a number`)
}

/**
 * JSON text stays as it is (jsonb parses it). Text that does not parse, which SQLite may hold (a
 * hand edit, a broken import), becomes the marker the site reads such a value as on SQLite
 * (core/stored/json.ts), with all its raw text: the site shows it as `[unreadable value]` on
 * PostgreSQL as it did on SQLite, and staff can still see and repair it.
 */
function toJson(value: number | bigint | string): Converted {
  if (typeof value !== 'string') return ok(String(value))
  try {
    JSON.parse(value)
    return ok(value)
  } catch {
    return { ok: true, value: JSON.stringify({ [UNREADABLE_KEY]: value }), unreadableJson: true }
  }
}

function toArray(value: string): Converted {
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    return refuse(`${quoteValue(value)} is not a JSON list`)
  }
  if (!Array.isArray(parsed)) return refuse(`${quoteValue(value)} is not a JSON list`)
  const items: PgParam[] = []
  for (const item of parsed as unknown[]) {
    if (item === null || typeof item === 'string' || typeof item === 'boolean') items.push(item)
    else if (typeof item === 'number') items.push(String(item))
    else return refuse(`${quoteValue(value)} holds a nested value, which a PostgreSQL array cannot`)
  }
  return ok(items)
}

/** The value `value` read from SQLite becomes in a PostgreSQL column of type `type`, or why it cannot. */
export function toPostgres(value: SqliteValue, type: ColumnType): Converted {
  if (value === null) return ok(null)
  const dataType = type.dataType.toLowerCase()
  if (dataType === 'bytea') return ok(typeof value === 'string' ? Buffer.from(value, 'utf8') : Buffer.from(valueBytes(value)))
  if (value instanceof Uint8Array) return refuse(`${quoteValue(value)} cannot go into a ${type.dataType} column`)
  if (dataType === 'boolean') return toBoolean(value)
  if (INTEGER_TYPES.has(dataType)) return toInteger(value)
  if (DECIMAL_TYPES.has(dataType)) return toDecimal(value)
  if (dataType === 'json' || dataType === 'jsonb') return toJson(value)
  if (TIME_TYPES.has(dataType)) {
    // Payload's SQLite adapter keeps dates as ISO text; a bare number could be seconds or milliseconds.
    return typeof value === 'string' ? ok(value) : refuse(`${quoteValue(value)} is a number where a ${type.dataType} is expected`)
  }
  if (dataType === 'array') {
    return typeof value === 'string' ? toArray(value) : refuse(`${quoteValue(value)} is not a JSON list`)
  }
  // Text, character varying, enums (USER-DEFINED), uuid and anything else PostgreSQL reads from text.
  return ok(typeof value === 'string' ? value : value.toString())
}

function valueBytes(value: number | bigint | Uint8Array): Uint8Array {
  return value instanceof Uint8Array ? value : Buffer.from(value.toString(), 'utf8')
}

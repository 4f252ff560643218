/**
 * Stored JSON read defensively. A JSON column that does not parse (SQLite keeps JSON as text,
 * so a hand edit, a bad restore or a broken import can leave anything there) or that parses to
 * the wrong shape (possible on PostgreSQL's jsonb too) must not take down the list, the export
 * or the admin it is shown in: it is read as a marker that keeps the raw text, every place that
 * shows it says `[unreadable value]`, and staff can repair it.
 */

/** What lists, the entry view, CSV and personal-data exports show for a value that cannot be read. */
export const UNREADABLE_TEXT = '[unreadable value]'

/** The key of the marker object a JSON column that does not parse is read as. */
export const UNREADABLE_KEY = '$unreadable'

export type Unreadable = { [UNREADABLE_KEY]: string }

/** At most this much of a bad value's raw text is kept in the marker (and shown to staff). */
export const UNREADABLE_RAW_LIMIT = 64 * 1024

export function unreadable(raw: string): Unreadable {
  return { [UNREADABLE_KEY]: raw.length > UNREADABLE_RAW_LIMIT ? raw.slice(0, UNREADABLE_RAW_LIMIT) : raw }
}

export function isUnreadable(value: unknown): value is Unreadable {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as Record<string, unknown>)[UNREADABLE_KEY] === 'string'
  )
}

/** A JSON column's text as a value: parsed, or the marker when it does not parse. Other values pass through. */
export function parseStoredJson(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return unreadable(raw)
  }
}

/** The text a bad value was stored as, for staff to see and repair: the raw text, or the JSON it parsed to. */
export function rawTextOf(value: unknown): string {
  if (isUnreadable(value)) return value[UNREADABLE_KEY]
  if (typeof value === 'string') return value
  try {
    const text = JSON.stringify(value)
    return typeof text === 'string' ? text.slice(0, UNREADABLE_RAW_LIMIT) : String(value)
  } catch {
    return String(value)
  }
}

/** A plain object (a JSON object that parsed), not a marker, array or scalar. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isUnreadable(value)
}

/**
 * Logs a bad stored value once per process and row, so a list read every few seconds does not
 * fill the log; the set is bounded so a table full of bad rows does not grow memory.
 */
export function oncePerRow(limit = 10_000): (key: string) => boolean {
  const seen = new Set<string>()
  return (key) => {
    if (seen.has(key)) return false
    if (seen.size >= limit) seen.clear()
    seen.add(key)
    return true
  }
}

/**
 * The check and the report of `npm run migrate:to-postgres`: every copied table must hold in
 * PostgreSQL as many rows as it held in SQLite, and the person running it is told in a few lines
 * what moved, what was left out and why, and what to do next.
 */

/** A PostgreSQL URL fit to print: its password replaced, so it never reaches a terminal or log. */
export function postgresLabel(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '****'
    return parsed.toString()
  } catch {
    return 'the PostgreSQL URL given'
  }
}

/** Tables whose row counts differ between the two databases, as lines for a message. */
export function countMismatches(sqlite: ReadonlyMap<string, number>, postgres: ReadonlyMap<string, number>): string[] {
  const lines: string[] = []
  for (const [table, expected] of sqlite) {
    const found = postgres.get(table)
    if (found !== expected) lines.push(`${table}: ${expected} row(s) in SQLite, ${found ?? 'no table'} in PostgreSQL`)
  }
  return lines
}

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`
}

export type CopySummary = {
  source: string
  target: string
  tables: number
  rows: number
  /** From start to commit: connecting, loading the site's config, the schema and the rows. */
  totalMs: number
  /** Creating the schema (this version's PostgreSQL migrations). */
  schemaMs: number
  /** Copying, filling in deferred references, setting sequences and counting. */
  copyMs: number
  sequences: number
  leftOut: { table: string; reason: string }[]
  notices: string[]
  /** JSON values that did not parse, kept as the site's `[unreadable value]` marker, by table and column. */
  unreadableJson: { table: string; column: string; count: number }[]
}

export function summaryLines(s: CopySummary): string[] {
  const lines = [
    `Copied ${s.source} into ${postgresLabel(s.target)}: ${s.tables} tables, ${s.rows} rows in ${formatDuration(s.totalMs)} (schema ${formatDuration(s.schemaMs)}, rows ${formatDuration(s.copyMs)}).`,
    `Checked: every table holds as many rows in PostgreSQL as in SQLite; ${s.sequences} id sequences continue after the highest id.`,
  ]
  for (const { table, reason } of s.leftOut) lines.push(`Not copied: ${table} (${reason}).`)
  for (const notice of s.notices) lines.push(`Note: ${notice}`)
  for (const { table, column, count } of s.unreadableJson) {
    lines.push(
      `Note: ${count} value(s) of ${table}.${column} were not JSON; they were kept as the site's [unreadable value] marker with their text, as SQLite showed them.`,
    )
  }
  lines.push(
    `Next: set DATABASE_URL=${postgresLabel(s.target)} (keep DATA_DIR: media, documents, form uploads and the secret stay there) and start the site.`,
  )
  return lines
}

/**
 * JSON columns read defensively on SQLite. SQLite keeps a JSON field as text and drizzle parses
 * it with a bare `JSON.parse` while mapping each row, so one value that does not parse (a hand
 * edit, a bad restore, a broken import) made every query that reads its row throw: the entries
 * list, the CSV and personal-data exports, the forms list, the form's edit view. Each JSON
 * column of Payload's tables here reads such a value as the `[unreadable value]` marker
 * (core/stored/json.ts) instead, which keeps the raw text for staff to see and repair; the
 * places that show the value mark it. PostgreSQL's jsonb refuses text that does not parse, so
 * there only a value of the wrong shape can occur, which the readers handle the same way.
 */
import type { Payload } from 'payload'

import { parseStoredJson } from '../core/stored/json'

type Column = { columnType?: unknown; mapFromDriverValue?: (value: unknown) => unknown }

/** Makes every SQLite JSON column of Payload's tables read unparseable text as the marker; returns how many. */
export function readJsonColumnsSafely(payload: Payload): number {
  const tables = (payload.db as unknown as { tables?: Record<string, Record<string, unknown>> }).tables ?? {}
  let count = 0
  for (const table of Object.values(tables)) {
    for (const column of Object.values(table) as Column[]) {
      if (!column || typeof column !== 'object' || column.columnType !== 'SQLiteTextJson') continue
      column.mapFromDriverValue = parseStoredJson
      count++
    }
  }
  return count
}

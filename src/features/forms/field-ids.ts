type Row = Record<string, unknown>

/**
 * Gives every builder row a field id: rows keep theirs; a row without one, or with an id an
 * earlier row already has (a duplicated field), gets the next id above every id the form has ever
 * had (`highestEver`), so an id is never reused. Entries, conditional logic and merge tags refer
 * to fields by these ids. Returns the new highest id. Changes the rows in place.
 */
export function assignFieldIds(rows: Row[], highestEver: number): number {
  let next = Math.max(0, highestEver, ...rows.map((r) => (typeof r.fieldId === 'number' ? r.fieldId : 0)))
  const seen = new Set<number>()
  for (const row of rows) {
    const id = row.fieldId
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || seen.has(id)) row.fieldId = ++next
    seen.add(row.fieldId as number)
  }
  return next
}

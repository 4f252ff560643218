type Row = Record<string, unknown>

/**
 * The ids a form's rows should have, in order: a row keeps a valid id no row before it has; any
 * other row (new, or duplicated with its original's id) gets the next id above every id this form
 * has ever had (`lastFieldId`) and every id on the rows, so an id is never reused. Entries,
 * conditional logic and merge tags refer to fields by these ids. The save hook (collections/forms)
 * is the authority; the builder (builder/FieldIds.tsx) and the preview show the same ids early.
 */
export function fieldIdsFor(ids: readonly (number | null)[], lastFieldId: number | null): number[] {
  let next = Math.max(0, lastFieldId ?? 0, ...ids.map((id) => id ?? 0))
  const seen = new Set<number>()
  return ids.map((id) => {
    const kept = id !== null && Number.isInteger(id) && id > 0 && !seen.has(id) ? id : ++next
    seen.add(kept)
    return kept
  })
}

/** Gives each row its id (`fieldIdsFor`), in place; returns the highest id the form has now had. */
export function assignFieldIds(rows: Row[], highestEver: number): number {
  const ids = fieldIdsFor(
    rows.map((r) => (typeof r.fieldId === 'number' ? r.fieldId : null)),
    highestEver,
  )
  rows.forEach((row, i) => (row.fieldId = ids[i]))
  return Math.max(highestEver, ...ids)
}

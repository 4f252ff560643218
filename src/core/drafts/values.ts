/**
 * A draft's stored values: GF's input `[name, value]` pairs, in order. Payload copies each
 * row of a JSON array field with `{ ...row }` when an update leaves the field out, which
 * turned every pair into `{ "0": name, "1": value }`; drafts written that way are read (and
 * repaired by a migration) with this one function, so both shapes give the same pairs.
 */
export type DraftPair = [string, string]

const isPair = (row: unknown): row is DraftPair =>
  Array.isArray(row) && row.length === 2 && typeof row[0] === 'string' && typeof row[1] === 'string'

/** The pair a stored row holds, in either shape; null for anything else. */
function pairOf(row: unknown): DraftPair | null {
  if (isPair(row)) return row
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return null
  const keys = Object.keys(row)
  const spread = row as Record<string, unknown>
  if (keys.length !== 2 || typeof spread['0'] !== 'string' || typeof spread['1'] !== 'string') return null
  return [spread['0'], spread['1']]
}

/**
 * The pairs of a stored `values`, and whether any row had to be turned back into a pair
 * (rows that are neither shape are dropped, as before).
 */
export function draftPairs(stored: unknown): { pairs: DraftPair[]; repaired: boolean } {
  if (!Array.isArray(stored)) return { pairs: [], repaired: false }
  const pairs: DraftPair[] = []
  let repaired = false
  for (const row of stored) {
    const pair = pairOf(row)
    if (!pair) continue
    if (!isPair(row)) repaired = true
    pairs.push(pair)
  }
  return { pairs, repaired }
}

/**
 * Which content coding to answer a request with, from its Accept-Encoding header (RFC 9110,
 * section 12.5.3), among the codings a stored page is kept in. Pure, so every rule is tested.
 *
 * - No header: identity (the client said nothing about codings).
 * - Each coding's weight is its own `;q=`, else that of `*`, else 0 (not acceptable).
 * - identity is acceptable unless it is refused by `identity;q=0`, or by `*;q=0` with no entry of
 *   its own; not named, it weighs as the least weight listed, so a listed coding is preferred.
 * - Among the acceptable, the highest weight wins; on a tie the order of `available` decides
 *   (smallest first), then identity.
 * - When nothing is acceptable, identity is sent anyway: the section allows it, and every client
 *   can read it.
 */
export type Coding = 'br' | 'gzip' | 'identity'

const ALIASES: Record<string, string> = { 'x-gzip': 'gzip' }

/** The weights a header names, lower-cased; null for a malformed q-value (the entry is ignored). */
export function acceptedCodings(header: string | string[] | undefined): Map<string, number> | null {
  if (header === undefined) return null
  const text = Array.isArray(header) ? header.join(',') : header
  const weights = new Map<string, number>()
  for (const entry of text.split(',')) {
    const [rawName, ...params] = entry.split(';')
    const name = rawName!.trim().toLowerCase()
    if (!name) continue
    let q = 1
    let valid = true
    for (const param of params) {
      const [key, value] = param.split('=').map((s) => s.trim())
      if (key?.toLowerCase() !== 'q') continue
      // qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )
      if (value === undefined || !/^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value)) valid = false
      else q = Number(value)
    }
    if (!valid) continue
    const coding = ALIASES[name] ?? name
    // A coding named twice: the higher weight counts.
    weights.set(coding, Math.max(q, weights.get(coding) ?? 0))
  }
  return weights
}

export function negotiateEncoding(
  header: string | string[] | undefined,
  available: readonly Exclude<Coding, 'identity'>[],
): Coding {
  const weights = acceptedCodings(header)
  if (!weights) return 'identity'
  const star = weights.get('*')
  // identity not named: acceptable (unless `*;q=0`), weighed as the least the client accepts, so any
  // coding it lists is preferred to none.
  const listed = [...weights.values()].filter((q) => q > 0)
  const implicit = listed.length ? Math.min(...listed) : 1
  let best: Coding = 'identity'
  let bestQ = weights.get('identity') ?? (star === 0 ? 0 : implicit)
  // identity wins only when it weighs strictly more: a compressed form of equal weight is preferred.
  for (const coding of available) {
    const q = weights.get(coding) ?? star ?? 0
    if (q > 0 && (q > bestQ || (q === bestQ && best === 'identity'))) {
      best = coding
      bestQ = q
    }
  }
  return best
}

/**
 * Search helpers shared by the search page and the indexer. Pure: no Payload or
 * React, so the rules are unit-tested on their own.
 */

export const MAX_QUERY_LENGTH = 100
export const MIN_TERM_LENGTH = 2

/** The query as typed, tidied: trimmed, single spaces, bounded length. */
export function normaliseQuery(raw: unknown): string {
  const value = Array.isArray(raw) ? raw[0] : raw
  if (typeof value !== 'string') return ''
  return value.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH)
}

/** The distinct words worth looking for, longest first (so "pagers" is marked before "pager"). */
export function searchTerms(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= MIN_TERM_LENGTH)
  return [...new Set(words)].sort((a, b) => b.length - a.length).slice(0, 8)
}

export type Segment = { text: string; match: boolean }

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Splits text into plain and matching parts, for highlighting without writing HTML. */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  if (terms.length === 0 || text === '') return text ? [{ text, match: false }] : []
  const pattern = new RegExp(`(${terms.map(escapeRegExp).join('|')})`, 'giu')
  const segments: Segment[] = []
  let last = 0
  for (const m of text.matchAll(pattern)) {
    const at = m.index ?? 0
    if (at > last) segments.push({ text: text.slice(last, at), match: false })
    segments.push({ text: m[0], match: true })
    last = at + m[0].length
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false })
  return segments
}

/**
 * A short excerpt around the first match, cut at word boundaries, with an
 * ellipsis where text was left out. Without a match, the start of the text.
 */
export function excerpt(text: string, terms: readonly string[], length = 220): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= length) return clean
  const lower = clean.toLowerCase()
  const first = terms.map((t) => lower.indexOf(t)).filter((i) => i >= 0)
  const hit = first.length ? Math.min(...first) : 0
  let start = Math.max(0, hit - Math.floor(length / 3))
  if (start > 0) {
    const space = clean.indexOf(' ', start)
    start = space >= 0 && space < hit ? space + 1 : start
  }
  let end = Math.min(clean.length, start + length)
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end)
    if (space > start) end = space
  }
  return `${start > 0 ? '… ' : ''}${clean.slice(start, end)}${end < clean.length ? ' …' : ''}`
}

/**
 * Orders results: a term in the title counts most, then in the description, then in the text.
 * A product's article number (`code`) that holds every word of the query counts above a title,
 * so typing "OS-GP15" finds that article first.
 */
export function score(
  doc: { title: string; description?: string | null; text?: string | null; code?: string | null },
  terms: readonly string[],
): number {
  let total = 0
  const title = doc.title.toLowerCase()
  const description = (doc.description ?? '').toLowerCase()
  const text = (doc.text ?? '').toLowerCase()
  const code = (doc.code ?? '').toLowerCase()
  for (const term of terms) {
    if (title.includes(term)) total += 10
    if (description.includes(term)) total += 4
    if (text.includes(term)) total += 1
  }
  if (code && terms.length > 0 && terms.every((t) => code.includes(t))) total += 20
  return total
}

/**
 * The entries list's query, shared by the admin list tools and the CSV export: Payload's
 * own `where` from the address (what the list shows) plus its search box, which looks in
 * the summary and in every answer.
 */
import { parse } from 'qs-esm'
import type { Where } from 'payload'

export type ListQuery = { where: Where; search: string }

/** Reads `where` and `search` from a list address's query string (`?where[and][0][form][equals]=3&search=jan`). */
export function listQueryFrom(queryString: string): ListQuery {
  const parsed = parse(queryString.replace(/^\?/, ''), { depth: 10, arrayLimit: 100 }) as { where?: unknown; search?: unknown }
  const where = parsed.where && typeof parsed.where === 'object' ? (parsed.where as Where) : {}
  const search = typeof parsed.search === 'string' ? parsed.search.trim().slice(0, 200) : ''
  return { where, search }
}

/** The list's `where` with its search applied as the list applies it (listSearchableFields). */
export function entriesWhere(query: ListQuery): Where {
  const parts: Where[] = []
  if (Object.keys(query.where).length > 0) parts.push(query.where)
  if (query.search) parts.push({ or: [{ summary: { like: query.search } }, { searchText: { like: query.search } }] })
  return parts.length === 0 ? {} : parts.length === 1 ? parts[0]! : { and: parts }
}

/**
 * The one form a `where` is limited to (`form equals 3` at its top level or in an `and`, however
 * deep: the search box wraps the list's own `and` in another), if any. An `or` does not limit it.
 */
export function formIdOf(where: Where): number | null {
  const cond = where.form as { equals?: unknown } | undefined
  const n = Number(cond?.equals)
  if (Number.isSafeInteger(n) && n > 0) return n
  for (const part of Array.isArray(where.and) ? (where.and as Where[]) : []) {
    const found = part && typeof part === 'object' ? formIdOf(part) : null
    if (found) return found
  }
  return null
}

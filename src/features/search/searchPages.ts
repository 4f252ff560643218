import type { Where } from 'payload'

import { excerpt, score, searchTerms } from '../../core/search/query'
import { payload } from '../site/queries'

export type SearchResult = { title: string; path: string; excerpt: string; section: string | null }

/** Published pages matching any of the query's words, best first. */
export async function searchPages(query: string, limit = 20): Promise<{ terms: string[]; results: SearchResult[] }> {
  const terms = searchTerms(query)
  if (terms.length === 0) return { terms, results: [] }
  const client = await payload()
  const { docs } = await client.find({
    collection: 'pages',
    where: {
      and: [
        { _status: { equals: 'published' } },
        {
          or: terms.flatMap((t): Where[] => [
            { title: { like: t } },
            { 'meta.description': { like: t } },
            { searchText: { like: t } },
          ]),
        },
      ],
    },
    select: { title: true, path: true, meta: true, searchText: true, breadcrumbs: true },
    depth: 0,
    limit: 100,
    overrideAccess: false,
  })
  const ranked = docs
    .filter((d) => d.path)
    .map((d) => {
      const description = d.meta?.description ?? ''
      const text = d.searchText ?? ''
      return {
        score: score({ title: d.title, description, text }, terms),
        result: {
          title: d.title,
          path: d.path as string,
          excerpt: excerpt(
            description && terms.some((t) => description.toLowerCase().includes(t)) ? description : text || description,
            terms,
          ),
          section: d.breadcrumbs && d.breadcrumbs.length > 1 ? (d.breadcrumbs[0]?.label ?? null) : null,
        },
      }
    })
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.result.title.localeCompare(b.result.title))
  return { terms, results: ranked.slice(0, limit).map((r) => r.result) }
}

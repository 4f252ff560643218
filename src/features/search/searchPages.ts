import type { Where } from 'payload'

import { displayPrice } from '../../core/products/price'
import { excerpt, score, searchTerms } from '../../core/search/query'
import { payload } from '../site/queries'

export type SearchResult = {
  title: string
  path: string
  excerpt: string
  section: string | null
  /** A product's price line (`24,50 € per piece`, "Price on request"); null for pages. */
  price: string | null
}

type Ranked = { score: number; result: SearchResult }

const inText = (text: string, terms: readonly string[]) => terms.some((t) => text.toLowerCase().includes(t))

async function rankPages(terms: string[]): Promise<Ranked[]> {
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
  return docs
    .filter((d) => d.path)
    .map((d) => {
      const description = d.meta?.description ?? ''
      const text = d.searchText ?? ''
      return {
        score: score({ title: d.title, description, text }, terms),
        result: {
          title: d.title,
          path: d.path as string,
          excerpt: excerpt(description && inText(description, terms) ? description : text || description, terms),
          section: d.breadcrumbs && d.breadcrumbs.length > 1 ? (d.breadcrumbs[0]?.label ?? null) : null,
          price: null,
        },
      }
    })
}

async function rankProducts(terms: string[]): Promise<Ranked[]> {
  const client = await payload()
  const { docs } = await client.find({
    collection: 'products',
    where: {
      and: [
        { _status: { equals: 'published' } },
        {
          or: terms.flatMap((t): Where[] => [
            { name: { like: t } },
            { summary: { like: t } },
            { sku: { like: t } },
            { searchText: { like: t } },
          ]),
        },
      ],
    },
    select: { name: true, path: true, sku: true, summary: true, searchText: true, category: true, price: true, priceUnit: true },
    populate: { 'product-categories': { name: true } },
    depth: 1,
    limit: 100,
    overrideAccess: false,
  })
  return docs
    .filter((d) => d.path)
    .map((d) => {
      const text = d.searchText ?? ''
      const shown = displayPrice({ price: d.price, priceUnit: d.priceUnit })
      return {
        score: score({ title: d.name, description: d.summary, text, code: d.sku }, terms),
        result: {
          title: d.name,
          path: d.path as string,
          excerpt: excerpt(inText(d.summary, terms) || !text ? d.summary : text, terms),
          section: typeof d.category === 'object' && d.category ? d.category.name : 'Products',
          price: [shown.amount, shown.unit].filter(Boolean).join(' '),
        },
      }
    })
}

/** Published pages and products matching any of the query's words, ranked together, best first. */
export async function searchPages(query: string, limit = 20): Promise<{ terms: string[]; results: SearchResult[] }> {
  const terms = searchTerms(query)
  if (terms.length === 0) return { terms, results: [] }
  const [pages, products] = await Promise.all([rankPages(terms), rankProducts(terms)])
  const ranked = [...pages, ...products]
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.result.title.localeCompare(b.result.title))
  return { terms, results: ranked.slice(0, limit).map((r) => r.result) }
}

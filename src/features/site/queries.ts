import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import { getPayload } from 'payload'
import { cache } from 'react'

import { pickAcross } from '../../core/products/order'
import type {
  AnalyticsSetting,
  ConsentSetting,
  Document,
  Footer,
  Header,
  Media,
  Page,
  Product,
  ProductCategory,
  SiteSetting,
} from '../../payload-types'
import { tags } from '../cache/tags'

export const payload = () => getPayload({ config })

/** Published reads are cached under tags; the hooks in collections/ and globals expire them. */
const cached =
  <A extends unknown[], R>(fn: (...args: A) => Promise<R>, key: string, tagsOf: (...args: A) => string[]) =>
  (...args: A) =>
    unstable_cache(() => fn(...args), [key, JSON.stringify(args)], { tags: [...tagsOf(...args), tags.all] })()

// cache(): the page and its metadata read the same draft once per request.
const queryPage = cache(async (path: string, draft: boolean): Promise<Page | null> => {
  const client = await payload()
  const { docs } = await client.find({
    collection: 'pages',
    where: { path: { equals: path } },
    draft,
    limit: 1,
    depth: 2,
    overrideAccess: draft,
    pagination: false,
  })
  const page = (docs[0] as Page | undefined) ?? null
  // The search index text is for /search only; keep it out of rendered and cached pages.
  // Not with `select: { searchText: false }`: Payload 3.90's SQL adapters then read only a
  // group's columns from an array that holds one (a feature's `link`), dropping the rest.
  if (page) delete page.searchText
  return page
})

const publishedPage = cached(
  (path: string) => queryPage(path, false),
  'page',
  (path) => [tags.path(path), tags.pageIndex, tags.media, tags.documents],
)

/** The page at an address: the draft while an editor previews, otherwise the published page from the cache. */
export async function findPage(path: string): Promise<Page | null> {
  const { isEnabled } = await draftMode()
  return isEnabled ? queryPage(path, true) : publishedPage(path)
}

export type RedirectTarget = { location: string; status: 301 | 302 }

/** Where an old address now points, for addresses that have no page. */
export const findRedirect = cached(
  async (path: string): Promise<RedirectTarget | null> => {
    const client = await payload()
    const { docs } = await client.find({
      collection: 'redirects',
      where: { from: { equals: path } },
      limit: 1,
      depth: 1,
      overrideAccess: true,
    })
    const r = docs[0]
    if (!r) return null
    const status = r.type === '302' ? 302 : 301
    if (r.to?.type === 'custom' && r.to.url) return { location: r.to.url, status }
    const ref = r.to?.reference?.value
    if (ref && typeof ref === 'object' && 'path' in ref && ref.path && ref._status === 'published' && ref.path !== path) {
      return { location: ref.path, status }
    }
    return null
  },
  'redirect',
  (path) => [tags.path(path), tags.redirects, tags.pageIndex, tags.products],
)

type Globals = {
  header: Header
  footer: Footer
  'site-settings': SiteSetting
  'consent-settings': ConsentSetting
  'analytics-settings': AnalyticsSetting
}

export const getGlobal = cached(
  async <S extends keyof Globals>(slug: S): Promise<Globals[S]> => {
    const client = await payload()
    return (await client.findGlobal({ slug, depth: 1 })) as Globals[S]
  },
  'global',
  (slug) => [tags.global(slug), tags.pageIndex, tags.media],
) as <S extends keyof Globals>(slug: S) => Promise<Globals[S]>

export const listDocuments = cached(
  async (ids: number[]): Promise<Document[]> => {
    const client = await payload()
    const { docs } = await client.find({
      collection: 'documents',
      where: ids.length ? { id: { in: ids } } : {},
      sort: '-createdAt',
      limit: 100,
      depth: 0,
    })
    return ids.length ? ids.map((id) => docs.find((d) => d.id === id)).filter((d): d is Document => Boolean(d)) : docs
  },
  'documents',
  () => [tags.documents],
)

export const listPublishedPaths = cached(
  async (): Promise<{ path: string; updatedAt: string }[]> => {
    const client = await payload()
    const { docs } = await client.find({
      collection: 'pages',
      where: { _status: { equals: 'published' } },
      select: { path: true, updatedAt: true },
      pagination: false,
      depth: 0,
    })
    return docs.filter((d) => d.path).map((d) => ({ path: d.path as string, updatedAt: d.updatedAt }))
  },
  'paths',
  () => [tags.pageIndex],
)

// Products

/** What a product card, a related product and a search result need: no description, specifications or search text. */
const CARD_SELECT = {
  name: true,
  sku: true,
  path: true,
  summary: true,
  images: true,
  price: true,
  priceUnit: true,
  priceNote: true,
  category: true,
  _status: true,
} as const

export type ProductCard = {
  id: number
  name: string
  path: string
  sku: string | null
  summary: string
  price: number | null
  priceUnit: string | null
  priceNote: string | null
  /** The main image, or null when the product has none (yet). */
  image: Media | null
  category: { id: number; name: string } | null
}

type CardSource = Pick<
  Product,
  'id' | 'name' | 'sku' | 'path' | 'summary' | 'images' | 'price' | 'priceUnit' | 'priceNote' | 'category' | '_status'
>

const isObject = <T>(value: number | T | null | undefined): value is T => typeof value === 'object' && value !== null

/** Relationships the reader may not see (unpublished, deleted) come back as bare ids: those are left out. */
function toCard(doc: CardSource): ProductCard | null {
  if (!doc.path) return null
  const image = (doc.images ?? []).find(isObject) ?? null
  const category = isObject(doc.category) ? { id: doc.category.id, name: doc.category.name } : null
  return {
    id: doc.id,
    name: doc.name,
    path: doc.path,
    sku: doc.sku ?? null,
    summary: doc.summary,
    price: doc.price ?? null,
    priceUnit: doc.priceUnit ?? null,
    priceNote: doc.priceNote ?? null,
    image,
    category,
  }
}

export type ProductDetail = Omit<Product, 'related' | 'category'> & {
  category: ProductCategory | null
  /** The category's page (title, address and its trail), when it is published. */
  categoryPage: Pick<Page, 'id' | 'title' | 'path' | 'breadcrumbs'> | null
  related: ProductCard[]
}

// cache(): the product page and its metadata read the same draft once per request.
const queryProduct = cache(async (path: string, draft: boolean): Promise<ProductDetail | null> => {
  const client = await payload()
  const { docs } = await client.find({
    collection: 'products',
    where: { path: { equals: path } },
    draft,
    limit: 1,
    // 1: category, images, brochure, related products; 2: the category's page, related products' images and category.
    depth: 2,
    select: { searchText: false },
    // Populated documents carry only what the page shows, so no page layout or related descriptions are read.
    populate: {
      pages: { title: true, path: true, breadcrumbs: true, _status: true },
      products: CARD_SELECT,
      'product-categories': { name: true, slug: true, page: true },
    },
    overrideAccess: draft,
    pagination: false,
  })
  const doc = docs[0] as Product | undefined
  if (!doc) return null
  const category = isObject(doc.category) ? doc.category : null
  const page = category && isObject(category.page) ? category.page : null
  return {
    ...doc,
    category,
    categoryPage: page?.path && (draft || page._status === 'published') ? page : null,
    related: (doc.related ?? [])
      .filter(isObject)
      .filter((p) => draft || p._status === 'published')
      .map((p) => toCard(p))
      .filter((c): c is ProductCard => c !== null),
  }
})

const publishedProduct = cached(
  (path: string) => queryProduct(path, false),
  'product',
  (path) => [tags.path(path), tags.products, tags.pageIndex, tags.media, tags.documents],
)

/** The product at an address: the draft while an editor previews, otherwise the published product from the cache. */
export async function findProduct(path: string): Promise<ProductDetail | null> {
  const { isEnabled } = await draftMode()
  return isEnabled ? queryProduct(path, true) : publishedProduct(path)
}

export type ProductQuery =
  | { source: 'all'; limit?: number | null }
  | { source: 'category'; category: number; limit?: number | null }
  | { source: 'selected'; ids: number[] }

/**
 * Published products for cards: the editor's own pick in their order, or every
 * product or one category's in catalogue order (by category's `order`, then in
 * the order they were added, like the price list). A limit on every product
 * takes one of each category in turn, so a short row shows the whole range.
 */
export const listProductCards = cached(
  async (query: ProductQuery): Promise<ProductCard[]> => {
    const client = await payload()
    if (query.source === 'selected' && query.ids.length === 0) return []
    const { docs } = await client.find({
      collection: 'products',
      where: {
        and: [
          { _status: { equals: 'published' } },
          ...(query.source === 'category' ? [{ category: { equals: query.category } }] : []),
          ...(query.source === 'selected' ? [{ id: { in: query.ids } }] : []),
        ],
      },
      select: CARD_SELECT,
      populate: { 'product-categories': { name: true, order: true } },
      depth: 1,
      sort: ['createdAt', 'id'],
      pagination: false,
      overrideAccess: false,
    })
    let ordered = docs as CardSource[]
    if (query.source === 'selected') {
      ordered = query.ids.map((id) => ordered.find((d) => d.id === id)).filter((d): d is CardSource => Boolean(d))
    } else {
      const rank = (d: CardSource) => (isObject(d.category) ? (d.category.order ?? 0) : Number.MAX_SAFE_INTEGER)
      // Array sort is stable: within a category the products stay in catalogue order.
      ordered = [...ordered].sort((a, b) => rank(a) - rank(b))
    }
    const cards = ordered.map(toCard).filter((c): c is ProductCard => c !== null)
    if (query.source === 'selected' || !query.limit || query.limit < 1) return cards
    return query.source === 'all' ? pickAcross(cards, (c) => c.category?.id ?? null, query.limit) : cards.slice(0, query.limit)
  },
  'product-cards',
  () => [tags.products, tags.media],
)

export const listPublishedProductPaths = cached(
  async (): Promise<{ path: string; updatedAt: string }[]> => {
    const client = await payload()
    const { docs } = await client.find({
      collection: 'products',
      where: { _status: { equals: 'published' } },
      select: { path: true, updatedAt: true },
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    return docs.filter((d) => d.path).map((d) => ({ path: d.path as string, updatedAt: d.updatedAt }))
  },
  'product-paths',
  () => [tags.products],
)

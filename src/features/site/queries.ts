import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import { getPayload } from 'payload'
import { cache } from 'react'

import type { Document, Footer, Header, Page, SiteSetting } from '../../payload-types'
import { tags } from '../cache/tags'

export const payload = () => getPayload({ config })

/** Published reads are cached under tags; the hooks in collections/ and globals expire them. */
const cached =
  <A extends unknown[], R>(fn: (...args: A) => Promise<R>, key: string, tagsOf: (...args: A) => string[]) =>
  (...args: A) =>
    unstable_cache(() => fn(...args), [key, JSON.stringify(args)], { tags: tagsOf(...args) })()

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
  (path) => [tags.path(path), tags.redirects, tags.pageIndex],
)

type Globals = { header: Header; footer: Footer; 'site-settings': SiteSetting }

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

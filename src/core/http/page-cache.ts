/**
 * Which answers the serving layer may keep in memory and hand to the next visitor, and the
 * store that keeps them. Pure (no Node request objects), so every rule is unit-tested.
 *
 * Only what Next.js itself serves from its page cache qualifies: published pages that are the
 * same for every visitor. Anything that can differ per visitor is never kept: previews (draft
 * cookies), signed-in requests, client navigations (RSC payloads vary on router headers),
 * answers that set a cookie, and everything that is not a plain 200 HTML page. A stored page is
 * kept with the hashes of its inline scripts for its CSP and compressed once in each coding a
 * browser may ask for, so an answer is a lookup and a write (server/page-cache.ts).
 */
import { processWide } from '../process-wide'

export type RequestFacts = {
  method: string
  url: string
  headers: Record<string, string | string[] | undefined>
}

/**
 * `body`: the page as Next rendered it; `encoded`: the same bytes compressed once per coding;
 * `scriptHashes`: the CSP sources of its inline scripts; `googleTag`: it was rendered with a Google
 * Analytics measurement id, so its CSP allows gtag.js's host (both core/http/csp.ts).
 */
export type StoredPage = {
  status: number
  headers: [string, string | string[]][]
  body: Buffer
  encoded: { br: Buffer; gzip: Buffer }
  scriptHashes: string[]
  googleTag: boolean
  expires: number
}

const sizeOf = (page: StoredPage) => page.body.length + page.encoded.br.length + page.encoded.gzip.length

/** Cookies that make a page differ: draft preview, the admin's session. */
const PERSONAL_COOKIES = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data|payload-token)=/
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action']

/** The cache key, or null when this request must reach Next. A HEAD is answered from what a GET stored. */
export function cacheKey(req: RequestFacts): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = req.url
  if (!url.startsWith('/') || url.length > 2048) return null
  if (/^\/(admin|api|_next|next)(\/|\?|$)/.test(url) || url.includes('_rsc=')) return null
  // Query strings are left to Next (search, previews, tracking parameters would each make a new entry).
  if (url.includes('?')) return null
  for (const name of ROUTER_HEADERS) if (req.headers[name] !== undefined) return null
  const cookie = req.headers.cookie
  if (cookie && PERSONAL_COOKIES.test(Array.isArray(cookie) ? cookie.join('; ') : cookie)) return null
  if (req.headers.authorization) return null
  return url
}

/**
 * Headers that describe one transfer, not the page, and those each answer sets afresh: its
 * coding and length, its CSP and caching (server/page-cache.ts).
 */
const TRANSFER_HEADERS = new Set([
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-security-policy',
  'cache-control',
  'etag',
  // Each answer's own (server/serve.ts): the first visitor's id is not every later visitor's.
  'x-request-id',
])

/** What an answer rendered as islands, outside Next, carries (server/islands.ts): `x-page-render: islands`. */
export const PAGE_RENDER_HEADER = 'x-page-render'

/**
 * How long an answer may be kept (ms), or 0 when it must not be. Next marks what it served from
 * its own page cache with x-nextjs-cache HIT or MISS and a shared max age; STALE means a fresher
 * page is being rendered, so it is not kept. A page rendered as islands is kept as Next's are.
 */
export function keepFor(status: number, headers: Record<string, unknown>): number {
  if (status !== 200) return 0
  const state = String(headers['x-nextjs-cache'] ?? '').toUpperCase()
  if (state !== 'HIT' && state !== 'MISS' && headers[PAGE_RENDER_HEADER] !== 'islands') return 0
  if (headers['set-cookie'] !== undefined) return 0
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return 0
  const control = String(headers['cache-control'] ?? '')
  if (/no-store|private/.test(control)) return 0
  const sMaxAge = /s-maxage=(\d+)/.exec(control)
  if (!sMaxAge) return 0
  return Math.min(Number(sMaxAge[1]), 86_400) * 1000
}

export function storedHeaders(headers: Record<string, unknown>): [string, string | string[]][] {
  const out: [string, string | string[]][] = []
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || TRANSFER_HEADERS.has(name.toLowerCase())) continue
    out.push([name, Array.isArray(value) ? value.map(String) : String(value)])
  }
  return out
}

/**
 * The head of one kind of answer from a stored page, built once and reused for every answer of
 * that kind (server/page-cache.ts): the baseline security headers, the page's own, the CSP and
 * caching each answer carries, `Vary` with Accept-Encoding, the coding and the length. A name
 * given twice keeps its last value, compared without case, as `setHeader` would. Returned flat
 * (`[name, value, name, value, …]`), the form `writeHead` takes without copying it into the
 * response's header map.
 */
export function answerHead(parts: {
  baseline: Record<string, string>
  page: [string, string | string[]][]
  csp: string
  coding: string
  length: number
}): (string | string[])[] {
  const byName = new Map<string, [string, string | string[]]>()
  const put = (name: string, value: string | string[]) => {
    const key = name.toLowerCase()
    byName.delete(key)
    byName.set(key, [name, value])
  }
  for (const [name, value] of Object.entries(parts.baseline)) put(name, value)
  for (const [name, value] of parts.page) put(name, value)
  // Served from a cache, whatever Next said when it first rendered the page (MISS, then).
  put('x-nextjs-cache', 'HIT')
  put('x-site-cache', 'HIT')
  put('Content-Security-Policy', parts.csp)
  // As for every page (server/harden.ts): revalidated on each visit, never kept by a shared cache.
  put('Cache-Control', 'private, no-cache')
  const vary = byName.get('vary')?.[1]
  const varyList = (Array.isArray(vary) ? vary : vary === undefined ? [] : [vary])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean)
  if (!varyList.some((v) => v.toLowerCase() === 'accept-encoding')) varyList.push('Accept-Encoding')
  put('Vary', varyList.join(', '))
  if (parts.coding !== 'identity') put('Content-Encoding', parts.coding)
  put('Content-Length', String(parts.length))
  return [...byName.values()].flat(1)
}

/**
 * A least-recently-used store bounded by entries and bytes. `generation` goes up with every
 * content change: an answer rendered before a change is not stored after it, even if it
 * arrives later (the visitor's request raced the editor's save).
 */
export class PageStore {
  private readonly pages = new Map<string, StoredPage>()
  private bytes = 0
  generation = 0

  constructor(
    private readonly maxEntries = 2000,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get(key: string, now: number): StoredPage | null {
    const page = this.pages.get(key)
    if (!page) return null
    this.pages.delete(key)
    if (page.expires <= now) {
      this.bytes -= sizeOf(page)
      return null
    }
    this.pages.set(key, page)
    return page
  }

  /** Keeps a page if no change happened since `generation` was read. */
  set(key: string, page: StoredPage, generation: number): boolean {
    if (generation !== this.generation || sizeOf(page) > this.maxBytes / 8) return false
    const old = this.pages.get(key)
    if (old) {
      this.pages.delete(key)
      this.bytes -= sizeOf(old)
    }
    this.pages.set(key, page)
    this.bytes += sizeOf(page)
    while (this.pages.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldestKey, oldest] = this.pages.entries().next().value as [string, StoredPage]
      this.pages.delete(oldestKey)
      this.bytes -= sizeOf(oldest)
    }
    return true
  }

  /** Content changed: forget everything (changes are rare, pages render again on their next visit). */
  clear(): void {
    this.generation++
    this.pages.clear()
    this.bytes = 0
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.pages.size, bytes: this.bytes }
  }
}

/** Where the serving layer and the cache's invalidation (inside Next's bundle, features/cache) find the one store. */
export const pageStore: () => PageStore = processWide('page-store', () => new PageStore())

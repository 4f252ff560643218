import { describe, expect, it } from 'vitest'

import { answerHead, cacheKey, keepFor, PageStore, storedHeaders, type StoredPage } from './page-cache'

const get = (url: string, headers: Record<string, string> = {}) => cacheKey({ method: 'GET', url, headers })
const isr = { 'x-nextjs-cache': 'HIT', 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=31536000' }
const page = (body: string, expires = Infinity): StoredPage => ({
  status: 200,
  headers: [],
  body: Buffer.from(body),
  encoded: { br: Buffer.alloc(0), gzip: Buffer.alloc(0) },
  scriptHashes: [],
  googleTag: false,
  expires,
})
const text = (p: StoredPage | null) =>
  p?.body.toString() ??
  describe('which requests the page cache answers', () => {
    it('answers plain visits to site pages, cookies of the consent notice included', () => {
      expect(get('/')).toBe('/')
      expect(get('/products/gp15-guest-pager-starter-kit', { cookie: 'site_consent=v1.analytics' })).toBe(
        '/products/gp15-guest-pager-starter-kit',
      )
    })

    it('leaves previews, signed-in staff, client navigations, queries and everything not a page to Next', () => {
      expect(cacheKey({ method: 'POST', url: '/contact', headers: {} })).toBeNull()
      expect(cacheKey({ method: 'PUT', url: '/contact', headers: {} })).toBeNull()
      expect(get('/contact', { cookie: 'a=1; __prerender_bypass=x' })).toBeNull()
      expect(get('/contact', { cookie: 'payload-token=abc' })).toBeNull()
      expect(get('/contact', { authorization: 'JWT x' })).toBeNull()
      expect(get('/contact', { rsc: '1' })).toBeNull()
      expect(get('/contact', { 'next-router-prefetch': '1' })).toBeNull()
      expect(get('/search?q=pager')).toBeNull()
      expect(get('/contact?_rsc=abc')).toBeNull()
      for (const url of ['/admin', '/api/pages', '/_next/static/x.js', '/next/forms/ajax', 'http://evil/'])
        expect(get(url)).toBeNull()
      expect(get('/' + 'a'.repeat(3000))).toBeNull()
    })
  })

describe('which answers it keeps', () => {
  it("keeps Next's cached pages (HIT or MISS) for their shared max age, at most a day", () => {
    expect(keepFor(200, isr)).toBe(86_400_000)
    expect(keepFor(200, { ...isr, 'x-nextjs-cache': 'MISS', 'cache-control': 's-maxage=60, stale-while-revalidate' })).toBe(
      60_000,
    )
  })

  it('keeps a page rendered as islands as it keeps Next’s', () => {
    const islands = { 'x-page-render': 'islands', 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=86400' }
    expect(keepFor(200, islands)).toBe(86_400_000)
    expect(keepFor(200, { ...islands, 'x-page-render': 'next' })).toBe(0)
    expect(keepFor(200, { ...islands, 'set-cookie': ['a=1'] })).toBe(0)
  })

  it('never keeps stale, dynamic, personal, failed or non-HTML answers', () => {
    expect(keepFor(200, { ...isr, 'x-nextjs-cache': 'STALE' })).toBe(0)
    expect(keepFor(200, { ...isr, 'x-nextjs-cache': undefined })).toBe(0)
    expect(keepFor(200, { ...isr, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' })).toBe(0)
    expect(keepFor(200, { ...isr, 'set-cookie': ['a=1'] })).toBe(0)
    expect(keepFor(200, { ...isr, 'content-type': 'application/json' })).toBe(0)
    expect(keepFor(404, isr)).toBe(0)
    expect(keepFor(200, { ...isr, 'cache-control': 'public' })).toBe(0)
  })

  it('answers a HEAD from what a GET stored', () => {
    expect(cacheKey({ method: 'HEAD', url: '/contact', headers: {} })).toBe('/contact')
  })

  it('stores the headers that describe the page, not the transfer or what each answer sets afresh', () => {
    expect(
      storedHeaders({
        ...isr,
        'content-length': '12',
        date: 'x',
        connection: 'keep-alive',
        vary: ['rsc'],
        'content-encoding': 'br',
        'content-security-policy': "script-src 'self'",
        etag: '"x"',
        'x-request-id': 'first-visitor',
      }),
    ).toEqual([
      ['x-nextjs-cache', 'HIT'],
      ['content-type', 'text/html; charset=utf-8'],
      ['vary', ['rsc']],
    ])
  })
})

describe('the head of an answer from a stored page', () => {
  const pairs = (flat: (string | string[])[]) => {
    const out: [string, string | string[]][] = []
    for (let i = 0; i < flat.length; i += 2) out.push([flat[i] as string, flat[i + 1]!])
    return out
  }
  const head = (coding: string, page: [string, string | string[]][] = []) =>
    pairs(
      answerHead({
        baseline: { 'X-Frame-Options': 'SAMEORIGIN', 'X-Content-Type-Options': 'nosniff' },
        page,
        csp: "script-src 'self' 'sha256-x'",
        coding,
        length: 1234,
      }),
    )

  it('carries the security headers, the CSP, the caching, the coding and the length, each once', () => {
    const got = head('br', [
      ['x-frame-options', 'SAMEORIGIN'],
      ['content-type', 'text/html; charset=utf-8'],
      ['x-nextjs-cache', 'MISS'],
      ['vary', 'rsc, next-router-state-tree'],
    ])
    expect(got).toEqual([
      ['X-Content-Type-Options', 'nosniff'],
      ['x-frame-options', 'SAMEORIGIN'],
      ['content-type', 'text/html; charset=utf-8'],
      ['x-nextjs-cache', 'HIT'],
      ['x-site-cache', 'HIT'],
      ['Content-Security-Policy', "script-src 'self' 'sha256-x'"],
      ['Cache-Control', 'private, no-cache'],
      ['Vary', 'rsc, next-router-state-tree, Accept-Encoding'],
      ['Content-Encoding', 'br'],
      ['Content-Length', '1234'],
    ])
    const names = got.map(([n]) => n.toLowerCase())
    expect(new Set(names).size).toBe(names.length)
  })

  it('names no coding for the page as it is, and adds Accept-Encoding to Vary only once', () => {
    const got = head('identity', [['Vary', ['rsc', 'Accept-Encoding']]])
    expect(got.find(([n]) => n === 'Content-Encoding')).toBeUndefined()
    expect(got.find(([n]) => n === 'Vary')?.[1]).toBe('rsc, Accept-Encoding')
    expect(head('gzip').find(([n]) => n === 'Vary')?.[1]).toBe('Accept-Encoding')
  })
})

describe('the page store', () => {
  it('answers until the page expires', () => {
    const store = new PageStore()
    store.set('/a', page('a', 1000), store.generation)
    expect(text(store.get('/a', 999))).toBe('a')
    expect(store.get('/a', 1000)).toBeNull()
    expect(store.size).toEqual({ entries: 0, bytes: 0 })
  })

  it('forgets everything on a change, and refuses a page rendered before it', () => {
    const store = new PageStore()
    const before = store.generation
    store.set('/a', page('old'), before)
    store.clear()
    expect(store.get('/a', 0)).toBeNull()
    // A visitor's render that started before the change ends after it: not kept.
    expect(store.set('/a', page('old'), before)).toBe(false)
    expect(store.set('/a', page('new'), store.generation)).toBe(true)
    expect(text(store.get('/a', 0))).toBe('new')
  })

  it('drops the least recently used pages beyond its entries and bytes', () => {
    const store = new PageStore(2, 100)
    store.set('/a', page('a'), 0)
    store.set('/b', page('b'), 0)
    store.get('/a', 0)
    store.set('/c', page('c'), 0)
    expect(store.get('/b', 0)).toBeNull()
    expect(store.get('/a', 0)).not.toBeNull()
    const bytes = new PageStore(10, 100)
    for (const key of ['/1', '/2', '/3']) bytes.set(key, page('x'.repeat(12)), 0)
    expect(bytes.set('/big', page('x'.repeat(13)), 0)).toBe(false)
    for (let i = 0; i < 10; i++) bytes.set(`/${i}`, page('y'.repeat(12)), 0)
    expect(bytes.size.bytes).toBeLessThanOrEqual(100)
  })
})

import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { captchaCspSources, type CaptchaProvider } from '../core/antispam/csp'
import { gpcCookieUpdate } from '../core/consent/gpc'
import { baselineHeaders, carriesGoogleTag, contentSecurityPolicy, inlineScriptHashes } from '../core/http/csp'
import { negotiateEncoding, type Coding } from '../core/http/encoding'
import { answerHead, cacheKey, keepFor, pageStore, storedHeaders, type StoredPage } from '../core/http/page-cache'
import { publishedCaptchaProvider } from '../features/antispam/csp'
import { siteMetrics } from './metrics'
import { INTERNAL_HEADER } from './not-found'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/**
 * The codings a stored page is kept in, smallest first (the order breaks ties in negotiation).
 * zstd is not among them: this Node (20) has no zstd in zlib.
 */
const CODINGS = ['br', 'gzip'] as const

/**
 * Both forms at their best: made once per stored page, on the thread pool, not per answer.
 * Brotli at quality 11 takes a few hundred milliseconds for a large page, once per content change.
 */
async function compressOnce(body: Buffer): Promise<StoredPage['encoded']> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ])
  return { br, gzip: gz }
}

/** Keys whose answer is being compressed: a second miss meanwhile does not compress it again. */
const pending = new Set<string>()

/**
 * The serving layer's page cache (rules in core/http/page-cache.ts). Next.js keeps rendered
 * pages in its own cache, but answering from it still runs its router, the render pipeline's
 * setup and a copy of the payload per request: about a tenth of what a bare node:http server
 * does with the same bytes (docs/PERFORMANCE.md). A published page that is the same for every
 * visitor is kept here, compressed once in each coding, and answered without entering Next or
 * the compression middleware: the stored bytes for the coding the request accepts, under a CSP
 * that allows the page's inline scripts by their hashes (core/http/csp.ts). It is emptied by
 * every content change on this instance or announced by another (features/cache/invalidate.ts,
 * server/cache-bus.ts). Called before the security layer (server/harden.ts), so it sets the
 * same headers itself. True when it answered.
 */
export function answerFromPageCache(req: IncomingMessage, res: ServerResponse, options: { secure: boolean }): boolean {
  const key = lookupKey(req)
  if (!key) return false
  const page = pageStore().get(key, Date.now())
  if (!page) {
    pageCounters().miss.inc()
    return false
  }
  pageCounters().hit.inc()
  const coding = codingFor(req.headers['accept-encoding'])
  const body = coding === 'identity' ? page.body : page.encoded[coding]
  const head = headFor(page, coding, body.length, options.secure)
  // Global Privacy Control sent as a header: the cached page reads it from a cookie (core/consent/gpc.ts).
  const gpc = gpcCookieUpdate(req.headers['sec-gpc'], req.headers.cookie, options.secure)
  // Handed to writeHead whole: nothing was set on this response before, so Node writes the list as it
  // is instead of copying each header into the response's map first.
  res.writeHead(page.status, gpc ? [...head, 'Set-Cookie', gpc] : head)
  res.end(req.method === 'HEAD' ? undefined : body)
  return true
}

// The counters' children, made on first use and kept: a labelled inc() per answer would hash its labels each time.
let counters: { hit: { inc(): void }; miss: { inc(): void } } | undefined
const pageCounters = () =>
  (counters ??= {
    hit: siteMetrics().pageCache.labels({ result: 'hit' }),
    miss: siteMetrics().pageCache.labels({ result: 'miss' }),
  })

/**
 * The coding for an Accept-Encoding header, remembered: browsers send a handful of distinct
 * values, each the same on every request. Bounded, so headers made up by a client cannot grow it.
 */
const codings = new Map<string, Coding>()
function codingFor(header: string | string[] | undefined): Coding {
  if (typeof header !== 'string') return negotiateEncoding(header, CODINGS)
  let coding = codings.get(header)
  if (coding === undefined) {
    coding = negotiateEncoding(header, CODINGS)
    if (codings.size >= 64) codings.clear()
    codings.set(header, coding)
  }
  return coding
}

type Head = ReturnType<typeof answerHead>

/**
 * Each stored page's answer heads, per coding, built on its first answer of that coding: the
 * headers are the same for every visitor, so an answer is a lookup, a write of the head and of
 * the stored bytes. They are built again when the CSP's inputs change (the captcha provider in
 * the anti-spam settings, the site's scheme).
 */
const heads = new WeakMap<StoredPage, { provider: CaptchaProvider; secure: boolean; byCoding: Map<string, Head> }>()

function headFor(page: StoredPage, coding: string, length: number, secure: boolean): Head {
  const provider = publishedCaptchaProvider()
  let memo = heads.get(page)
  if (!memo || memo.provider !== provider || memo.secure !== secure) {
    memo = { provider, secure, byCoding: new Map() }
    heads.set(page, memo)
  }
  let head = memo.byCoding.get(coding)
  if (!head) {
    // A third-party captcha's hosts, only while the anti-spam settings name one (features/antispam/csp.ts).
    const extra = captchaCspSources(provider)
    const csp = contentSecurityPolicy({ hashes: page.scriptHashes, googleTag: page.googleTag, secure, extra })
    head = answerHead({ baseline: baselineHeaders(secure), page: page.headers, csp, coding, length })
    memo.byCoding.set(coding, head)
  }
  return head
}

/** Whether this request's answer may be kept: a GET or HEAD the cache could have answered. */
export function mayKeepAnswer(req: IncomingMessage): boolean {
  return lookupKey(req) !== null
}

/** The key to keep this request's answer under, when it may be kept: a GET the cache could have answered. */
function lookupKey(req: IncomingMessage): string | null {
  // The serving layer's own reads of a page (a form posted without JavaScript, a resume link) take
  // the body unstamped, to stamp it once in the answer they end up in (server/not-found.ts).
  if (req.headers[INTERNAL_HEADER]) return null
  return cacheKey({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers })
}

/**
 * Records what Next sends for a GET the cache could not answer and keeps it when it qualifies,
 * once compressed. Installed outside the security and compression layers, so what it sees is
 * the page as Next rendered it.
 */
export function keepPageAnswer(req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET') return
  const key = lookupKey(req)
  if (!key || pending.has(key)) return
  const store = pageStore()
  const generation = store.generation
  const chunks: Buffer[] = []
  let head: { status: number; headers: Record<string, unknown> } | null = null
  const take = () => {
    head ??= { status: res.statusCode, headers: { ...res.getHeaders() } }
  }
  const collect = (chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.from(chunk as Uint8Array))
  }
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  const write = res.write.bind(res) as (...args: unknown[]) => boolean
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse

  res.writeHead = ((code: number, ...rest: unknown[]) => {
    const headers = rest.find((r) => typeof r === 'object' && r !== null)
    if (headers && !Array.isArray(headers)) {
      for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v as string)
    }
    res.statusCode = code
    take()
    return writeHead(code, ...rest.filter((r) => typeof r === 'string'))
  }) as ServerResponse['writeHead']

  res.write = ((chunk: unknown, encodingOrCb?: unknown, cb?: (error?: Error | null) => void) => {
    take()
    collect(chunk, typeof encodingOrCb === 'string' ? (encodingOrCb as BufferEncoding) : undefined)
    return write(chunk, encodingOrCb, cb)
  }) as ServerResponse['write']

  res.end = ((chunk?: unknown, encodingOrCb?: unknown, cb?: unknown) => {
    take()
    collect(chunk, typeof encodingOrCb === 'string' ? (encodingOrCb as BufferEncoding) : undefined)
    const keep = keepFor(head!.status, head!.headers)
    if (keep > 0 && !pending.has(key)) {
      const body = Buffer.concat(chunks)
      const html = body.toString('utf8')
      const status = head!.status
      const headers = storedHeaders(head!.headers)
      pending.add(key)
      compressOnce(body)
        .then((encoded) => {
          store.set(
            key,
            {
              status,
              headers,
              body,
              encoded,
              scriptHashes: inlineScriptHashes(html),
              googleTag: carriesGoogleTag(html),
              expires: Date.now() + keep,
            },
            generation,
          )
        })
        .catch((err: unknown) => console.error('[page-cache] could not compress a page to keep', err))
        .finally(() => pending.delete(key))
    }
    return end(chunk, encodingOrCb, cb)
  }) as ServerResponse['end']
}

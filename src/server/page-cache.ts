import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { NonceStamper } from '../core/http/csp'
import { cacheKey, keepFor, pageStore, storedHeaders } from '../core/http/page-cache'
import { PRESTAMPED_NONCE, type ResponseWithNonce } from './harden'
import { INTERNAL_HEADER } from './not-found'

/** Stamped where the nonce goes when a page is stored; each answer puts a fresh nonce there. */
const MARK = 'PageCacheNonceMark0'

/** The body cut where the nonces go: finding the script tags once, not on every answer. */
function template(body: Buffer): Buffer[] {
  const stamper = new NonceStamper(MARK)
  const marked = stamper.push(body.toString('utf8')) + stamper.flush()
  return marked.split(MARK).map((part) => Buffer.from(part, 'utf8'))
}

function fill(parts: Buffer[], nonce: string): Buffer {
  const value = Buffer.from(nonce)
  const out: Buffer[] = []
  parts.forEach((part, i) => {
    if (i > 0) out.push(value)
    out.push(part)
  })
  return Buffer.concat(out)
}

/**
 * The serving layer's page cache (rules in core/http/page-cache.ts). Next.js keeps rendered
 * pages in its own cache, but answering from it still runs its router, the render pipeline's
 * setup and a copy of the payload per request: about a tenth of what a bare node:http server
 * does with the same bytes (docs/PERFORMANCE.md). A published page that is the same for every
 * visitor is kept here and answered without entering Next. It sits inside the security layer,
 * so every answer still gets its own CSP nonce, and it is emptied by every content change on
 * this instance or announced by another (features/cache/invalidate.ts, server/cache-bus.ts).
 */
export function answerFromPageCache(req: IncomingMessage, res: ServerResponse): boolean {
  // The serving layer's own reads of a page (a form posted without JavaScript, a resume link) take
  // the body unstamped, to stamp it once in the answer they end up in (server/not-found.ts).
  if (req.headers[INTERNAL_HEADER]) return false
  const key = cacheKey({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers })
  if (!key) return false
  const page = pageStore().get(key, Date.now())
  if (!page) {
    keepAnswer(key, res)
    return false
  }
  res.statusCode = page.status
  for (const [name, value] of page.headers) res.setHeader(name, value)
  // Served from a cache, whatever Next said when it first rendered the page (MISS, then).
  res.setHeader('x-nextjs-cache', 'HIT')
  res.setHeader('x-site-cache', 'HIT')
  const nonce = randomBytes(18).toString('base64')
  ;(res as ResponseWithNonce)[PRESTAMPED_NONCE] = nonce
  res.end(fill(page.parts, nonce))
  return true
}

type Callback = (error?: Error | null) => void

/** Records what Next sends for `key` and keeps it when it qualifies. */
function keepAnswer(key: string, res: ServerResponse): void {
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

  res.write = ((chunk: unknown, encodingOrCb?: unknown, cb?: Callback) => {
    take()
    collect(chunk, typeof encodingOrCb === 'string' ? (encodingOrCb as BufferEncoding) : undefined)
    return write(chunk, encodingOrCb, cb)
  }) as ServerResponse['write']

  res.end = ((chunk?: unknown, encodingOrCb?: unknown, cb?: unknown) => {
    take()
    collect(chunk, typeof encodingOrCb === 'string' ? (encodingOrCb as BufferEncoding) : undefined)
    const keep = keepFor(head!.status, head!.headers)
    if (keep > 0) {
      store.set(
        key,
        {
          status: head!.status,
          headers: storedHeaders(head!.headers),
          parts: template(Buffer.concat(chunks)),
          expires: Date.now() + keep,
        },
        generation,
      )
    }
    return end(chunk, encodingOrCb, cb)
  }) as ServerResponse['end']
}

import { randomBytes } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { captchaCspSources } from '../core/antispam/csp'
import { gpcCookieUpdate } from '../core/consent/gpc'
import { publishedCaptchaProvider } from '../features/antispam/csp'
import { baselineHeaders, contentSecurityPolicy, NonceStamper } from '../core/http/csp'
import { INTERNAL_HEADER } from './not-found'

type Options = { secure: boolean; dev?: boolean; internalToken?: string }

type WriteCallback = (error?: Error | null) => void

function applyHeaders(res: ServerResponse, headers: unknown): void {
  if (!headers) return
  if (Array.isArray(headers)) {
    // Either [[name, value], ...] or a flat raw list [name, value, name, value].
    if (Array.isArray(headers[0])) for (const [k, v] of headers as [string, string][]) res.setHeader(k, v)
    else for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1] as string)
    return
  }
  for (const [k, v] of Object.entries(headers as OutgoingHttpHeaders)) if (v !== undefined) res.setHeader(k, v)
}

/**
 * Wraps one response: baseline security headers on everything; on HTML, a CSP
 * with a nonce made for this response and stamped into every script tag; a
 * permanent redirect answered as 301, the status search engines know best.
 * It decides when the first byte or header goes out, once Next has set the
 * status and content type.
 */
export function harden(req: IncomingMessage, res: ServerResponse, options: Options): void {
  for (const [k, v] of Object.entries(baselineHeaders(options.secure))) res.setHeader(k, v)
  let decided = false
  let stamper: NonceStamper | null = null
  let decoder: TextDecoder | null = null

  const decide = () => {
    if (decided || res.headersSent) return
    decided = true
    if (res.statusCode === 308 && (req.method === 'GET' || req.method === 'HEAD')) res.statusCode = 301
    const type = String(res.getHeader('content-type') ?? '')
    if (!type.startsWith('text/html')) return
    // The serving layer's own request for the 404 page: the response it ends up in gets the nonce.
    if (options.internalToken && req.headers[INTERNAL_HEADER] === options.internalToken) return
    // Pages from the page cache never get here: they carry hashes, not a nonce (server/page-cache.ts).
    const nonce = randomBytes(18).toString('base64')
    // A third-party captcha's hosts, only while the anti-spam settings name one (features/antispam/csp.ts).
    const extra = captchaCspSources(publishedCaptchaProvider())
    res.setHeader('Content-Security-Policy', contentSecurityPolicy({ nonce, secure: options.secure, dev: options.dev, extra }))
    // The body changes with every nonce: its length and validator must go, and
    // no shared cache may hand one visitor's nonce to another.
    res.removeHeader('content-length')
    res.removeHeader('etag')
    res.setHeader('Cache-Control', 'private, no-cache')
    // Global Privacy Control sent as a header: the cached page reads it from a cookie (core/consent/gpc.ts).
    const gpc = gpcCookieUpdate(req.headers['sec-gpc'], req.headers.cookie, options.secure)
    if (gpc) res.appendHeader('Set-Cookie', gpc)
    if (req.method !== 'HEAD') {
      stamper = new NonceStamper(nonce)
      decoder = new TextDecoder()
    }
  }

  const writeHead = res.writeHead.bind(res) as (code: number, message?: string) => ServerResponse
  const write = res.write.bind(res) as (chunk: unknown, encoding?: BufferEncoding, cb?: WriteCallback) => boolean
  const end = res.end.bind(res) as (chunk?: unknown, encoding?: BufferEncoding, cb?: () => void) => ServerResponse
  const flushHeaders = res.flushHeaders.bind(res)

  res.writeHead = ((code: number, messageOrHeaders?: unknown, maybeHeaders?: unknown) => {
    const message = typeof messageOrHeaders === 'string' ? messageOrHeaders : undefined
    if (!res.headersSent) applyHeaders(res, message === undefined ? messageOrHeaders : maybeHeaders)
    res.statusCode = code
    decide()
    return writeHead(res.statusCode, message)
  }) as ServerResponse['writeHead']

  res.flushHeaders = () => {
    decide()
    flushHeaders()
  }

  const text = (chunk: unknown, encoding?: BufferEncoding): string =>
    typeof chunk === 'string'
      ? chunk
      : decoder!.decode(chunk instanceof Uint8Array ? chunk : Buffer.from(String(chunk), encoding), { stream: true })

  res.write = ((chunk: unknown, encodingOrCb?: unknown, cb?: unknown) => {
    decide()
    const encoding = typeof encodingOrCb === 'string' ? (encodingOrCb as BufferEncoding) : undefined
    const callback = (typeof encodingOrCb === 'function' ? encodingOrCb : cb) as WriteCallback | undefined
    if (!stamper || chunk === undefined || chunk === null) return write(chunk, encoding, callback)
    return write(stamper.push(text(chunk, encoding)), 'utf8', callback)
  }) as ServerResponse['write']

  res.end = ((chunk?: unknown, encodingOrCb?: unknown, cb?: unknown) => {
    decide()
    let body = chunk
    let encoding = typeof encodingOrCb === 'string' ? (encodingOrCb as BufferEncoding) : undefined
    let callback = (typeof encodingOrCb === 'function' ? encodingOrCb : cb) as (() => void) | undefined
    if (typeof body === 'function') {
      callback = body as () => void
      body = undefined
      encoding = undefined
    }
    if (!stamper) return end(body, encoding, callback)
    let out = body === undefined || body === null ? '' : text(body, encoding)
    out += decoder!.decode()
    out = stamper.push(out) + stamper.flush()
    return end(out, 'utf8', callback)
  }) as ServerResponse['end']
}

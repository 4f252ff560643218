import { randomBytes } from 'node:crypto'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'

import compression from 'compression'
import next from 'next'

import { bodyLimitFor, exceedsLimit } from '../core/http/body-limit'
import { clientAddress, isLoopback } from '../core/http/client-ip'
import { ADDRESS_LIMIT, addressLimitedText, type RateDecision } from '../core/http/rate-limit'
import { rateLimiter, sharedRedis } from './rate-limiters'
import { ajaxResponseText } from '../core/forms/protocol'
import { postbackUrl } from './form-post'
import { resumeUrl } from './form-resume'
import { CLIENT_ADDRESS_HEADER } from '../core/analytics/request'
import { BUS_KEY } from '../core/cache/bus'
import { startCacheBus } from './cache-bus'
import { harden } from './harden'
import { lingerOnClose } from './linger'
import { revalidateToken } from './revalidate-token'
import { withNotFoundPage } from './not-found'
import { answerFromPageCache, keepPageAnswer } from './page-cache'
import { settings } from './settings'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * The production server: Next.js (site and admin) behind a thin layer that adds
 * security headers, stamps CSP nonces and compresses, and answers stored pages from
 * its own cache, compressed once. Returns once listening.
 */
export async function serve(): Promise<http.Server> {
  const env = settings()
  const internalHost = !env.host || env.host === '0.0.0.0' || env.host === '::' ? '127.0.0.1' : env.host
  process.env.SITE_INTERNAL_URL = `http://${internalHost.includes(':') ? `[${internalHost}]` : internalHost}:${env.port}`
  // Scheduled publishing and other queued jobs run in the serving process.
  process.env.SITE_RUN_JOBS = '1'

  const app = next({ dev: false, dir: root, hostname: env.host ?? 'localhost', port: env.port })
  await app.prepare()
  const handle = app.getRequestHandler()
  // Answers not from the page cache are compressed as they are sent, at a quality cheap enough per
  // answer (brotli 4, gzip 6) that an uncached page is no CPU lever either.
  const compress = compression({
    threshold: 1024,
    level: zlib.constants.Z_DEFAULT_COMPRESSION,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  })
  const internalToken = randomBytes(24).toString('base64url')
  // The postback route reads the page a form is on with it (features/forms/deps.ts).
  process.env.SITE_INTERNAL_TOKEN = internalToken

  // A load balancer on another machine whose X-Forwarded-For names the visitor (core/http/client-ip.ts).
  const trustedProxies = env.trustedProxies
  // Shared by the instances through Redis when REDIS_URL is set (server/rate-limiters.ts).
  const perAddress = rateLimiter('address', ADDRESS_LIMIT)
  // Connected now rather than on the first request, which would otherwise be counted in memory.
  sharedRedis()

  const admit = (decision: RateDecision | null, req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!decision || decision.allowed) return answer(req, res)
    harden(req, res, { secure: env.secure, internalToken })
    res.writeHead(429, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(decision.retryAfterSeconds),
    })
    res.end(addressLimitedText(decision.retryAfterSeconds))
  }

  const server = http.createServer((req, res) => {
    // The visitor's address for per-address limits (core/http/client-ip.ts): a header of this
    // name sent by the client is overwritten, never trusted.
    const address = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxies)
    req.headers['x-site-client-ip'] = address
    const decision = isLoopback(address) ? null : perAddress.take(address, Date.now())
    // The in-memory budget answers at once; the shared one after a round trip to Redis.
    if (decision instanceof Promise)
      decision.then(
        (d) => admit(d, req, res),
        () => answer(req, res),
      )
    else admit(decision, req, res)
  })

  function answer(req: http.IncomingMessage, res: http.ServerResponse): void {
    const postback = postbackUrl(req) ?? resumeUrl(req)
    const limit = bodyLimitFor(req.method, (req.url ?? '/').split('?')[0]!, postback !== null)
    if (postback) req.url = postback
    const url = req.url ?? '/'
    if (limit && exceedsLimit(req.headers['content-length'], limit)) {
      // Refused before a byte of the body is read (core/http/body-limit.ts); the connection is
      // closed after the answer so the rest of the body is never taken in, after a short
      // lingering read so a client still sending gets the answer rather than a reset.
      lingerOnClose(req.socket)
      harden(req, res, { secure: env.secure, internalToken })
      res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', connection: 'close' })
      // The forms' script reads the ajax endpoint's answers in Gravity Forms' wrapping.
      res.end(url.startsWith('/next/forms/ajax') ? ajaxResponseText({ success: false, data: limit.message }) : limit.message)
      return
    }
    // Pages carry a new nonce on every response, so an HTML validator would
    // only ever let a browser reuse a body whose nonce no longer matches.
    if (!url.startsWith('/_next/static/') && !url.startsWith('/api/media/') && !url.startsWith('/api/documents/')) {
      delete req.headers['if-none-match']
    }
    // Who connected, for the collector's rate limit and daily hash (core/analytics/request.ts). Set here
    // so no client can supply it; a proxy in front adds X-Forwarded-For, which is read with care there.
    req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? ''
    // A stored page is answered with the bytes compressed when it was stored (server/page-cache.ts).
    if (answerFromPageCache(req, res, { secure: env.secure })) return
    compress(req as never, res as never, () => {
      harden(req, res, { secure: env.secure, internalToken })
      withNotFoundPage(req, res, { internalUrl: process.env.SITE_INTERNAL_URL!, token: internalToken })
      keepPageAnswer(req, res)
      handle(req, res).catch((err: unknown) => {
        console.error('[serve] request failed', err)
        if (!res.headersSent) {
          res.statusCode = 500
          res.setHeader('content-type', 'text/plain; charset=utf-8')
        }
        res.end('The server could not answer this request.')
      })
    })
  }
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  server.requestTimeout = 0 // long uploads are bounded by their own endpoints

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(env.port, env.host, () => resolve())
  })

  // Several instances of one site expire each other's caches (server/cache-bus.ts); what another
  // instance announces is expired here through this server's own revalidation endpoint.
  const bus = startCacheBus({
    secret: env.secret,
    redisUrl: process.env.REDIS_URL?.trim() || undefined,
    postgresUrl: env.database.kind === 'postgres' ? env.database.url : undefined,
    apply: async (change) => {
      const res = await fetch(`${process.env.SITE_INTERNAL_URL}/next/revalidate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-revalidate-token': revalidateToken(env.secret) },
        body: JSON.stringify(change),
        signal: AbortSignal.timeout(10_000),
      })
      await res.arrayBuffer()
      if (!res.ok) throw new Error(`revalidation answered ${res.status}`)
    },
  })
  if (bus) {
    ;(globalThis as Record<symbol, unknown>)[BUS_KEY] = bus
    console.log(
      `[serve] Cache changes are shared with the site's other instances over ${bus.transport === 'redis' ? 'Redis' : 'PostgreSQL'}.`,
    )
  }

  const stop = (signal: string) => {
    console.log(`[serve] ${signal}: closing`)
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 10_000).unref()
  }
  process.once('SIGTERM', () => stop('SIGTERM'))
  process.once('SIGINT', () => stop('SIGINT'))
  return server
}

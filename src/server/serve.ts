import { randomBytes, randomUUID } from 'node:crypto'
import http from 'node:http'
import type net from 'node:net'
import zlib from 'node:zlib'

import compression from 'compression'
import next from 'next'

import { bodyLimitFor, carriesCredentials, exceedsLimit, refusalFor, type BodyLimit } from '../core/http/body-limit'
import { CLIENT_IP_HEADER, isLoopback, isTrustedProxy, normaliseAddress, resolveClient } from '../core/http/client-ip'
import { ConnectionCounter, tooManyConnectionsResponse } from '../core/http/connection-limit'
import { parseUploadSettings } from '../core/uploads/settings'
import { ADDRESS_LIMIT, addressLimitedText, type RateDecision } from '../core/http/rate-limit'
import { rateLimiter, sharedRedis } from './rate-limiters'
import { AJAX_PATH, ajaxResponseText } from '../core/forms/protocol'
import { postbackUrl } from './form-post'
import { resumeUrl } from './form-resume'
import { BUS_KEY } from '../core/cache/bus'
import { startCacheBus } from './cache-bus'
import { guardBody, hasBody, type BodyRefusal } from './body-guard'
import { harden } from './harden'
import { lingerOnClose } from './linger'
import { revalidateToken } from './revalidate-token'
import { withNotFoundPage } from './not-found'
import { answerFromPageCache, keepPageAnswer, mayKeepAnswer } from './page-cache'
import { islandsRenderer, type FormAjaxAnswer } from './islands'
import { nextRequestOrigin, sendWebResponse, toWebRequest } from './web-bridge'
import { settings } from './settings'
import { HEALTH_PATH, METRICS_PATH, READY_PATH, routeLabel, statusClass } from '../core/ops/labels'
import { markStopping, runShutdownHooks } from './lifecycle'
import { inRequest } from './logger'
import { requestIdFrom } from '../core/log/format'
import { countRequest } from './metrics'
import { startScheduledBackups } from './scheduled-backups'
import { answerOps, readyUrl } from './ops'
import { appRoot } from './app-root'
import { builtConfig } from './next-built-config'

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
  // Where the built site and its packages are, for the few files read at run time (server/monaco.ts).
  process.env.SITE_APP_ROOT = appRoot

  const app = next({ dev: false, dir: appRoot, conf: builtConfig(appRoot), hostname: env.host ?? 'localhost', port: env.port })
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

  const edge = env.edge
  // PAGES_AS_ISLANDS: a public page the page cache may keep is rendered outside Next when it can be (server/islands.ts).
  // Settled once Next has started Payload (or could not): /readyz is asked once the server listens.
  let payloadStarting!: () => void
  const payloadStarted = new Promise<void>((resolve) => (payloadStarting = resolve))
  const islands = env.pagesAsIslands ? islandsRenderer(appRoot, payloadStarted) : null
  const limitContext = { adminUploadMb: edge.adminUploadMb, uploadMaxFileMb: parseUploadSettings(process.env).maxFileMb }
  // Made once: an object spread per request showed in the profile of cached pages.
  const limitContexts = { signedIn: { ...limitContext, signedIn: true }, anonymous: { ...limitContext, signedIn: false } }
  const times = { totalMs: edge.bodyTimeoutMs, idleMs: edge.uploadIdleTimeoutMs }
  // Responses that belong to a refusal: whatever the handler still tries to write is dropped.
  const refused = new WeakSet<http.ServerResponse>()
  const hardened = new WeakSet<http.ServerResponse>()
  const hardenOnce = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (hardened.has(res)) return
    hardened.add(res)
    harden(req, res, { secure: env.secure, internalToken })
  }

  /**
   * Answers a request whose body is refused (too large, or too slow to arrive) and closes its
   * connection after a lingering read, so a client still sending reads the answer rather than a
   * reset. The handler, if it has started, never gets the rest of the body: its read fails when
   * the connection closes, and what it then writes goes nowhere.
   */
  const refuseBody = (req: http.IncomingMessage, res: http.ServerResponse, path: string, refusal: BodyRefusal) => {
    if (refused.has(res)) return
    refused.add(res)
    if (res.headersSent || res.writableEnded) {
      req.socket.destroy()
      return
    }
    lingerOnClose(req.socket)
    hardenOnce(req, res)
    const { type, body } = refusalFor(path, refusal.status, refusal.message, ajaxResponseText)
    res.writeHead(refusal.status, { 'content-type': type, 'cache-control': 'no-store', connection: 'close' })
    res.end(body)
    const ignore = function (this: http.ServerResponse) {
      return this
    }
    Object.assign(res, {
      writeHead: ignore,
      setHeader: ignore,
      removeHeader: ignore,
      appendHeader: ignore,
      flushHeaders: () => undefined,
      write: () => true,
      end: ignore,
    })
  }

  const admit = (
    decision: RateDecision | null,
    req: http.IncomingMessage,
    res: http.ServerResponse,
    limit: BodyLimit,
    postback: string | null,
  ) => {
    if (refused.has(res)) return
    if (!decision || decision.allowed) return answer(req, res, limit, postback)
    hardenOnce(req, res)
    res.writeHead(429, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(decision.retryAfterSeconds),
    })
    res.end(addressLimitedText(decision.retryAfterSeconds))
  }

  // Set when the instance starts to stop (stop() below), and the answers under way then.
  let closing = false
  const underWay = new Set<http.ServerResponse>()

  // Connections per address (CONNECTIONS_PER_ADDRESS); this machine and trusted proxies carry many visitors.
  const connections = new ConnectionCounter(edge.connectionsPerAddress)
  const turnedAway = new WeakSet<net.Socket>()

  const server = http.createServer(
    // How often Node looks for requests past the headers timeout (its default is 30 seconds).
    { connectionsCheckingInterval: Math.min(1000, edge.headersTimeoutMs) },
    (req, res) => {
      if (turnedAway.has(req.socket)) return
      const started = performance.now()
      // While stopping, a connection ends with its answer (stop() below).
      if (closing) res.shouldKeepAlive = false
      else underWay.add(res)
      // The visitor's address for per-address limits and the analytics (core/http/client-ip.ts): a
      // header of this name sent by the client is overwritten, never trusted.
      const client = resolveClient(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxies)
      req.headers[CLIENT_IP_HEADER] = client.address
      // Every body is counted and timed from its first byte, before anything reads it.
      const path = (req.url ?? '/').split('?')[0]!
      const postback = postbackUrl(req) ?? resumeUrl(req)
      const signedIn = carriesCredentials(req.headers.cookie, req.headers.authorization)
      const limit = bodyLimitFor(req.method, path, postback !== null, limitContexts[signedIn ? 'signedIn' : 'anonymous'])
      // Requests by route and status, with their time to the end of the answer (server/metrics.ts);
      // one the client gave up on before its answer ended counts as 499, as nginx logs it.
      const route = routeLabel(path, postback !== null)
      res.once('close', () => {
        underWay.delete(res)
        const status = res.writableFinished ? res.statusCode : 499
        countRequest(route, status, (performance.now() - started) / 1000, statusClass(status))
      })
      if (hasBody(req)) guardBody(req, limit, times, (refusal) => refuseBody(req, res, postback ? '/' : path, refusal))
      const decision = client.local ? null : perAddress.take(client.address, Date.now())
      // The in-memory budget answers at once; the shared one after a round trip to Redis.
      if (decision instanceof Promise)
        decision.then(
          (d) => admit(d, req, res, limit, postback),
          () => answer(req, res, limit, postback),
        )
      else admit(decision, req, res, limit, postback)
    },
  )

  server.prependListener('connection', (socket: net.Socket) => {
    const peer = socket.remoteAddress ?? ''
    if (isLoopback(peer) || isTrustedProxy(peer, trustedProxies)) return
    const address = normaliseAddress(peer) ?? peer
    if (connections.take(address)) {
      socket.once('close', () => connections.release(address))
      return
    }
    // Refused before its request is read, with a reason; the request that still arrives is ignored.
    turnedAway.add(socket)
    socket.end(tooManyConnectionsResponse(edge.connectionsPerAddress))
    setTimeout(() => socket.destroy(), 2000).unref()
  })

  // Node's own refusals (headers too slow or too large, a request it cannot parse), with a reason.
  server.on('clientError', (err: NodeJS.ErrnoException, socket: net.Socket) => {
    const current = (socket as net.Socket & { _httpMessage?: http.ServerResponse | null })._httpMessage
    if (err.code === 'ECONNRESET' || !socket.writable || current?.headersSent) {
      socket.destroy()
      return
    }
    const [status, reason, text] =
      err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive. Please try again.']
        : err.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'Request Header Fields Too Large', 'The request headers are too large.']
          : [400, 'Bad Request', 'The request could not be read.']
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${text}`,
    )
    setTimeout(() => socket.destroy(), 2000).unref()
  })

  function answer(req: http.IncomingMessage, res: http.ServerResponse, limit: BodyLimit, postback: string | null): void {
    if (refused.has(res)) return
    if (postback) req.url = postback
    const path = (req.url ?? '/').split('?')[0]!
    // The operations endpoints (server/ops.ts): /healthz and /metrics here, /readyz by a route of the site.
    const ready = readyUrl(req, path)
    if (ready) req.url = ready
    else if (path === HEALTH_PATH || path === METRICS_PATH) {
      hardenOnce(req, res)
      if (answerOps(req, res, path, { metricsToken: env.metricsToken })) return
    }
    const url = req.url ?? '/'
    if (exceedsLimit(req.headers['content-length'], limit)) {
      // A declared length past the limit is refused before a byte of the body is read.
      refuseBody(req, res, postback ? '/' : url.split('?')[0]!, { status: 413, message: limit.message })
      return
    }
    // Pages carry a new nonce on every response, so an HTML validator would
    // only ever let a browser reuse a body whose nonce no longer matches.
    if (!url.startsWith('/_next/static/') && !url.startsWith('/api/media/') && !url.startsWith('/api/documents/')) {
      // (Deleted only when present: a delete turns the headers object into a slower dictionary.)
      if (req.headers['if-none-match'] !== undefined) delete req.headers['if-none-match']
    }
    // A stored page is answered with the bytes compressed when it was stored (server/page-cache.ts).
    if (answerFromPageCache(req, res, { secure: env.secure })) return
    // What is logged while Next answers carries this id (server/logger.ts), and so does the answer.
    const peer = req.socket.remoteAddress ?? ''
    const id = requestIdFrom(req.headers['x-request-id'], isLoopback(peer) || isTrustedProxy(peer, trustedProxies), randomUUID)
    res.setHeader('x-request-id', id)
    const pathname = url.split('?')[0]!
    // The forms' ajax endpoint, answered here once the islands render has loaded (server/islands.ts).
    const formAjax =
      islands && pathname === AJAX_PATH && (req.method === 'POST' || req.method === 'GET') ? islands.formAjax() : null
    if (formAjax) inRequest(id, () => answerFormAjax(req, res, formAjax))
    else if (islands && mayKeepAnswer(req)) inRequest(id, () => void answerAsIslands(req, res, pathname))
    else inRequest(id, () => answerByNext(req, res))
  }

  /**
   * The forms' ajax endpoint answered by the handlers Next's route calls (islands/form-ajax.ts),
   * without Next's request and response machinery, the largest single cost of a submission. The
   * limits and the body guard have run as for any request; the answer is hardened and compressed as
   * Next's would be. A body refused meanwhile has had its answer (refuseBody): the handler's read
   * fails and nothing more is sent.
   */
  function answerFormAjax(req: http.IncomingMessage, res: http.ServerResponse, handler: FormAjaxAnswer): void {
    compress(req as never, res as never, () => {
      hardenOnce(req, res)
      void (async () => {
        try {
          const request = toWebRequest(req, nextRequestOrigin(env.host, env.port, req.headers['x-forwarded-proto']))
          const response = await handler(request)
          if (refused.has(res) || res.destroyed) {
            await response.body?.cancel().catch(() => undefined)
            return
          }
          await sendWebResponse(req, res, response)
        } catch (err) {
          // Refused, or the client has gone: its read failed, and there is no one to answer.
          if (refused.has(res) || res.destroyed) return
          console.error('[serve] request failed', err)
          if (res.headersSent) {
            // Part of an answer went out: cut, so the client cannot take it for a whole one.
            res.destroy()
            return
          }
          res.statusCode = 500
          res.setHeader('content-type', 'text/plain; charset=utf-8')
          res.end('The server could not answer this request.')
        }
      })()
    })
  }

  /** The page rendered as islands, sent and kept as Next's would be; Next's answer when it is Next's to give. */
  async function answerAsIslands(req: http.IncomingMessage, res: http.ServerResponse, path: string): Promise<void> {
    const page = await islands!.render(req, path).catch((err: unknown) => {
      console.error('[serve] islands render failed', err)
      return null
    })
    if (refused.has(res) || res.destroyed) return
    if (!page) return answerByNext(req, res)
    compress(req as never, res as never, () => {
      hardenOnce(req, res)
      keepPageAnswer(req, res)
      res.writeHead(200, page.headers)
      res.end(page.document)
    })
  }

  function answerByNext(req: http.IncomingMessage, res: http.ServerResponse): void {
    compress(req as never, res as never, () => {
      hardenOnce(req, res)
      withNotFoundPage(req, res, { internalUrl: process.env.SITE_INTERNAL_URL!, token: internalToken })
      keepPageAnswer(req, res)
      handle(req, res).catch((err: unknown) => {
        if (refused.has(res)) return
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
  // A request's headers (a new connection's first bytes included) within HEADERS_TIMEOUT_SECONDS.
  server.headersTimeout = edge.headersTimeoutMs
  // Bodies are timed by server/body-guard.ts: ordinary ones in total, uploads by idleness.
  server.requestTimeout = 0

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(env.port, env.host, () => resolve())
  })
  // Pages are rendered as islands through the Payload Next starts (server/islands.ts): /readyz starts
  // it now, and the pages asked for meanwhile wait for it rather than go to Next (and stay Next's).
  if (islands)
    void fetch(`${process.env.SITE_INTERNAL_URL}${READY_PATH}`, { signal: AbortSignal.timeout(60_000) })
      .then((r) => r.arrayBuffer())
      .catch(() => undefined)
      .finally(payloadStarting)

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
  // BACKUP_DIR: backups on a schedule, each made by a child process (server/scheduled-backups.ts).
  const stopBackups = env.backups ? startScheduledBackups(env.backups) : undefined
  if (bus) {
    ;(globalThis as Record<symbol, unknown>)[BUS_KEY] = bus
    console.log(
      `[serve] Cache changes are shared with the site's other instances over ${bus.transport === 'redis' ? 'Redis' : 'PostgreSQL'}.`,
    )
  }

  /**
   * SIGTERM or SIGINT: /readyz says so at once; no new connection is taken; the requests under way
   * finish (a submission is answered, an upload's chunk is stored), each answered with
   * `Connection: close`; then the hooks of server/lifecycle.ts hand back this process's work and
   * close the database. All within SHUTDOWN_TIMEOUT_SECONDS: what is still under way 3 s before
   * the bound has its connection closed (an upload resumes from what was stored), and the process
   * exits 5 s after the bound whatever happens.
   */
  const stop = (signal: string) => {
    if (closing) return
    closing = true
    const deadline = Date.now() + env.shutdownMs
    console.log(`[serve] ${signal}: taking no new requests, finishing those under way (at most ${env.shutdownMs / 1000} s)`)
    markStopping()
    stopBackups?.()
    // The answers under way end their connections too (their heads not sent yet say Connection: close).
    for (const res of underWay) if (!res.headersSent) res.shouldKeepAlive = false
    setTimeout(() => {
      console.error('[serve] the shutdown overran SHUTDOWN_TIMEOUT_SECONDS: exiting')
      process.exit(1)
    }, env.shutdownMs + 5000).unref()
    const drained = new Promise<boolean>((resolve) => server.close(() => resolve(true)))
    server.closeIdleConnections()
    // A keep-alive connection is idle once its last answer has gone: closed as soon as it is.
    const idle = setInterval(() => server.closeIdleConnections(), 250)
    const bound = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), Math.max(0, deadline - Date.now() - 3000)))
    void (async () => {
      const inTime = await Promise.race([drained, bound])
      clearInterval(idle)
      if (!inTime) {
        console.warn('[serve] requests still under way at the bound: their connections are closed')
        server.closeAllConnections()
      }
      await runShutdownHooks(deadline)
      await bus?.close().catch(() => undefined)
      sharedRedis()?.disconnect()
      console.log('[serve] stopped')
      process.exit(0)
    })()
  }
  process.once('SIGTERM', () => stop('SIGTERM'))
  process.once('SIGINT', () => stop('SIGINT'))
  return server
}

import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'

/**
 * A node:http request as a Web `Request`, and a Web `Response` written to a node:http response:
 * for the handlers the serving layer calls itself rather than through Next.js, which are written
 * against the standard objects (features/forms/http.ts). Both follow what Next's route handlers
 * see and send (its NextRequestAdapter and sendResponse), so a handler answers the same either way.
 */

/**
 * The request at `origin` + its path: its method, its headers as they are now (the serving layer's
 * own among them, such as the visitor's address, core/http/client-ip.ts) and its body as a stream,
 * read as the handler reads it. The body is not read here: the body guard (server/body-guard.ts)
 * still counts it, and a refused body fails the handler's read when its connection closes.
 */
export function toWebRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    // HTTP/2's pseudo-headers (`:path`) are no header fields.
    if (value === undefined || name.startsWith(':')) continue
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else headers.set(name, value)
  }
  const method = req.method ?? 'GET'
  const body = method === 'GET' || method === 'HEAD' ? null : (Readable.toWeb(req) as ReadableStream<Uint8Array>)
  return new Request(`${origin}${req.url ?? '/'}`, { method, headers, body, duplex: 'half' } as RequestInit)
}

/**
 * The origin Next gives the requests its route handlers see (its `initURL`): the host and port the
 * serving layer started it with (`localhost` without HOST), https when a proxy's
 * `X-Forwarded-Proto` says so. The forms' same-origin check accepts the request's own origin
 * beside SITE_URL, so a handler the serving layer calls itself must see the one Next would give.
 */
export function nextRequestOrigin(host: string | undefined, port: number, forwardedProto: string | string[] | undefined): string {
  const name = host ?? 'localhost'
  const protocol = String(forwardedProto ?? '').includes('https') ? 'https' : 'http'
  return `${protocol}://${name.includes(':') ? `[${name}]` : name}:${port}`
}

/** Describe the transfer, not the answer: node:http frames the body itself (Next drops them too). */
const TRANSFER_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding'])
/** Headers a response may carry several times: added to what is set already; others only when not set. */
const REPEATABLE = new Set(['set-cookie', 'www-authenticate', 'proxy-authenticate', 'vary'])

/**
 * Writes `response` to `res`: its status, its headers (each cookie a header of its own), its body
 * as it streams, waiting while `res` cannot take more, none for a HEAD request. A header `res`
 * already has (the security headers, the request id) is kept, as Next keeps it. Resolves once the
 * answer has ended, or when the client has gone (the body is then cancelled).
 */
export async function sendWebResponse(
  req: Pick<IncomingMessage, 'method'>,
  res: ServerResponse,
  response: Response,
): Promise<void> {
  res.statusCode = response.status
  if (response.statusText) res.statusMessage = response.statusText
  for (const cookie of response.headers.getSetCookie()) res.appendHeader('set-cookie', cookie)
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie' || TRANSFER_HEADERS.has(name)) return
    if (REPEATABLE.has(name)) res.appendHeader(name, value)
    else if (res.getHeader(name) === undefined) res.setHeader(name, value)
  })
  const body = response.body
  if (!body || req.method === 'HEAD' || res.destroyed) {
    await body?.cancel().catch(() => undefined)
    if (!res.destroyed) res.end()
    return
  }
  const reader = body.getReader()
  // A client that leaves stops the read; a write that waits for room is woken.
  let gone = false
  let wake: (() => void) | null = null
  const onGone = () => {
    gone = true
    wake?.()
    void reader.cancel().catch(() => undefined)
  }
  // One listener for the whole answer, never one per wait: the compression middleware hands `on`
  // to its zlib stream but not `off`, so a listener added per wait would stay on that stream.
  const onDrain = () => wake?.()
  res.once('close', onGone)
  res.on('drain', onDrain)
  /** False once the client has gone. */
  const write = async (chunk: Uint8Array): Promise<boolean> => {
    if (!res.write(chunk)) {
      await new Promise<void>((resolve) => (wake = resolve))
      wake = null
    }
    return !gone
  }
  try {
    const first = await reader.read()
    if (gone) return
    if (first.done) {
      res.end()
      return
    }
    // An answer in one piece (the forms' are) is sent with res.end(), its length known, which lets
    // the compression middleware leave a short one as it is. Whether more follows is known within
    // this turn of the event loop for a body that is all there; a chunk still to be made is not
    // waited for.
    const following = reader.read()
    const soon = await Promise.race([following, new Promise<null>((resolve) => setImmediate(resolve, null))])
    if (gone) return
    if (soon?.done) {
      // Its length too, rather than chunks (the security layer and the compression middleware
      // remove it when they change the body: server/harden.ts for a page's nonce).
      if (res.getHeader('content-length') === undefined) res.setHeader('content-length', first.value.byteLength)
      res.end(first.value)
      return
    }
    if (!(await write(first.value))) return
    for (let next = soon ?? (await following); !next.done; next = await reader.read()) {
      if (gone || !(await write(next.value))) return
    }
    if (!gone) res.end()
  } finally {
    res.off('close', onGone)
    res.off('drain', onDrain)
  }
}

import type http from 'node:http'

import { BODY_TIMEOUT_MESSAGE, type BodyLimit } from '../core/http/body-limit'

export type BodyRefusal = { status: 413 | 408; message: string }

/**
 * Counts a request's body as the HTTP parser hands it over and times its arrival, before any
 * handler (ours, Next's or Payload's) sees a byte, whatever the framing (a declared length,
 * chunked). Past the limit, or when the body stops arriving in time, `refuse` is called once and
 * nothing more reaches the request stream (the bytes are dropped as they arrive): it never ends, so no handler ever takes a cut body for
 * a whole one (a truncated form post is never stored); the connection is then closed and the
 * handler's read fails.
 *
 * Time is counted only while the server is waiting for the client: while the request's buffer is
 * full because the handler has not read it yet (a slow start, a busy disk), the clock stops.
 * `total`: the whole body within `totalMs`. `idle`: no more than `idleMs` between two chunks.
 */
export function guardBody(
  req: http.IncomingMessage,
  limit: BodyLimit,
  times: { totalMs: number; idleMs: number },
  refuse: (refusal: BodyRefusal) => void,
): void {
  // Without a length or chunked framing a request has no body (RFC 9112 §6.3): nothing to count or
  // time, and most requests (every page view) need none of the wrapping below.
  if (!hasBody(req)) return
  let received = 0
  let refused = false
  let done = false
  let timer: NodeJS.Timeout | undefined
  // What is left of the total time, counted only while the server waits for bytes.
  let left = times.totalMs
  let since = Date.now()
  let waiting = true

  const stop = () => {
    if (timer) clearTimeout(timer)
    timer = undefined
  }
  const fail = (refusal: BodyRefusal) => {
    if (refused || done) return
    refused = true
    stop()
    refuse(refusal)
  }
  const late = () => fail({ status: 408, message: BODY_TIMEOUT_MESSAGE })
  const arm = () => {
    stop()
    if (done || refused || !waiting) return
    timer = setTimeout(late, limit.timing === 'idle' ? times.idleMs : left)
    timer.unref()
  }
  const pause = () => {
    if (!waiting) return
    if (limit.timing === 'total') left -= Date.now() - since
    waiting = false
    stop()
  }
  const resume = () => {
    if (waiting || done || refused) return
    waiting = true
    since = Date.now()
    arm()
  }

  const push = req.push.bind(req)
  req.push = function countedPush(chunk: unknown, encoding?: BufferEncoding): boolean {
    // Once refused, what still arrives is dropped here (the parser keeps reading, so the lingering
    // close can take it in and the client reads the answer rather than a reset).
    if (refused) return true
    if (chunk === null) {
      done = true
      stop()
      return push(chunk, encoding)
    }
    received += (chunk as Buffer).length
    if (received > limit.bytes) {
      fail({ status: 413, message: limit.message })
      return true
    }
    const more = push(chunk, encoding)
    if (limit.timing === 'idle') arm()
    // The buffer is full: the server is behind, not the client.
    if (!more) pause()
    return more
  }
  const read = req._read.bind(req)
  req._read = function timedRead(size: number) {
    resume()
    read(size)
  }
  req.once('close', stop)
  since = Date.now()
  arm()
}

/** Whether the request's framing announces a body: a length other than 0, or chunks. */
export function hasBody(req: Pick<http.IncomingMessage, 'headers'>): boolean {
  const length = req.headers['content-length']
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
}

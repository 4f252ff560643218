import { fromOwnPage } from '../../core/analytics/request'
import { requestAddress } from '../../core/http/client-ip'
import { gpcHeader } from '../../core/consent/gpc'
import { settings } from '../../server/settings'

/** What the collector, the consent log and the /go/ redirect read from a request's headers. */
export type RequestFacts = {
  /** For the rate limit and the daily hash only: never stored. */
  address: string
  userAgent: string
  fromOwnPage: boolean
  gpc: boolean
}

export function requestFacts(headers: Headers): RequestFacts {
  return {
    address: requestAddress(headers),
    userAgent: headers.get('user-agent') ?? '',
    fromOwnPage: fromOwnPage(
      { origin: headers.get('origin'), host: headers.get('host'), secFetchSite: headers.get('sec-fetch-site') },
      settings().siteUrl,
    ),
    gpc: gpcHeader(headers.get('sec-gpc')),
  }
}

/**
 * A request body as text, or null when it is larger than `max` bytes. Read as a
 * stream and stopped at the limit, so an endless body costs nothing.
 */
export async function readLimited(
  req: { body?: ReadableStream<Uint8Array> | null; headers: Headers },
  max: number,
): Promise<string | null> {
  const length = Number(req.headers.get('content-length') ?? '0')
  if (length > max) return null
  if (!req.body) return ''
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** A small JSON or empty answer that no cache keeps. */
export function answer(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  const h: Record<string, string> = { 'Cache-Control': 'no-store', ...headers }
  if (body === undefined) return new Response(null, { status, headers: h })
  return new Response(JSON.stringify(body), { status, headers: { ...h, 'Content-Type': 'application/json; charset=utf-8' } })
}

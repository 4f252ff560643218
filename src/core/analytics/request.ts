/**
 * Facts about an incoming request that the collector, the consent log and the
 * affiliate redirect need (who is asking is core/http/client-ip.ts's, read once by the
 * serving layer): whether the page asking is ours, and whether it is a robot.
 */

/**
 * Whether a POST comes from one of our own pages. Browsers send `Origin` with
 * every POST (sendBeacon and fetch included); a request without it is only
 * accepted when the browser says it is same-origin.
 */
export function fromOwnPage(
  headers: { origin?: string | null; host?: string | null; secFetchSite?: string | null },
  siteOrigin: string,
): boolean {
  const origin = headers.origin?.trim()
  if (!origin || origin === 'null') return headers.secFetchSite === 'same-origin'
  let o: URL
  try {
    o = new URL(origin)
  } catch {
    return false
  }
  if (o.origin === new URL(siteOrigin).origin) return true
  // The same host as the request was sent to (the site under another name, such as 127.0.0.1).
  return Boolean(headers.host) && o.host === headers.host!.trim().toLowerCase()
}

const ROBOT =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|preview|monitor|uptime|curl\/|wget\/|python-requests|httpclient/i

/** Robots and link previews are not visitors; they are neither counted nor refused. */
export function isRobot(userAgent: string | null | undefined): boolean {
  return !userAgent || ROBOT.test(userAgent)
}

/** A navigation the browser makes itself for a prefetch or the React router's data, not a visitor's click. */
export function isPrefetch(headers: { purpose?: string | null; secPurpose?: string | null; rsc?: string | null }): boolean {
  return (
    /prefetch|prerender/i.test(headers.purpose ?? '') ||
    /prefetch|prerender/i.test(headers.secPurpose ?? '') ||
    headers.rsc === '1'
  )
}

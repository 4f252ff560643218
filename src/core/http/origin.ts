/**
 * Cross-site request forgery: a browser says where a request comes from (`Origin`, and
 * `Sec-Fetch-Site` in current browsers), and a page of another site can never make it say
 * otherwise. A form post is taken only from the site's own pages.
 */
export type RequestOriginHeaders = {
  origin?: string | null
  secFetchSite?: string | null
}

/** An origin as `scheme://host[:port]`, lowercased, default ports dropped; null if not a web origin. */
export function normaliseOrigin(text: string): string | null {
  try {
    const url = new URL(text.trim())
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    return url.origin.toLowerCase()
  } catch {
    return null
  }
}

/**
 * Whether a post may be trusted to come from one of `allowedOrigins`. `Origin` decides when
 * present (`null`, sent by sandboxed frames and some privacy modes, is refused); without it,
 * `Sec-Fetch-Site` must say same-origin (or `none`: the visitor's own action). A request
 * with neither header did not come from a browser page, so it cannot be a forgery.
 */
export function isSameOriginPost(headers: RequestOriginHeaders, allowedOrigins: readonly string[]): boolean {
  const site = headers.secFetchSite?.trim().toLowerCase()
  if (site === 'cross-site' || site === 'same-site') {
    // Another site, or a sibling subdomain: only the exact origin may post.
    if (!headers.origin) return false
  }
  const allowed = new Set(allowedOrigins.map(normaliseOrigin).filter((o): o is string => o !== null))
  if (headers.origin !== undefined && headers.origin !== null && headers.origin !== '') {
    const origin = normaliseOrigin(headers.origin)
    return origin !== null && allowed.has(origin) && site !== 'cross-site'
  }
  if (site !== undefined && site !== '') return site === 'same-origin' || site === 'none'
  return true
}

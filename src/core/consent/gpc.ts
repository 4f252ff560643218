import { readCookie } from './decision'

/**
 * Global Privacy Control. Browsers that have it send `Sec-GPC: 1` with every
 * request and expose `navigator.globalPrivacyControl`. Pages come from the cache,
 * so the header cannot change the HTML; the serving layer mirrors it into a small
 * cookie instead, which the notice reads in the browser together with the
 * navigator flag. Either one counts as a refusal.
 */
export const GPC_COOKIE = 'sp_gpc'

export function gpcHeader(value: string | string[] | null | undefined): boolean {
  const v = Array.isArray(value) ? value[0] : value
  return typeof v === 'string' && v.trim() === '1'
}

/**
 * The `Set-Cookie` an HTML response needs so the page sees the request's GPC
 * header: set it when the header is there and the cookie is not, clear it when
 * the header went away. Null when nothing needs to change.
 */
export function gpcCookieUpdate(
  header: string | string[] | null | undefined,
  cookies: string | null | undefined,
  secure: boolean,
): string | null {
  const on = gpcHeader(header)
  const stored = readCookie(cookies, GPC_COOKIE) === '1'
  const flags = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
  if (on && !stored) return `${GPC_COOKIE}=1; ${flags}`
  if (!on && stored) return `${GPC_COOKIE}=; Max-Age=0; ${flags}`
  return null
}

/**
 * Affiliate links: one link in the admin (a slug and a target address) answers under each
 * of these prefixes, so `/go/<slug>` and `/recommend/<slug>` are the same link, counted
 * and sent on the same way. Both prefixes count as affiliate links in the spec; staff name
 * a link once and use whichever address reads better in the text ("we recommend …").
 */
export const AFFILIATE_PREFIXES = ['/go/', '/recommend/'] as const
export type AffiliatePrefix = (typeof AFFILIATE_PREFIXES)[number]

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
export const AFFILIATE_SLUG_MAX = 80

export function isAffiliateSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= AFFILIATE_SLUG_MAX && SLUG.test(value)
}

/** True for a path the affiliate redirect answers (and counts), such as `/recommend/batteries`. */
export function isAffiliatePath(pathname: string): boolean {
  return AFFILIATE_PREFIXES.some((prefix) => pathname.startsWith(prefix))
}

/** The paths of one link under every prefix, for the admin's description of it. */
export function affiliatePaths(slug: string): string[] {
  return AFFILIATE_PREFIXES.map((prefix) => `${prefix}${slug}`)
}

/**
 * Addresses of slides for history navigation: a page at `/installations` with
 * the prefix `projects` gives its slides `/installations/projects/<slide>`.
 * The site serves the page at those addresses too (with that slide first), and
 * Swiper's History module writes them while a visitor moves through the slides.
 */

/** The address of one slide. */
export function slidePath(pagePath: string, key: string, slug: string): string {
  return `${pagePath === '/' ? '' : pagePath}/${key}/${slug}`
}

/** Splits an address into the page's address and the last two parts (prefix and slide), or null when it is too short. */
export function splitSlidePath(path: string): { pagePath: string; key: string; slug: string } | null {
  const parts = path.split('/').filter(Boolean)
  if (parts.length < 2) return null
  const slug = parts[parts.length - 1]!
  const key = parts[parts.length - 2]!
  const rest = parts.slice(0, -2)
  return { pagePath: rest.length ? `/${rest.join('/')}` : '/', key, slug }
}

/**
 * Swiper's `history.root` for a page: the page's full address without a trailing
 * slash. Swiper writes `<root>/<key>/<slide>`; with an empty root it would write a
 * relative address, which resolves against the wrong folder on nested pages.
 */
export function historyRoot(origin: string, pagePath: string): string {
  return `${origin}${pagePath === '/' ? '' : pagePath}`
}

/** The slide a path asks for: its index among the slides' history slugs, or -1. */
export function slideIndexForPath(path: string, pagePath: string, key: string, slugs: readonly (string | null)[]): number {
  const split = splitSlidePath(path)
  if (!split || split.pagePath !== pagePath || split.key !== key) return -1
  return slugs.indexOf(split.slug)
}

/** The page's own address from the address in the browser, which may end in `/<key>/<slide>`. */
export function pagePathOf(path: string, key: string, slugs: readonly (string | null)[]): string {
  const split = splitSlidePath(path)
  if (split && split.key === key && slugs.includes(split.slug)) return split.pagePath
  const trimmed = path.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

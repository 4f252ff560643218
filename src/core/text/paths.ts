/** The home page is the top-level page whose slug is "home"; it lives at "/". */
export const HOME_SLUG = 'home'

/** The public address of a page from its slug and its parent's address. */
export function pagePath(slug: string, parentPath: string | null | undefined): string {
  if (!parentPath || parentPath === '/') return !parentPath && slug === HOME_SLUG ? '/' : `/${slug}`
  return `${parentPath}/${slug}`
}

/** Normalises an incoming request path for lookups: no trailing slash, no empty segments, lowercase-safe. */
export function normalisePath(segments: readonly string[] | undefined): string {
  const parts = (segments ?? []).map((s) => decodeURIComponentSafe(s)).filter((s) => s !== '')
  return parts.length === 0 ? '/' : `/${parts.join('/')}`
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

/** Products live at /products/<slug>, beside the product-line pages under /products. */
export const PRODUCT_PREFIX = '/products'

export function productPath(slug: string): string {
  return `${PRODUCT_PREFIX}/${slug}`
}

/** The product slug an address asks for, or null when it is not a product address. */
export function productSlugFromPath(path: string): string | null {
  const m = path.match(/^\/products\/([a-z0-9]+(?:-[a-z0-9]+)*)$/)
  return m ? m[1]! : null
}

/**
 * Cache tags of the public site. Every cached read names the tags it depends on;
 * every change to content invalidates exactly those tags, so published pages are
 * served from the cache and never go stale.
 */
export const tags = {
  /** On every cached read: expiring it expires them all (after a missed announcement). */
  all: 'site',
  /** Everything rendered at one address: the page there, or the redirect or 404 there. */
  path: (path: string) => `path:${path}`,
  /** Any page's address or title changed: menus, sitemaps and breadcrumbs depend on it. */
  pageIndex: 'pages:index',
  global: (slug: string) => `global:${slug}`,
  media: 'media',
  documents: 'documents',
  redirects: 'redirects',
  /** Any product or product category: product pages, cards, the sitemap and search. */
  products: 'products',
  /** One form's definition: pages embedding it and /forms/<id>. */
  form: (id: number | string) => `form:${id}`,
} as const

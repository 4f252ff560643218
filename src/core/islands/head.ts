/**
 * The metadata tags of a public page served as islands (docs/PERFORMANCE.md §8), from the same
 * `generateMetadata` results Next.js reads: the layout's and the page's. Only what the site's
 * public pages use is resolved, the way Next.js resolves it, so a page's tags are the same either
 * way (bench:islands compares them with Next's answer):
 *
 * - the page's title fills the layout's template (`%s | Site`), unless it is `{ absolute }`;
 * - each top-level field of the page's metadata replaces the layout's whole (an `openGraph` of the
 *   page drops the layout's `siteName`, as in Next);
 * - Twitter's card is made from Open Graph when the page names none (`summary_large_image` with an
 *   image, else `summary`);
 * - addresses are made absolute against `metadataBase`, and a page's address loses its trailing
 *   slash (`trailingSlash` is off).
 *
 * Written here rather than taken from Next.js: its resolver runs inside its app render, which the
 * islands render is outside of.
 */

type Title =
  undefined | string | { absolute: string; template?: string | null } | { default: string; template?: string | null } | null
type Image = string | URL | { url: string | URL; width?: string | number; height?: string | number; alt?: string }

/** The part of Next's `Metadata` the public pages fill (Next's own type is assignable to it). */
export type PageMetadata = {
  metadataBase?: string | URL | null
  title?: Title
  description?: string | null
  alternates?: { canonical?: string | URL | { url: string | URL } | null } | null
  robots?: string | { index?: boolean; follow?: boolean } | null
  openGraph?: {
    title?: Title
    description?: string
    url?: string | URL | null
    siteName?: string
    locale?: string
    type?: string
    images?: Image | Image[]
  } | null
}

/** The part of Next's `Viewport` the site sets (a theme colour per colour scheme is not written). */
export type PageViewport = { themeColor?: string | object | null; width?: string | number; initialScale?: number }

// React's escaping (escapeTextForBrowser), the same for text and attributes, so the bytes match Next's.
const ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' }
const escape = (value: string) => value.replace(/[&"'<>]/g, (c) => ESCAPES[c]!)

/**
 * An address that names a page (canonical, og:url) as Next writes it with `trailingSlash` off:
 * absolute, without a slash at its end (the home page's is the bare origin).
 */
function pageAddress(url: string | URL, base: string | URL | null | undefined): string {
  const href = absolute(url, base)
  return href.endsWith('/') && !/[?#]/.test(href) ? href.slice(0, -1) : href
}

function absolute(url: string | URL, base: string | URL | null | undefined): string {
  if (url instanceof URL) return url.href
  if (!base) return url
  try {
    return new URL(url, base).href
  } catch {
    return url
  }
}

function titleOf(layout: Title, page: Title): string | undefined {
  const template = layout && typeof layout === 'object' && 'template' in layout ? (layout.template ?? undefined) : undefined
  if (page === undefined || page === null) {
    if (typeof layout === 'string') return layout
    if (!layout) return undefined
    return 'absolute' in layout ? layout.absolute : layout.default
  }
  if (typeof page === 'object') {
    if ('absolute' in page) return page.absolute
    return template ? template.replace('%s', page.default) : page.default
  }
  return template ? template.replace('%s', page) : page
}

function robotsOf(robots: PageMetadata['robots']): string | undefined {
  if (!robots) return undefined
  if (typeof robots === 'string') return robots
  const parts: string[] = []
  if (robots.index !== undefined) parts.push(robots.index ? 'index' : 'noindex')
  if (robots.follow !== undefined) parts.push(robots.follow ? 'follow' : 'nofollow')
  return parts.length ? parts.join(', ') : undefined
}

/** A title with no template of its own applied (Open Graph's, here). */
function plain(title: Title): string | undefined {
  if (title === null || title === undefined) return undefined
  if (typeof title === 'string') return title
  return 'absolute' in title ? title.absolute : title.default
}

const imageUrl = (image: Image) => (typeof image === 'string' || image instanceof URL ? image : image.url)

/** The tags, in Next's order, each as Next writes it. */
export function metadataTags(layout: PageMetadata, page: PageMetadata, viewport: PageViewport = {}): string {
  // Each top-level field of the page replaces the layout's (Next's shallow merge).
  const merged: PageMetadata = { ...layout, ...Object.fromEntries(Object.entries(page).filter(([, v]) => v !== undefined)) }
  const base = page.metadataBase ?? layout.metadataBase ?? null
  const tags: string[] = []
  const meta = (attribute: 'name' | 'property', key: string, content: string | undefined) => {
    if (content !== undefined && content !== '') tags.push(`<meta ${attribute}="${key}" content="${escape(content)}"/>`)
  }

  if (typeof viewport.themeColor === 'string') meta('name', 'theme-color', viewport.themeColor)
  const title = titleOf(layout.title, page.title)
  if (title !== undefined) tags.push(`<title>${escape(title)}</title>`)
  meta('name', 'description', merged.description ?? undefined)
  meta('name', 'robots', robotsOf(merged.robots))
  const canonical = merged.alternates?.canonical
  const canonicalUrl = canonical && typeof canonical === 'object' && 'url' in canonical ? canonical.url : canonical
  if (canonicalUrl) tags.push(`<link rel="canonical" href="${escape(pageAddress(canonicalUrl, base))}"/>`)

  const og = merged.openGraph
  if (og) {
    const ogTitle = plain(og.title)
    meta('property', 'og:title', ogTitle)
    meta('property', 'og:description', og.description)
    meta('property', 'og:url', og.url ? pageAddress(og.url, base) : undefined)
    meta('property', 'og:site_name', og.siteName)
    meta('property', 'og:locale', og.locale)
    const images = og.images === undefined ? [] : Array.isArray(og.images) ? og.images : [og.images]
    for (const image of images) {
      meta('property', 'og:image', absolute(imageUrl(image), base))
      if (typeof image === 'object' && !(image instanceof URL)) {
        if (image.width !== undefined) meta('property', 'og:image:width', String(image.width))
        if (image.height !== undefined) meta('property', 'og:image:height', String(image.height))
        meta('property', 'og:image:alt', image.alt)
      }
    }
    meta('property', 'og:type', 'type' in og ? og.type : undefined)
    // Twitter's card from Open Graph, as Next makes it when the page names none.
    meta('name', 'twitter:card', images.length ? 'summary_large_image' : 'summary')
    meta('name', 'twitter:title', ogTitle)
    meta('name', 'twitter:description', og.description)
    for (const image of images) meta('name', 'twitter:image', absolute(imageUrl(image), base))
  }
  return tags.join('')
}

/** The viewport tag as Next writes it. */
export function viewportTag(viewport: PageViewport): string {
  const parts: string[] = []
  if (viewport.width) parts.push(`width=${viewport.width}`)
  if (viewport.initialScale !== undefined) parts.push(`initial-scale=${viewport.initialScale}`)
  return parts.length ? `<meta name="viewport" content="${escape(parts.join(', '))}"/>` : ''
}

/**
 * Which kind of click a link is, as the site's click analytics count them. The
 * categories and their order follow the analytics plugin the site used: e-mail
 * and telephone first, then downloads (by extension, on any host), then internal
 * affiliate paths, then the site's other hostnames, then everything else that
 * leaves the site. Plain internal links are page views, not clicks.
 */
export const CLICK_CATEGORIES = ['download', 'tel', 'mailto', 'outbound-link', 'affiliate', 'cross-hostname'] as const
export type ClickCategory = (typeof CLICK_CATEGORIES)[number]

export const DEFAULT_DOWNLOAD_EXTENSIONS = ['doc', 'pdf', 'ppt', 'zip', 'xls', 'docx', 'pptx', 'xlsx'] as const
export const DEFAULT_INBOUND_PATHS = [
  { path: '/go/', label: 'affiliate' },
  { path: '/recommend/', label: 'affiliate' },
] as const

/** Spec: a same-tab outbound link waits at most this long for its event to be sent. */
export const OUTBOUND_DELAY_MS = 1000

export type InboundPath = { path: string; label: string }

export type ClassifySettings = {
  /** Lower-case extensions without the dot. */
  downloadExtensions: readonly string[]
  inboundPaths: readonly InboundPath[]
  /** Hosts that are this site: the page's own host, and the home URL's. */
  ownHosts: readonly string[]
  /** Other hostnames configured as part of the site (a shop, a support portal). */
  crossHostnames: readonly string[]
}

export type Classified = {
  category: ClickCategory
  /** What the click went to: the address, without a fragment. */
  target: string
  /** The inbound path's label for affiliate links. */
  label?: string
}

const host = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/^www\./, '')

/** A hostname from an admin field: accepts a bare host or a URL, drops ports and paths. */
export function normaliseHost(value: string): string | null {
  const v = value.trim().toLowerCase()
  if (!v) return null
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(v) ? v : `https://${v}`)
    return url.hostname || null
  } catch {
    return null
  }
}

export function parseExtensions(value: string | readonly string[] | null | undefined): string[] {
  const list = typeof value === 'string' ? value.split(/[\s,;]+/) : [...(value ?? [])]
  return [...new Set(list.map((e) => e.trim().toLowerCase().replace(/^\./, '')).filter((e) => /^[a-z0-9]{1,10}$/.test(e)))]
}

function extensionOf(pathname: string): string | null {
  const last = pathname.split('/').pop() ?? ''
  const dot = last.lastIndexOf('.')
  if (dot <= 0 || dot === last.length - 1) return null
  return last.slice(dot + 1).toLowerCase()
}

/**
 * Classifies a link's address, resolved against the page it is on. Null for
 * clicks that are not counted: links within the site, in-page anchors,
 * `javascript:` and other schemes.
 */
export function classifyLink(
  href: string,
  pageUrl: string,
  settings: ClassifySettings,
  options: { downloadAttribute?: boolean } = {},
): Classified | null {
  const raw = href.trim()
  if (/^mailto:/i.test(raw)) return { category: 'mailto', target: raw }
  if (/^tel:/i.test(raw)) return { category: 'tel', target: raw }
  let url: URL
  try {
    url = new URL(raw, pageUrl)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  const target = url.href.split('#')[0]!
  const page = new URL(pageUrl)
  const own = new Set([host(page.hostname), ...settings.ownHosts.map(host)])
  const internal = own.has(host(url.hostname))

  const ext = extensionOf(url.pathname)
  if (options.downloadAttribute || (ext && settings.downloadExtensions.includes(ext))) {
    return { category: 'download', target: internal ? url.pathname : target }
  }
  if (internal) {
    const inbound = settings.inboundPaths.find((p) => p.path && url.pathname.startsWith(p.path))
    if (inbound) return { category: 'affiliate', target: url.pathname, label: inbound.label }
    return null
  }
  if (settings.crossHostnames.some((h) => host(h) === host(url.hostname))) return { category: 'cross-hostname', target }
  return { category: 'outbound-link', target }
}

/**
 * Whether following the link replaces this page: only then does its event need
 * a moment to leave before the browser moves on.
 */
export function leavesPageInSameTab(
  category: ClickCategory,
  click: { button: number; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean },
  link: { target: string; download: boolean },
): boolean {
  if (category !== 'outbound-link' && category !== 'cross-hostname' && category !== 'affiliate') return false
  if (click.button !== 0 || click.ctrlKey || click.metaKey || click.shiftKey || click.altKey) return false
  if (link.download) return false
  const target = link.target.trim().toLowerCase()
  return target === '' || target === '_self' || target === '_top' || target === '_parent'
}

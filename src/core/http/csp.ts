import { createHash } from 'node:crypto'

import { YOUTUBE_FRAME_ORIGIN, YOUTUBE_IMAGE_ORIGIN } from '../video/youtube'

/**
 * Content-Security-Policy with a fresh nonce per response.
 *
 * Why stamping: Next.js only puts a nonce on its inline scripts when a page is
 * rendered per request, which would take every page out of the cache and cut
 * throughput roughly tenfold. Instead, pages are cached as Next renders them and
 * the serving layer adds `nonce="<fresh>"` to each `<script` tag of the HTML it
 * sends, with the same nonce in the header. React escapes `<` inside text and
 * attributes, Next escapes it inside its inline data, and editor content is
 * rendered as React elements, so every `<script` in the HTML is one Next or our
 * own layout wrote (the animate-on-scroll early script, a constant).
 *
 * Pages answered from the serving layer's page cache (server/page-cache.ts) take the other form:
 * their bytes are fixed, compressed once when stored, so their inline scripts are allowed by
 * their sha256 hashes (`inlineScriptHashes`) instead of a nonce, and no script tag carries one.
 */
export type CspOptions = (
  | { nonce: string; hashes?: undefined; googleTag?: undefined }
  /** The `'sha256-…'` sources of a stored page's inline scripts. */
  | {
      hashes: readonly string[]
      nonce?: undefined
      /** The stored page carries a Google Analytics measurement id (GTAG_MARKER): gtag.js's host is allowed. */
      googleTag?: boolean
    }
) & {
  secure: boolean
  dev?: boolean
  /** Extra sources for a third-party captcha, only while one is configured (core/antispam/csp.ts). */
  extra?: { script?: string[]; frame?: string[]; connect?: string[]; style?: string[] }
}

/**
 * Google Analytics, which runs only after a visitor accepts analytics cookies and
 * only when the admin set a measurement id. Under a nonce its script needs no host
 * here: the consent runtime gives it this response's nonce, and Google's tag passes
 * the nonce on to anything it adds. A page from the page cache has no nonce to give,
 * so there its script host, and only that, is allowed (GOOGLE_ANALYTICS_SCRIPT), and only on
 * pages rendered with a measurement id (they carry GTAG_MARKER).
 * Its hits and pixels go to these hosts. They are allowed on every page, set or not:
 * the serving layer does not read settings, and they are data endpoints that nothing
 * on the page calls before consent.
 */
export const GOOGLE_ANALYTICS_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
] as const
export const GOOGLE_ANALYTICS_IMG = ['https://*.google-analytics.com', 'https://www.googletagmanager.com'] as const
/** gtag.js, allowed by host only on pages without a nonce (the page cache's) that load it. */
export const GOOGLE_ANALYTICS_SCRIPT = 'https://www.googletagmanager.com'

/**
 * The tag a page rendered with a Google Analytics measurement id carries in its HTML
 * (features/analytics/Analytics.tsx). The page cache looks for it when it stores a page
 * (`carriesGoogleTag`). Editors' text can never forge it: React escapes `<` in text and
 * attributes, and Next escapes it inside its inline data.
 */
export const GTAG_MARKER_NAME = 'site-gtag'
const GTAG_MARKER = `<meta name="${GTAG_MARKER_NAME}"`

export function carriesGoogleTag(html: string): boolean {
  return html.includes(GTAG_MARKER)
}

export function contentSecurityPolicy({ nonce, hashes, googleTag, secure, dev = false, extra = {} }: CspOptions): string {
  const more = (list: readonly string[] | undefined) => (list && list.length ? ` ${list.join(' ')}` : '')
  const scripts =
    nonce !== undefined ? `'nonce-${nonce}'` : [...hashes, ...(googleTag ? [GOOGLE_ANALYTICS_SCRIPT] : [])].join(' ')
  const directives: string[] = [
    "default-src 'self'",
    // React's development build evaluates code; production never does.
    `script-src 'self' ${scripts}${dev ? " 'unsafe-eval'" : ''}${more(extra.script)}`,
    `style-src 'self' 'unsafe-inline'${more(extra.style)}`,
    // The lazy video block: its poster from YouTube's image server; the player, once clicked, from the
    // privacy-enhanced host. Nothing else of YouTube's runs in our page.
    `img-src 'self' data: blob: ${YOUTUBE_IMAGE_ORIGIN} ${GOOGLE_ANALYTICS_IMG.join(' ')}`,
    "font-src 'self' data:",
    `connect-src 'self' ${GOOGLE_ANALYTICS_CONNECT.join(' ')}${dev ? ' ws: wss:' : ''}${more(extra.connect)}`,
    "media-src 'self' blob:",
    `frame-src 'self' ${YOUTUBE_FRAME_ORIGIN}${more(extra.frame)}`,
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ]
  if (secure) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/** Headers every response gets, whatever its type. */
export function baselineHeaders(secure: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
  if (secure) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains'
  return headers
}

const TAG = '<script'

/**
 * Adds a nonce attribute to every `<script` start tag of an HTML stream. Chunks
 * may split a tag anywhere, so the tail that could begin a tag is held back
 * until the next chunk (or the end) shows what follows it.
 */
export class NonceStamper {
  private carry = ''
  constructor(private readonly nonce: string) {
    if (!/^[A-Za-z0-9+/=_-]+$/.test(nonce)) throw new Error('A nonce must be base64 or base64url')
  }

  push(chunk: string): string {
    const text = this.carry + chunk
    // Hold back a tail that could be the start of "<script" plus the one character after it.
    let hold = 0
    for (let k = Math.min(TAG.length, text.length); k > 0; k--) {
      const tail = text.slice(text.length - k).toLowerCase()
      if (TAG.startsWith(tail) || (k === TAG.length && tail === TAG)) {
        hold = k
        break
      }
    }
    this.carry = text.slice(text.length - hold)
    return this.stamp(text.slice(0, text.length - hold), false)
  }

  flush(): string {
    const rest = this.stamp(this.carry, true)
    this.carry = ''
    return rest
  }

  private stamp(text: string, atEnd: boolean): string {
    let out = ''
    let from = 0
    const lower = text.toLowerCase()
    for (;;) {
      const at = lower.indexOf(TAG, from)
      if (at === -1) break
      const next = text.charAt(at + TAG.length)
      const end = at + TAG.length
      out += text.slice(from, end)
      // Only a real start tag: "<script>" or "<script " and the like, not "<scripts".
      if (
        next === '>' ||
        next === ' ' ||
        next === '\n' ||
        next === '\t' ||
        next === '\r' ||
        next === '/' ||
        (next === '' && atEnd)
      ) {
        if (next !== '') out += ` nonce="${this.nonce}"`
      }
      from = end
    }
    return out + text.slice(from)
  }
}

/** How a browser reads the text it hashes: the HTML parser turns CR LF and lone CR into LF. */
const normalizeNewlines = (text: string) => text.replace(/\r\n?/g, '\n')

/**
 * The `'sha256-…'` CSP sources of every inline script in a complete HTML document, once each, in
 * order of first appearance. A script is inline when its start tag has no `src` attribute; its
 * text runs to the first `</script` followed by whitespace, `/` or `>`, as the HTML parser ends
 * a script's raw text. What is hashed is that text exactly as the browser hashes it (UTF-8,
 * newlines normalized). Non-JavaScript types (JSON data blocks) are hashed too: harmless, and a
 * type the browser might run is never left out.
 */
export function inlineScriptHashes(html: string): string[] {
  const out = new Set<string>()
  const lower = html.toLowerCase()
  let from = 0
  for (;;) {
    const at = lower.indexOf(TAG, from)
    if (at === -1) break
    const after = lower.charAt(at + TAG.length)
    if (!/[\s/>]/.test(after)) {
      from = at + TAG.length
      continue
    }
    const tagEnd = startTagEnd(html, at + TAG.length)
    if (tagEnd === -1) break
    const close = scriptClose(lower, tagEnd)
    const textEnd = close === -1 ? html.length : close
    if (!hasSrc(html.slice(at + TAG.length, tagEnd - 1))) {
      const text = normalizeNewlines(html.slice(tagEnd, textEnd))
      out.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
    }
    if (close === -1) break
    from = close + 2
  }
  return [...out]
}

/** Index just past the `>` that ends a start tag whose attributes begin at `from`; quotes may hold `>`. */
function startTagEnd(html: string, from: number): number {
  let quote = ''
  for (let i = from; i < html.length; i++) {
    const c = html[i]!
    if (quote) {
      if (c === quote) quote = ''
    } else if (c === '"' || c === "'") {
      // Only a quote that opens an attribute value (after `=` and optional spaces) starts one.
      const before = html.slice(from, i).trimEnd()
      if (before.endsWith('=')) quote = c
    } else if (c === '>') return i + 1
  }
  return -1
}

function scriptClose(lower: string, from: number): number {
  let at = from
  for (;;) {
    const i = lower.indexOf('</script', at)
    if (i === -1) return -1
    const next = lower.charAt(i + 8)
    if (next === '' || /[\s/>]/.test(next)) return i
    at = i + 8
  }
}

/** Whether a start tag's attribute text names `src` (not `data-src` or a value containing "src="). */
function hasSrc(attributes: string): boolean {
  const re = /([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g
  for (const m of attributes.matchAll(re)) if (m[1]!.toLowerCase() === 'src') return true
  return false
}

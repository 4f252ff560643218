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
 */
export type CspOptions = {
  nonce: string
  secure: boolean
  dev?: boolean
  /** Extra sources for a third-party captcha, only while one is configured (core/antispam/csp.ts). */
  extra?: { script?: string[]; frame?: string[]; connect?: string[]; style?: string[] }
}

/**
 * Google Analytics, which runs only after a visitor accepts analytics cookies and
 * only when the admin set a measurement id. Its script needs no host here: the
 * consent runtime gives it this response's nonce, and Google's tag passes the
 * nonce on to anything it adds. Its hits and pixels go to these hosts. They are
 * allowed on every page, set or not: the serving layer does not read settings,
 * and they are data endpoints that nothing on the page calls before consent.
 */
export const GOOGLE_ANALYTICS_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
] as const
export const GOOGLE_ANALYTICS_IMG = ['https://*.google-analytics.com', 'https://www.googletagmanager.com'] as const

export function contentSecurityPolicy({ nonce, secure, dev = false, extra = {} }: CspOptions): string {
  const more = (list: string[] | undefined) => (list && list.length ? ` ${list.join(' ')}` : '')
  const directives: string[] = [
    "default-src 'self'",
    // React's development build evaluates code; production never does.
    `script-src 'self' 'nonce-${nonce}'${dev ? " 'unsafe-eval'" : ''}${more(extra.script)}`,
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

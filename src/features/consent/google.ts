import { consentModeSignals, type Choice } from '../../core/consent/decision'

/**
 * Google Analytics under Consent Mode v2. The early script (early.ts) has set all
 * four signals to denied before anything else ran; here they are updated on each
 * choice, and gtag.js is added only once analytics are allowed and a measurement
 * id is set, with this response's CSP nonce (Google's tag passes it on).
 */
declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
  }
}

export const GTAG_ORIGIN = 'https://www.googletagmanager.com'

let loadedId: string | null = null

export function gtag(...args: unknown[]): void {
  if (window.gtag) return window.gtag(...args)
  window.dataLayer = window.dataLayer ?? []
  // gtag.js reads Arguments objects from the data layer, not arrays (the early script defines window.gtag so).
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments)
}

export function updateConsentMode(choice: Choice): void {
  gtag('consent', 'update', consentModeSignals(choice))
}

export function googleAnalyticsLoaded(): boolean {
  return loadedId !== null
}

export function loadGoogleAnalytics(measurementId: string): void {
  if (loadedId) return
  loadedId = measurementId
  gtag('js', new Date())
  // Page views are sent by the site's tracker, so client-side navigations count once each.
  gtag('config', measurementId, { send_page_view: false })
  const script = document.createElement('script')
  script.async = true
  script.src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
  if (nonce) script.nonce = nonce
  document.head.appendChild(script)
}

/** After analytics consent is withdrawn: Google Analytics' own cookies go too. */
export function clearGoogleCookies(): void {
  const host = location.hostname
  const domains = ['', host, `.${host}`, `.${host.split('.').slice(-2).join('.')}`]
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim()
    if (!/^_ga(_|$)|^_gid$|^_gat/.test(name)) continue
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`
    }
  }
}

/** A click or page view for Google Analytics, when it is running. GA4 sends events with sendBeacon itself. */
export function sendToGoogle(name: string, params: Record<string, unknown>): void {
  if (!loadedId) return
  gtag('event', name, params)
}

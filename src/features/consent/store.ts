import {
  antispamCookieMode,
  consentCookie,
  CONSENT_COOKIE,
  effectiveConsent,
  parseDecision,
  readCookie,
  visitorIdFrom,
  type Category,
  type Choice,
  type Decision,
  type Effective,
  type Lifetimes,
  type Method,
  type Vendor,
} from '../../core/consent/decision'
import { GPC_COOKIE } from '../../core/consent/gpc'

/**
 * The visitor's consent in the browser: read from the cookie (never from the
 * cached HTML), changed by the notice or the video prompt, and announced to
 * whatever waits for it. Other client code asks `hasConsent('marketing')` or
 * subscribes with `onConsent`; non-React code can listen for the `sp:consent`
 * event on window (its detail is the same object).
 */
export const CONSENT_EVENT = 'sp:consent'
export const CONSENT_ENDPOINT = '/api/consent'

type Listener = (consent: Effective) => void

/** What the server renders with: nothing allowed, nothing answered (the browser then reads the cookie). */
export const SERVER_CONSENT: Effective = effectiveConsent(null, false)

let current: Effective | null = null
let notice: (Lifetimes & { version: number }) | null = null
const listeners = new Set<Listener>()

declare global {
  interface Navigator {
    globalPrivacyControl?: boolean
  }
}

/** Global Privacy Control from the browser, or from the request header the serving layer mirrored into a cookie. */
export function browserGpc(): boolean {
  return navigator.globalPrivacyControl === true || readCookie(document.cookie, GPC_COOKIE) === '1'
}

export function readConsent(): Effective {
  return effectiveConsent(parseDecision(readCookie(document.cookie, CONSENT_COOKIE)), browserGpc())
}

export function consent(): Effective {
  current ??= readConsent()
  return current
}

export function hasConsent(category: Category): boolean {
  return typeof document !== 'undefined' && consent()[category]
}

export function onConsent(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function settle(next: Effective): void {
  current = next
  // The anti-spam guard reads its cookie mode here (core/consent/decision.ts: antispamCookieMode).
  document.documentElement.dataset.antispamCookies = antispamCookieMode(next)
}

function publish(next: Effective): void {
  settle(next)
  for (const listener of [...listeners]) listener(next)
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: next }))
}

/** Called by the notice with its settings; until then choices cannot be stored. */
export function configureConsent(settings: Lifetimes & { version: number }): void {
  notice = settings
  settle(readConsent())
}

export function consentConfigured(): boolean {
  return notice !== null
}

function newVisitorId(): string {
  return visitorIdFrom(crypto.getRandomValues(new Uint8Array(16)))
}

/**
 * Stores a choice: the cookie, the record in the consent log (sent with
 * keepalive, so a reload or redirect straight after does not lose it), and the
 * announcement. The visitor id stays the same across changes, so the log shows
 * one browser's choices together. A choice replaces the one before whole: the
 * providers allowed one by one are the ones given here (the notice gives none,
 * so "Refuse all" withdraws them).
 */
export function saveChoice(choice: Choice, method: Method, vendors: Vendor[] = []): Effective {
  if (!notice) throw new Error('The cookie notice is not on this page')
  const before = consent()
  const decision: Decision = {
    analytics: choice.analytics,
    marketing: choice.marketing,
    id: before.decision?.id ?? newVisitorId(),
    version: notice.version,
    at: Math.floor(Date.now() / 1000),
    method,
    vendors,
  }
  document.cookie = consentCookie(decision, { ...notice, secure: location.protocol === 'https:' })
  const next = effectiveConsent(decision, browserGpc())
  publish(next)
  void fetch(CONSENT_ENDPOINT, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      id: decision.id,
      analytics: next.analytics,
      marketing: next.marketing,
      version: decision.version,
      method: next.gpc ? 'gpc' : method,
      vendors: next.vendors,
      path: location.pathname,
    }),
  }).catch(() => undefined)
  return next
}

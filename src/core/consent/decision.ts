/**
 * A visitor's cookie choice: what it allows, how it is written into the consent
 * cookie, and what it means for Google Consent Mode and the anti-spam guard.
 * Pure and free of browser or Node APIs: the notice (in the browser), the early
 * script and the consent endpoint (on the server) share it.
 */

/** The cookie that keeps the choice. Strictly necessary: it is how a refusal is remembered. */
export const CONSENT_COOKIE = 'sp_consent'

/** The optional categories; strictly necessary cookies need no consent and have no switch. */
export const CATEGORIES = ['analytics', 'marketing'] as const
export type Category = (typeof CATEGORIES)[number]
export type Choice = Record<Category, boolean>

/**
 * How the choice was made, kept as proof. The first five are the visitor's own
 * clicks; `gpc` is the browser's Global Privacy Control; `scroll` and `click` are
 * the legacy implied-consent options (off by default: not valid consent in the EU).
 */
export const METHODS = ['accept', 'refuse', 'save', 'close', 'video', 'gpc', 'scroll', 'click'] as const
export type Method = (typeof METHODS)[number]

/**
 * Providers a visitor can allow one by one, without the whole category they belong to: the
 * video's "Allow YouTube and play" allows YouTube, and only YouTube. The marketing category
 * (which names YouTube in the notice) allows them too. A choice made in the notice replaces
 * the whole decision, so "Refuse all" withdraws a provider allowed this way.
 */
export const VENDORS = ['youtube'] as const
export type Vendor = (typeof VENDORS)[number]
export const VENDOR_CATEGORY: Record<Vendor, Category> = { youtube: 'marketing' }

export type Decision = Choice & {
  /** A random id for this browser, so a choice and its later changes can be shown as one visitor's. */
  id: string
  /** The notice's version when the choice was made. */
  version: number
  /** Seconds since 1970. */
  at: number
  method: Method
  /** Providers allowed one by one (see VENDORS). */
  vendors: Vendor[]
}

export const NONE: Choice = { analytics: false, marketing: false }
export const ALL: Choice = { analytics: true, marketing: true }

const FORMAT = '1'
/**
 * `1.<analytics><marketing>.<version>.<seconds>.<id>.<method>[.<vendor>+<vendor>]`: short, and no
 * character needs escaping in a cookie. The vendors part is optional, so cookies written before
 * it existed still read the same.
 */
export const DECISION_PATTERN =
  /^1\.([01])([01])\.(\d{1,9})\.(\d{1,12})\.([A-Za-z0-9_-]{16,64})\.([a-z]{1,12})(?:\.([a-z]{1,16}(?:\+[a-z]{1,16}){0,7}))?$/
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/

/** Known vendors only, each once, in a stable order. */
export function knownVendors(values: readonly unknown[]): Vendor[] {
  return VENDORS.filter((v) => values.includes(v))
}

export function encodeDecision(d: Decision): string {
  const parts: (string | number)[] = [
    FORMAT,
    `${d.analytics ? 1 : 0}${d.marketing ? 1 : 0}`,
    d.version,
    Math.floor(d.at),
    d.id,
    d.method,
  ]
  const vendors = knownVendors(d.vendors ?? [])
  if (vendors.length) parts.push(vendors.join('+'))
  return parts.join('.')
}

export function parseDecision(value: string | null | undefined): Decision | null {
  if (!value) return null
  const m = DECISION_PATTERN.exec(value.trim())
  if (!m) return null
  const method = m[6] as Method
  if (!METHODS.includes(method)) return null
  return {
    analytics: m[1] === '1',
    marketing: m[2] === '1',
    version: Number(m[3]),
    at: Number(m[4]),
    id: m[5]!,
    method,
    vendors: m[7] ? knownVendors(m[7].split('+')) : [],
  }
}

/** One cookie's value from a `Cookie` header or `document.cookie`. */
export function readCookie(cookies: string | null | undefined, name: string): string | null {
  if (!cookies) return null
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1) continue
    if (part.slice(0, eq).trim() !== name) continue
    const raw = part.slice(eq + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return null
}

export type Lifetimes = { acceptDays: number; refuseDays: number }

/** A choice with the providers allowed one by one. */
export type Consented = Choice & { vendors?: readonly Vendor[] }

/** A choice that allows anything lives as long as an acceptance; one that allows nothing as long as a refusal. */
export function lifetimeDays(choice: Consented, lifetimes: Lifetimes): number {
  return choice.analytics || choice.marketing || (choice.vendors?.length ?? 0) > 0 ? lifetimes.acceptDays : lifetimes.refuseDays
}

/** The `Set-Cookie`/`document.cookie` string that stores a decision. */
export function consentCookie(d: Decision, options: Lifetimes & { secure: boolean }): string {
  const maxAge = Math.max(1, Math.round(lifetimeDays(d, options) * 86_400))
  return `${CONSENT_COOKIE}=${encodeDecision(d)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${options.secure ? '; Secure' : ''}`
}

export type Effective = Choice & {
  /** A choice is known: the notice need not ask. */
  answered: boolean
  /** Global Privacy Control is on: a refusal whatever else was stored. */
  gpc: boolean
  /** Providers allowed one by one (none under Global Privacy Control). */
  vendors: Vendor[]
  decision: Decision | null
}

/**
 * What is allowed now. Global Privacy Control counts as a refusal and wins over a
 * stored acceptance: it is the browser telling every site the same thing, and the
 * visitor can switch it off there.
 */
export function effectiveConsent(decision: Decision | null, gpc: boolean): Effective {
  if (gpc) return { ...NONE, answered: true, gpc: true, vendors: [], decision }
  if (!decision) return { ...NONE, answered: false, gpc: false, vendors: [], decision: null }
  return {
    analytics: decision.analytics,
    marketing: decision.marketing,
    answered: true,
    gpc: false,
    vendors: knownVendors(decision.vendors ?? []),
    decision,
  }
}

/** Whether a provider may run: its category is allowed, or the visitor allowed it alone. */
export function allowsVendor(consent: Choice & { vendors: readonly Vendor[] }, vendor: Vendor): boolean {
  return consent[VENDOR_CATEGORY[vendor]] || consent.vendors.includes(vendor)
}

/** Whether a new choice allows something different from what was allowed (an unanswered notice allows nothing). */
export function choiceChanged(before: Consented, after: Consented): boolean {
  return (
    CATEGORIES.some((c) => before[c] !== after[c]) ||
    VENDORS.some((v) => (before.vendors ?? []).includes(v) !== (after.vendors ?? []).includes(v))
  )
}

export function summarise(choice: Consented): 'accepted' | 'refused' | 'partial' {
  if (choice.analytics && choice.marketing) return 'accepted'
  if (!choice.analytics && !choice.marketing && !(choice.vendors?.length ?? 0)) return 'refused'
  return 'partial'
}

// Google Consent Mode v2

export const CONSENT_SIGNALS = ['ad_storage', 'analytics_storage', 'ad_user_data', 'ad_personalization'] as const
export type ConsentSignal = (typeof CONSENT_SIGNALS)[number]
export type ConsentSignals = Record<ConsentSignal, 'granted' | 'denied'>

/** Analytics consent grants analytics storage; marketing consent grants the three advertising signals. */
export function consentModeSignals(choice: Choice): ConsentSignals {
  const ads = choice.marketing ? 'granted' : 'denied'
  return {
    ad_storage: ads,
    analytics_storage: choice.analytics ? 'granted' : 'denied',
    ad_user_data: ads,
    ad_personalization: ads,
  }
}

export const DENIED_SIGNALS: ConsentSignals = consentModeSignals(NONE)

// Anti-spam

/**
 * The anti-spam guard's cookie mode (none, native or alternative) follows the
 * visitor's choice: browser cookies (`native`) only after an acceptance; until
 * then, and after a refusal, its signals are kept on the server (`alternative`)
 * so forms stay protected without storing anything in the browser.
 */
export type AntispamCookieMode = 'none' | 'native' | 'alternative'
export function antispamCookieMode(consent: Effective): AntispamCookieMode {
  return consent.answered && consent.analytics ? 'native' : 'alternative'
}

// Timing

/** Spec: the notice hides over 3000 ms. With reduced motion it does not fade, and goes sooner. */
export const HIDE_MS = 3000
export const REDUCED_HIDE_MS = 1000
export function hideDelay(hideMs: number, reducedMotion: boolean): number {
  const ms = Number.isFinite(hideMs) && hideMs >= 0 ? hideMs : HIDE_MS
  return reducedMotion ? Math.min(ms, REDUCED_HIDE_MS) : ms
}

/** Whether the implied-consent option "accept on scroll" fires at this scroll position. */
export function scrolledPast(scrollY: number, offset: number): boolean {
  return scrollY > Math.max(0, offset)
}

/** 16 random bytes as base64url (22 characters): a visitor id that says nothing about the visitor. */
export function visitorIdFrom(bytes: Uint8Array): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 6) {
      bits -= 6
      out += alphabet[(value >> bits) & 63]
    }
  }
  if (bits > 0) out += alphabet[(value << (6 - bits)) & 63]
  return out
}

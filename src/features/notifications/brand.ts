/**
 * The brand notification e-mails are drawn with (core/notifications/layout.ts), from Site settings.
 *
 * A submission composes its e-mails synchronously inside its transaction, so the brand must be at
 * hand without a read: it is kept in memory and loaded again, before the next e-mails are composed,
 * once a content change has emptied the page cache (`pageStore().generation`: a save of Site settings
 * on this instance, or one announced by another over the cache bus) or a minute has passed.
 */
import type { Payload } from 'payload'

import { pageStore } from '../../core/http/page-cache'
import { emailLayout, type EmailBrand } from '../../core/notifications/layout'
import { settings } from '../../server/settings'

const FRESH_MS = 60_000
type Kept = { brand: EmailBrand; at: number; generation: number; loading?: Promise<EmailBrand> }
// On globalThis: Next bundles the API routes and the admin's pages apart, and a save in one must
// drop the brand the other keeps.
const KEY = Symbol.for('signalpost.emailBrand')
const store = globalThis as unknown as Record<symbol, Kept | undefined>

type MediaDoc = {
  url?: string | null
  width?: number | null
  height?: number | null
  alt?: string | null
  mimeType?: string | null
}
type Settings = {
  siteName?: string | null
  logo?: MediaDoc | number | null
  phone?: string | null
  email?: string | null
  address?: string | null
  emails?: { brandColour?: string | null; logo?: MediaDoc | number | null; footer?: string | null } | null
}

/** A stored file's address as an absolute URL on the site (mail clients cannot resolve a path). */
function absolute(url: string | null | undefined, siteUrl: string): string | undefined {
  if (!url) return undefined
  try {
    return new URL(url, `${siteUrl}/`).href
  } catch {
    return undefined
  }
}

/** Site settings (read with depth 1) as the e-mails' brand. */
export function brandFromSettings(doc: Settings | null | undefined, siteUrl: string): EmailBrand {
  const emailLogo = doc?.emails?.logo && typeof doc.emails.logo === 'object' ? doc.emails.logo : null
  const siteLogo = doc?.logo && typeof doc.logo === 'object' ? doc.logo : null
  const logo = emailLogo?.url ? emailLogo : siteLogo?.url ? siteLogo : null
  const siteName = doc?.siteName?.trim() || 'Website'
  return {
    siteName,
    logoUrl: absolute(logo?.url, siteUrl),
    logoAlt: logo?.alt?.trim() || siteName,
    logoWidth: logo?.width ?? undefined,
    logoHeight: logo?.height ?? undefined,
    brandColour: doc?.emails?.brandColour ?? undefined,
    address: doc?.address ?? undefined,
    phone: doc?.phone ?? undefined,
    email: doc?.email ?? undefined,
    siteUrl,
    footerText: doc?.emails?.footer ?? undefined,
  }
}

async function read(payload: Payload): Promise<EmailBrand> {
  const siteUrl = settings().siteUrl
  try {
    const doc = await payload.findGlobal({ slug: 'site-settings', depth: 1, overrideAccess: true })
    return brandFromSettings(doc as unknown as Settings, siteUrl)
  } catch (err) {
    // A missing brand must never stop an e-mail: the site's name and the default colour will do.
    payload.logger.error({ err }, 'E-mail brand could not be read from Site settings')
    return brandFromSettings(null, siteUrl)
  }
}

/** The brand, read again after a content change or a minute (one read at a time). */
export async function loadEmailBrand(payload: Payload): Promise<EmailBrand> {
  const kept = store[KEY]
  const generation = pageStore().generation
  if (kept && kept.generation === generation && Date.now() - kept.at < FRESH_MS) return kept.brand
  if (kept?.loading) return kept.loading
  const loading = read(payload)
  store[KEY] = { brand: kept?.brand ?? brandFromSettings(null, settings().siteUrl), at: 0, generation, loading }
  const brand = await loading
  store[KEY] = { brand, at: Date.now(), generation }
  return brand
}

/** The brand kept in memory (the site's defaults before the first load). */
export function currentEmailBrand(): EmailBrand {
  return store[KEY]?.brand ?? brandFromSettings(null, settings().siteUrl)
}

/** The layout for notification e-mails with the kept brand. */
export function brandedLayout(brand: EmailBrand = currentEmailBrand()): (body: string) => string {
  return (body) => emailLayout(body, brand)
}

import { HIDE_MS } from '../../core/consent/decision'
import type { ConsentSetting, Page } from '../../payload-types'
import { getGlobal } from '../site/queries'
import { CookieNotice, type NoticeConfig, type NoticeLink } from './CookieNotice'
import { CONSENT_EARLY_SCRIPT } from './early'

/** Consent Mode defaults and the notice's first-paint decision. Mount first in <body>. */
export function ConsentEarlyScript() {
  return <script dangerouslySetInnerHTML={{ __html: CONSENT_EARLY_SCRIPT }} />
}

const pageLink = (page: number | Page | null | undefined, label: string | null | undefined): NoticeLink | null =>
  page && typeof page === 'object' && page.path && page._status === 'published' && label ? { href: page.path, label } : null

export function noticeConfig(s: ConsentSetting): NoticeConfig {
  return {
    version: s.version ?? 1,
    title: s.title,
    message: s.message,
    links: [pageLink(s.privacyPage, s.privacyLabel), pageLink(s.cookiePage, s.cookieLabel)].filter(
      (l): l is NoticeLink => l !== null,
    ),
    acceptLabel: s.acceptLabel,
    refuseLabel: s.refuseLabel,
    settingsLabel: s.settingsLabel,
    savedMessage: s.savedMessage,
    gpcMessage: s.gpcMessage,
    settingsButton: s.settingsButton !== false,
    settingsTitle: s.settingsTitle,
    saveLabel: s.saveLabel,
    texts: { necessary: s.necessaryText, analytics: s.analyticsText, marketing: s.marketingText },
    position: s.position,
    colours: { background: s.background, text: s.text, buttonBackground: s.buttonBackground, buttonText: s.buttonText },
    closeButton: s.closeButton !== false,
    revokeButton: s.revokeButton !== false,
    revokeLabel: s.revokeLabel,
    hideMs: s.hideMs ?? HIDE_MS,
    acceptDays: s.acceptDays ?? 182,
    refuseDays: s.refuseDays ?? 182,
    afterChange: s.afterChange ?? 'nothing',
    redirectUrl: s.redirectUrl?.trim() || null,
    acceptOnScroll: s.acceptOnScroll === true,
    scrollOffset: s.scrollOffset ?? 100,
    acceptOnClick: s.acceptOnClick === true,
  }
}

/**
 * The cookie notice, rendered into every (cached) page the same way; the
 * browser decides whether it shows. Mount last in <body>, after the footer, so
 * the page's own content comes first for keyboard and screen reader users.
 */
export async function CookieConsent() {
  const settings = await getGlobal('consent-settings')
  if (settings.enabled === false) return null
  return (
    <>
      <CookieNotice config={noticeConfig(settings)} />
      {/* While the notice is up, the page can scroll far enough for its last lines to clear it. */}
      <div className="cookie-notice-spacer" aria-hidden="true" />
    </>
  )
}

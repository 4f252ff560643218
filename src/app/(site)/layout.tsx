import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import { draftMode } from 'next/headers'
import type React from 'react'

import { Analytics } from '../../features/analytics/Analytics'
import { Aos } from '../../features/aos/Aos'
import { ConsentEarlyScript, CookieConsent } from '../../features/consent/CookieConsent'
import { getGlobal } from '../../features/site/queries'
import { LivePreviewListener } from '../../features/preview/LivePreviewListener'
import { StaffToolbarLoader } from '../../features/staff-toolbar/StaffToolbarLoader'
import { settings } from '../../server/settings'
import { SiteFooter } from '../../shell/Footer/Component'
import { SiteHeader } from '../../shell/Header/Component'
import './site.css'

// Shipped with the site (no font service): one variable file for the weights the style sheets use,
// 400 to 800 (scripts/subset-font.sh made it: 33 KB where every weight was 48). It is
// preloaded, and `optional` means a page drawn before it arrived keeps the fallback
// instead of swapping fonts under the reader, which would move text (layout shift).
const inter = localFont({
  src: './fonts/inter-latin-wght-400-800.woff2',
  weight: '400 800',
  display: 'optional',
  variable: '--font-sans',
})

export async function generateMetadata(): Promise<Metadata> {
  const site = await getGlobal('site-settings')
  return {
    metadataBase: new URL(settings().siteUrl),
    title: { default: site.siteName, template: `%s | ${site.siteName}` },
    description: site.tagline ?? undefined,
    openGraph: { siteName: site.siteName, type: 'website', locale: 'en_GB' },
  }
}

export const viewport: Viewport = { themeColor: '#0b2545', width: 'device-width', initialScale: 1 }

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const { isEnabled: preview } = await draftMode()
  return (
    // The early consent and animate-on-scroll scripts add classes to <html> before React hydrates.
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <body>
        {/*
          Nothing is painted until the whole of <main> has been parsed, that is until the footer's
          tag arrives (React puts this link in the head; Chromium stops waiting once the target is
          in the document, so the target is the element after <main>). A browser otherwise paints
          a page it is still parsing when its HTML pauses or parsing runs long (a slow phone, a busy
          machine), and what it drew moves as the rest arrives: a centred hero's text rising as its
          last line comes, a slider's stop button dropping to the bottom of its slides. <main> is
          parsed in milliseconds, and the first paint needs the hero's markup anyway.
          Tested by tests/e2e/partial-paint.spec.ts.
        */}
        <link rel="expect" href="#site-footer" blocking="render" />
        <ConsentEarlyScript />
        <Aos />
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {preview && (
          <div className="preview-bar" role="status">
            You are previewing unpublished changes. <a href="/next/exit-preview">Leave preview</a>
            <LivePreviewListener serverURL={settings().siteUrl} />
          </div>
        )}
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <CookieConsent />
        <Analytics preview={preview} />
        <StaffToolbarLoader />
      </body>
    </html>
  )
}

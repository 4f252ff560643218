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
import './globals.css'

// Shipped with the site (no font service): one variable file for every weight. It is
// preloaded, and `optional` means a page drawn before it arrived keeps the fallback
// instead of swapping fonts under the reader, which would move text (layout shift).
const inter = localFont({
  src: './fonts/inter-latin-wght-normal.woff2',
  weight: '100 900',
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

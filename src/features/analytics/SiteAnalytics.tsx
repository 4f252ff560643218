'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import type { ClassifySettings } from '../../core/analytics/classify'
import { clearGoogleCookies, googleAnalyticsLoaded, loadGoogleAnalytics, updateConsentMode } from '../consent/google'
import { consent, onConsent } from '../consent/store'
import { installClickTracker, setTrackingEnabled, trackPageview } from './client'

export type AnalyticsConfig = ClassifySettings & {
  scriptEvents: boolean
  hashTracking: boolean
  measurementId: string | null
  /** Preview of drafts: nothing is counted. */
  disabled: boolean
}

let lastView = ''

/**
 * Page views (the first one with its referrer, then every client-side
 * navigation, and hash changes when hash tracking is on), link clicks, and
 * Google Analytics once the visitor allows analytics. Renders nothing.
 */
export function SiteAnalytics({ config }: { config: AnalyticsConfig }) {
  const pathname = usePathname()

  useEffect(() => {
    setTrackingEnabled(!config.disabled)
    const apply = (c: { analytics: boolean; marketing: boolean }, onThisPage: boolean) => {
      updateConsentMode(c)
      if (c.analytics && config.measurementId && !config.disabled) {
        const first = !googleAnalyticsLoaded()
        loadGoogleAnalytics(config.measurementId)
        // Consent given while on this page: the page view already went to our collector only.
        if (first && onThisPage) trackGooglePageview()
      }
      if (!c.analytics) clearGoogleCookies()
    }
    const initial = consent()
    if (initial.answered) apply(initial, false)
    const stop = onConsent((c) => apply(c, true))
    const untrack = config.scriptEvents ? installClickTracker(config) : () => undefined
    const onHash = () => view(true)
    if (config.hashTracking) window.addEventListener('hashchange', onHash)
    return () => {
      stop()
      untrack()
      window.removeEventListener('hashchange', onHash)
    }
  }, [config])

  useEffect(() => {
    view(config.hashTracking)
  }, [pathname, config.hashTracking])

  return null
}

function view(withHash: boolean): void {
  const path = location.pathname + (withHash ? location.hash : '')
  // Strict mode mounts twice in development; the same address is one view.
  if (path === lastView) return
  const referrer = lastView === '' ? document.referrer : undefined
  lastView = path
  trackPageview(path, referrer)
}

function trackGooglePageview(): void {
  window.gtag?.('event', 'page_view', { page_location: location.href, page_path: location.pathname, page_title: document.title })
}

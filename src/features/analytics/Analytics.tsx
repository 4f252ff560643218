import { GTAG_MARKER_NAME } from '../../core/http/csp'
import { normaliseHost, parseExtensions } from '../../core/analytics/classify'
import { settings } from '../../server/settings'
import { getGlobal } from '../site/queries'
import { SiteAnalytics } from './SiteAnalytics'

/** Click analytics and page views on every page, configured from Analytics settings. */
export async function Analytics({ preview }: { preview: boolean }) {
  const s = await getGlobal('analytics-settings')
  const ownHosts = [new URL(settings().siteUrl).hostname, s.homeUrl ? normaliseHost(s.homeUrl) : null].filter((h): h is string =>
    Boolean(h),
  )
  const crossHostnames = (s.crossHostnames ?? '')
    .split(',')
    .map((h) => normaliseHost(h))
    .filter((h): h is string => Boolean(h))
  const measurementId = s.measurementId?.trim() || null
  return (
    <>
      {/* Tells the page cache this page may load gtag.js (core/http/csp.ts, GTAG_MARKER_NAME). */}
      {measurementId && !preview ? <meta name={GTAG_MARKER_NAME} content="" /> : null}
      <SiteAnalytics
        config={{
          scriptEvents: s.scriptEvents !== false,
          downloadExtensions: parseExtensions(s.downloadExtensions),
          inboundPaths: (s.inboundPaths ?? []).map((p) => ({ path: p.path, label: p.label })),
          ownHosts,
          crossHostnames,
          hashTracking: s.hashTracking === true,
          measurementId,
          disabled: preview,
        }}
      />
    </>
  )
}

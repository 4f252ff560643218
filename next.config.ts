import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The production artefact (src/server/cli/build.ts) starts from Next's standalone output: the
  // built site with only the packages it was traced to load.
  output: 'standalone',
  // File tracing follows paths the code builds, DATA_DIR's default './data' among them: without
  // this a developer's data folder (its secret included) would be copied into the artefact, and so
  // would an earlier artefact. Sources are TypeScript, which the artefact cannot load anyway.
  outputFileTracingExcludes: { '*': ['./data/**', './dist/**', './dist.partial/**', './src/**', './tests/**', './bench/**'] },
  // The serving layer (src/server/serve.ts) compresses after it has stamped
  // each response's CSP nonce, so Next must hand it uncompressed bytes.
  compress: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  // Types are checked by `npm run typecheck` (part of `npm test`), not twice.
  typescript: { ignoreBuildErrors: true },
  // Rendered pages are cached in memory only (least recently used first out):
  // a restart or a new database never serves pages rendered from old content,
  // instances sharing a build never share pages, and a flood of made-up
  // addresses cannot fill the disk.
  cacheMaxMemorySize: 256 * 1024 * 1024,
  experimental: { cpus: 2, isrFlushToDisk: false },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = config.headers

/**
 * Payload asks every address for the colour-scheme client hint (its admin's theme) with
 * `Accept-CH` and `Critical-CH`. On the public site the hint is never read, and `Critical-CH`
 * made Chromium request every first visit's page twice: the answer named a critical hint the
 * request lacked, so the browser asked again with it. Payload's rule is kept for the admin only.
 */
config.headers = async () =>
  ((await payloadHeaders?.()) ?? []).map((rule) =>
    rule.source === '/:path*' && rule.headers.some((h) => h.key.toLowerCase() === 'critical-ch')
      ? { ...rule, source: '/admin/:path*' }
      : rule,
  )

export default config

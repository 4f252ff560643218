import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
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

export default withPayload(nextConfig, { devBundleServerPackages: false })

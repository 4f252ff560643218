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
  experimental: { cpus: 2 },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })

import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { NextConfig } from 'next'

/**
 * The Next.js configuration the build resolved, from `.next/required-server-files.json`, as Next's
 * own standalone server.js passes it. The artefact holds no next.config.ts (nor TypeScript to load
 * it), and even in the checkout this spares loading it at every start. Next reads the same
 * configuration from `__NEXT_PRIVATE_STANDALONE_CONFIG` (its server/config.js) and warns that
 * `output: 'standalone'` builds are not for `next start` unless that variable is set.
 */
export function builtConfig(dir: string): NextConfig | undefined {
  const file = path.join(dir, '.next', 'required-server-files.json')
  if (!existsSync(file)) return undefined
  const { config } = JSON.parse(readFileSync(file, 'utf8')) as { config?: NextConfig }
  if (!config) throw new Error(`${file} holds no "config": this Next.js version stores its build differently`)
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)
  return config
}

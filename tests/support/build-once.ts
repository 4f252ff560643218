import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { markBuilt, needsBuild, sourceHash } from '../../src/server/build-state'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * The reliability tests start several sites at once from one checkout: the production build is
 * made here, once, before any of them, so no two starts build into `.next` at the same time.
 * After the browser tests (which build it the same way) this finds nothing to do.
 */
export function setup(): void {
  if (!needsBuild(root)) return
  const hash = sourceHash(root)
  // As `npm start` does: the build reads a migrated database, here a throwaway one.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-build-'))
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED: '0', NEXT_TELEMETRY_DISABLED: '1' }
  try {
    const steps: [string, string[]][] = [
      ['setup', ['--import', 'tsx', 'src/server/cli/setup.ts']],
      ['next build', [path.join(root, 'node_modules/next/dist/bin/next'), 'build']],
    ]
    for (const [label, args] of steps) {
      const result = spawnSync(process.execPath, args, {
        cwd: root,
        stdio: 'inherit',
        env: { ...env, NODE_ENV: label === 'setup' ? process.env.NODE_ENV : 'production' },
      })
      if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status ?? result.signal})`)
    }
    markBuilt(root, hash)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

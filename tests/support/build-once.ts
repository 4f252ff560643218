import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { ADMIN } from '../../bench/lib/site'
import { needsBuild } from '../../src/server/build-state'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * The reliability tests start several sites at once from one checkout: the production build is
 * made here, once, before any of them, so no two starts build into `.next` at the same time
 * (in `npm test` the step before has built it, so there is nothing to do). So is one
 * seeded data folder, which each fresh SQLite site starts from; it goes when the run ends.
 */
export function setup(): () => void {
  build()
  const seeded = seedOnce()
  if (seeded) process.env.SITE_TEST_SEEDED_DATA = seeded
  return () => {
    if (seeded) rmSync(seeded, { recursive: true, force: true })
  }
}

/**
 * A data folder set up as a fresh site's first start sets it up (migrated, the tests' admin, the
 * demo content), which bench/lib/site.ts copies for each fresh SQLite site the tests start.
 */
function seedOnce(): string | undefined {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-seeded-'))
  // No terminal handed down (as startSite starts a site): the output is shown if setup fails.
  // The artefact's own setup program, as its start runs it.
  const result = spawnSync(process.execPath, ['dist/server/setup.mjs'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  })
  if (result.status === 0) return dataDir
  // Only a saving: without the folder each site sets itself up, as a first start does.
  console.warn(
    `[reliability] The seeded data folder could not be made (exit ${result.status ?? result.signal}); each site seeds itself.\n${result.stdout}${result.stderr}`,
  )
  rmSync(dataDir, { recursive: true, force: true })
  return undefined
}

/** The production artefact, as `npm start` makes it when the sources changed (src/server/cli/build.ts). */
export function build(): void {
  if (!needsBuild(root)) return
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/build.ts'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`The build failed (exit ${result.status ?? result.signal})`)
}

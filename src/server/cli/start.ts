/**
 * The production start, compiled into the artefact as dist/server/start.mjs (see cli/build.ts):
 * set up the database, then serve. `npm start` builds the artefact first when the sources changed.
 * Settings come from the environment and from `.env` files in the working folder, against which a
 * relative DATA_DIR is resolved too.
 */
import { spawnSync } from 'node:child_process'

import nextEnv from '@next/env'

import { parseApiBounds } from '../../core/api/bounds'
import { SettingsError } from '../../core/env/settings'
import { bucketPlace, parseMediaStorage } from '../../core/media/storage'
import { parseUploadSettings } from '../../core/uploads/settings'
import { cliArgs } from '../app-root'
import { makeDataPrivate, siteDataDirs } from '../private-data'

nextEnv.loadEnvConfig(process.cwd(), false)
;(process.env as Record<string, string>).NODE_ENV = 'production'
process.env.NEXT_TELEMETRY_DISABLED = '1'

function run(label: string, args: string[]): void {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: process.env })
  if (result.status !== 0) {
    console.error(`[start] ${label} failed (exit ${result.status ?? result.signal}).`)
    process.exit(result.status ?? 1)
  }
}

async function main(): Promise<void> {
  // With JSON logs (not on a terminal, or LOG_FORMAT=json), every line this process prints is a JSON record.
  const { bridgeConsole } = await import('../logger')
  bridgeConsole()
  const { settings } = await import('../settings')
  let env
  let media
  try {
    env = settings()
    // The REST API's bounds (SITE_API_MAX_DEPTH, SITE_API_MAX_LIMIT), checked before anything starts.
    parseApiBounds(process.env)
    // Where files are kept (UPLOAD_STORAGE, MEDIA_STORAGE and the S3_* bucket settings they share).
    parseUploadSettings(process.env)
    media = parseMediaStorage(process.env)
    // Before anything else writes there, and before setup starts (it inherits the umask).
    const changed = makeDataPrivate(siteDataDirs(env.dataDir))
    if (changed > 0) console.log(`[start] The data folder is private to this user now (${changed} folders and files changed)`)
  } catch (err) {
    if (err instanceof SettingsError) {
      console.error(`[start] ${err.message}`)
      process.exit(2)
    }
    throw err
  }
  console.log(`[start] Database: ${env.database.kind === 'sqlite' ? env.database.file : 'PostgreSQL'}; data in ${env.dataDir}`)
  if (media.kind === 's3') console.log(`[start] Media and documents in ${bucketPlace(media)}`)
  run('Setup', cliArgs('setup'))
  const { serve } = await import('../serve')
  await serve()
  const shown = env.siteUrl
  console.log(`\n  Site:  ${shown}\n  Admin: ${shown}/admin\n`)
  // Render the home page once: it warms the cache and starts the job runner.
  fetch(`${process.env.SITE_INTERNAL_URL}/`).catch(() => undefined)
  // Reads the anti-spam settings once, so the CSP knows the captcha provider from the first page on.
  fetch(`${process.env.SITE_INTERNAL_URL}/api/antispam/v1/captcha`).catch(() => undefined)
}

main().catch((err: unknown) => {
  console.error('[start] failed:', err)
  process.exit(1)
})

import { spawnSync } from 'node:child_process'
import type { Payload } from 'payload'

import { cliArgs } from '../../src/server/app-root'

/** Runs the same setup `npm start` runs (migrate, admin, seed) in its own process; returns its output. */
export function runSetup(env: NodeJS.ProcessEnv = process.env): string {
  const result = spawnSync(process.execPath, cliArgs('setup'), {
    env: { ...env, NODE_ENV: 'production' },
    encoding: 'utf8',
    timeout: 240_000,
  })
  if (result.status !== 0) {
    const how = result.error ? `could not run: ${result.error.message}` : `exit ${result.status ?? result.signal}`
    throw new Error(`setup failed (${how}):\n${result.stdout}\n${result.stderr}`)
  }
  return result.stdout
}

/**
 * Sets the site up as a first start does, then opens Payload on it in this process. Payload and the
 * config are imported here, after the calling test file has set its environment.
 */
export async function openSetUpPayload(): Promise<Payload> {
  runSetup()
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../src/payload.config')
  return getPayload({ config })
}

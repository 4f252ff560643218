import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const INPUTS = ['src', 'public', 'next.config.ts', 'tsconfig.json', 'package-lock.json']
/** The production artefact's folder (server/cli/build.ts). */
export const ARTEFACT_DIR = 'dist'
const STAMP = `${ARTEFACT_DIR}/.source-hash`

function walk(dir: string, out: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(full, out)
    else if (entry.isFile()) out.push(full)
  }
}

/** A fingerprint of everything the build reads, so a pulled change triggers a rebuild on start. */
export function sourceHash(root: string): string {
  const files: string[] = []
  for (const input of INPUTS) {
    const full = path.join(root, input)
    if (!existsSync(full)) continue
    if (statSync(full).isDirectory()) walk(full, files)
    else files.push(full)
  }
  const hash = createHash('sha256')
  for (const file of files.sort()) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0')
  }
  return hash.digest('hex')
}

export function needsBuild(root: string): boolean {
  if (!existsSync(path.join(root, ARTEFACT_DIR, 'server/start.mjs'))) return true
  const stamp = path.join(root, STAMP)
  return !existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== sourceHash(root)
}

/**
 * Records the fingerprint the build started from: taken after the build, a source
 * edited while it ran would be stamped as built and never rebuilt.
 */
export function markBuilt(root: string, hash: string): void {
  writeFileSync(path.join(root, STAMP), hash + '\n')
}

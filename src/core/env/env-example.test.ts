import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')

/** Variables the site sets for itself or its tools read; no one running the site sets them. */
const INTERNAL = new Set([
  'NODE_ENV',
  'NEXT_TELEMETRY_DISABLED',
  'DISABLE_LOGGING',
  'SITE_APP_ROOT',
  'SITE_DEV_PUSH',
  // Written into the islands render by its build (src/islands/build.ts).
  'SITE_FONT_CLASSES',
  'SITE_ISLANDS_ASSETS',
  'SITE_INTERNAL_TOKEN',
  'SITE_INTERNAL_URL',
  'SITE_MIGRATE_ON_INIT',
  'SITE_RUN_JOBS',
])

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return sources(full)
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : []
  })
}

describe('.env.example', () => {
  it('lists every setting the site reads', () => {
    const read = new Set<string>()
    const patterns = [
      /process\.env\.([A-Z][A-Z0-9_]+)/g,
      /\benv\.([A-Z][A-Z0-9_]+)/g,
      /\(env, '([A-Z][A-Z0-9_]+)'/g,
      /wholeNumber\(\s*'([A-Z][A-Z0-9_]+)'/g,
    ]
    for (const file of sources(path.join(root, 'src'))) {
      const text = readFileSync(file, 'utf8')
      for (const pattern of patterns) for (const m of text.matchAll(pattern)) read.add(m[1]!)
    }
    expect(read.size).toBeGreaterThan(30)
    const listed = new Set(
      [...readFileSync(path.join(root, '.env.example'), 'utf8').matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!),
    )
    const missing = [...read].filter((name) => !INTERNAL.has(name) && !listed.has(name)).sort()
    expect(missing).toEqual([])
  })
})

import path from 'node:path'

import { parseSettings, type Settings } from '../core/env/settings'
import { resolveSecret } from './secret'

export type RuntimeSettings = Settings & { dataDir: string; secret: string; mediaDir: string; documentsDir: string }

let cached: RuntimeSettings | undefined

/** The settings of this process, read once; DATA_DIR resolved to an absolute path. */
export function settings(): RuntimeSettings {
  if (cached) return cached
  const parsed = parseSettings(process.env)
  const dataDir = path.resolve(parsed.dataDir)
  const database =
    parsed.database.kind === 'sqlite'
      ? { kind: 'sqlite' as const, file: path.join(dataDir, 'site.db'), url: `file:${path.join(dataDir, 'site.db')}` }
      : parsed.database
  cached = {
    ...parsed,
    dataDir,
    database,
    secret: resolveSecret(dataDir, process.env.PAYLOAD_SECRET),
    mediaDir: path.join(dataDir, 'media'),
    documentsDir: path.join(dataDir, 'documents'),
  }
  return cached
}

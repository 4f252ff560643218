/**
 * `npm run backup -- FILE`: a consistent backup of the running site (its database, media,
 * documents, form uploads and generated secret) in one archive (server/backup.ts).
 */
import nextEnv from '@next/env'

import { createBackup } from '../backup'
import { bridgeConsole } from '../logger'

nextEnv.loadEnvConfig(process.cwd(), false)
bridgeConsole()

const file = process.argv[2]
if (!file || process.argv.length > 3) {
  console.error('Usage: npm run backup -- FILE   (for example: npm run backup -- /var/backups/site-2026-11-28.tar.gz)')
  process.exit(2)
}

createBackup(file)
  .then((manifest) => {
    const { media, documents, formUploads } = manifest.files
    console.log(
      `[backup] Written to ${file}: the ${manifest.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database, ${media} media files, ${documents} documents, ${formUploads} uploaded files${manifest.formUploadsElsewhere ? ` (form uploads stay in ${manifest.formUploadsElsewhere}: back it up with its own tools)` : ''}. It holds visitors' data and the site's secret: keep it safe.`,
    )
    process.exit(0)
  })
  .catch((err: unknown) => {
    console.error(`[backup] failed: ${err instanceof Error ? err.message : String(err)}`)
    process.exit(1)
  })

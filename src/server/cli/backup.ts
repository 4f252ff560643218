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
    const held = [
      manifest.mediaElsewhere ? null : `${media} media files, ${documents} documents`,
      manifest.formUploadsElsewhere ? null : `${formUploads} uploaded files`,
    ].filter(Boolean)
    // What stays in a bucket is said plainly: whoever restores needs that bucket too.
    const elsewhere = [
      manifest.mediaElsewhere && `The media and documents are not in it: they stay in ${manifest.mediaElsewhere}.`,
      manifest.formUploadsElsewhere && `The form uploads are not in it: they stay in ${manifest.formUploadsElsewhere}.`,
    ].filter(Boolean)
    console.log(
      `[backup] Written to ${file}: the ${manifest.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database${held.map((h) => `, ${h}`).join('')}.${elsewhere.length ? ` ${elsewhere.join(' ')} Back the bucket up with its own tools.` : ''} It holds visitors' data and the site's secret: keep it safe.`,
    )
    process.exit(0)
  })
  .catch((err: unknown) => {
    console.error(`[backup] failed: ${err instanceof Error ? err.message : String(err)}`)
    process.exit(1)
  })

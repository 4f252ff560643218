/**
 * `npm run restore -- FILE`: brings a backup back into an empty data folder (DATA_DIR) and, for a
 * PostgreSQL backup, the empty database DATABASE_URL names (server/backup.ts). `npm start` then
 * serves it, applying any migration newer than the backup.
 */
import nextEnv from '@next/env'

import { restoreBackup } from '../backup'
import { bridgeConsole } from '../logger'

nextEnv.loadEnvConfig(process.cwd(), false)
bridgeConsole()

const file = process.argv[2]
if (!file || process.argv.length > 3) {
  console.error('Usage: npm run restore -- FILE   (into an empty DATA_DIR; on PostgreSQL, an empty DATABASE_URL database)')
  process.exit(2)
}

async function main(): Promise<void> {
  const postgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL?.trim() ?? '')
  const { migrations } = postgres ? await import('../../migrations/postgres') : await import('../../migrations/sqlite')
  const manifest = await restoreBackup(
    file!,
    migrations.map((m) => m.name),
  )
  const media = manifest.mediaElsewhere
    ? `media and documents in ${manifest.mediaElsewhere}`
    : `${manifest.files.media} media files, ${manifest.files.documents} documents`
  console.log(
    `[restore] Restored the backup of ${manifest.createdAt}: ${media}, ${manifest.files.formUploads} uploaded files. Start the site with npm start.`,
  )
}

main()
  .then(() => process.exit(0))
  .catch((err: unknown) => {
    console.error(`[restore] failed: ${err instanceof Error ? err.message : String(err)}`)
    process.exit(1)
  })

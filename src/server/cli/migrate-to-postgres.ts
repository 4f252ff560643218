/**
 * `npm run migrate:to-postgres -- URL`: copies the SQLite site in DATA_DIR (its site.db, as the
 * site finds it) into the empty PostgreSQL database URL names (server/migrate-to-postgres.ts).
 * The target is always the argument, never DATABASE_URL, so a copy cannot go anywhere by accident.
 * Then the site is started with DATABASE_URL set to that URL.
 */
import nextEnv from '@next/env'

import { postgresLabel, summaryLines } from '../../core/to-postgres/summary'
import { bridgeConsole } from '../logger'
import { migrateToPostgres } from '../migrate-to-postgres'

nextEnv.loadEnvConfig(process.cwd(), false)
// As `npm start` runs the site's setup: Payload in production mode (no development schema push, no reload socket).
;(process.env as Record<string, string>).NODE_ENV = 'production'
bridgeConsole()

const url = process.argv[2]
if (!url || process.argv.length > 3) {
  console.error(
    'Usage: npm run migrate:to-postgres -- postgres://user:password@host:5432/database   (copies the SQLite site in DATA_DIR into that empty database; stop the site first)',
  )
  process.exit(2)
}

const configured = process.env.DATABASE_URL?.trim()
if (configured && configured !== url.trim()) {
  console.warn(
    `[migrate] DATABASE_URL names ${postgresLabel(configured)}; the copy goes to the database given on the command line, ${postgresLabel(url)}.`,
  )
}
migrateToPostgres(url, (line) => console.log(`[migrate] ${line}`))
  .then((summary) => {
    for (const line of summaryLines(summary)) console.log(`[migrate] ${line}`)
    process.exit(0)
  })
  .catch((err: unknown) => {
    console.error(`[migrate] failed: ${err instanceof Error ? err.message : String(err)}`)
    process.exit(1)
  })

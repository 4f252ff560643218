import { describe, it } from 'vitest'

import { createPostgresDatabase, PG_ADMIN_URL, postgresReachable, tempDir } from '../support/databases'

const reachable = await postgresReachable()

if (reachable.ok) {
  const db = await createPostgresDatabase()
  process.env.DATA_DIR = tempDir('site-int-pg')
  process.env.DATABASE_URL = db.url
  process.env.SMTP_URL = ''
  process.env.ADMIN_EMAIL = 'admin@oproep.example'
  process.env.ADMIN_PASSWORD = 'integration-password'
  process.env.SEED = '1'
  const { integrationSuite } = await import('./suite')
  integrationSuite('PostgreSQL')
} else {
  console.warn(`PostgreSQL is not reachable at ${PG_ADMIN_URL} (${reachable.reason}): skipping the PostgreSQL integration suite.`)
  describe.skip('PostgreSQL (not reachable)', () => {
    it('runs when PostgreSQL is reachable', () => undefined)
  })
}

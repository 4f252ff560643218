import { describe, it } from 'vitest'

import { createPostgresDatabase, PG_ADMIN_URL, postgresReachable, tempDir } from '../support/databases'

const reachable = await postgresReachable()

if (reachable.ok) {
  process.env.DATA_DIR = tempDir('site-int-form-storage-pg')
  process.env.DATABASE_URL = (await createPostgresDatabase()).url
  const { formStorageSuite } = await import('./form-storage')
  formStorageSuite('postgres')
} else {
  console.warn(
    `PostgreSQL is not reachable at ${PG_ADMIN_URL} (${reachable.reason}): skipping the form storage migration on PostgreSQL.`,
  )
  describe.skip('form storage on PostgreSQL (not reachable)', () => {
    it('runs when PostgreSQL is reachable', () => undefined)
  })
}

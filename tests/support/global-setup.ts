import pg from 'pg'

import { PG_ADMIN_URL } from './databases'

/**
 * Test databases are named after this run and dropped here, after every test
 * process has exited and closed its connections.
 */
export function setup(): void {
  process.env.SITE_TEST_RUN = `${process.pid}_${Date.now().toString(36)}`
}

export async function teardown(): Promise<void> {
  const run = process.env.SITE_TEST_RUN
  if (!run) return
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `%\\_${run}\\_%`,
    ])
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
  } catch {
    // No PostgreSQL: nothing was created.
  } finally {
    await client.end().catch(() => undefined)
  }
}

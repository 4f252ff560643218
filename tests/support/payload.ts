import type { Payload } from 'payload'

/**
 * Payload's destroy() leaves the database connection open. SQLite's is closed
 * here; PostgreSQL's pool closes with the test process, and the run's database
 * is dropped after that (tests/support/global-setup.ts).
 */
export async function closePayload(payload: Payload | undefined): Promise<void> {
  if (!payload) return
  const db = payload.db as unknown as { client?: { close(): void } }
  await payload.destroy()
  db.client?.close()
}

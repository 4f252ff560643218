import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { Redis } from 'ioredis'
import pg from 'pg'

export const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `${prefix}-`))
}

/** Whether the PostgreSQL server for tests answers; the reason when it does not. */
export async function postgresReachable(): Promise<{ ok: true } | { ok: false; reason: string }> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('SELECT 1')
    return { ok: true }
  } catch (err) {
    return { ok: false, reason: err instanceof Error ? err.message : String(err) }
  } finally {
    await client.end().catch(() => undefined)
  }
}

export const REDIS_TEST_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379'

/** Whether the Redis server for tests answers; the reason when it does not. */
export async function redisReachable(): Promise<{ ok: true } | { ok: false; reason: string }> {
  const probe = new Redis(REDIS_TEST_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  })
  probe.on('error', () => undefined)
  try {
    await probe.connect()
    await probe.ping()
    return { ok: true }
  } catch (err) {
    return { ok: false, reason: err instanceof Error ? err.message : String(err) }
  } finally {
    probe.disconnect()
  }
}

/** A fresh, empty database; the returned function drops it. */
export async function createPostgresDatabase(prefix = 'site_test'): Promise<{ url: string; drop: () => Promise<void> }> {
  // The run id lets the global teardown find and drop what a run created, even after a crash.
  const run = process.env.SITE_TEST_RUN ?? `${process.pid}_${Date.now().toString(36)}`
  const name = `${prefix}_${run}_${Math.random().toString(36).slice(2, 8)}`
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`)
  return {
    url,
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    },
  }
}

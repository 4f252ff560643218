import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Runs `fn` while holding the setup lock, so two instances starting at once do
 * not both migrate or seed. PostgreSQL: an advisory lock, which works across
 * machines. SQLite: a lock file beside the database, freed if its holder died.
 */
export async function withSetupLock<T>(
  db: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string },
  fn: () => Promise<T>,
): Promise<T> {
  if (db.kind === 'postgres') {
    const client = new pg.Client({ connectionString: db.url })
    await client.connect()
    try {
      await client.query('SELECT pg_advisory_lock(74210331)')
      return await fn()
    } finally {
      await client.query('SELECT pg_advisory_unlock(74210331)').catch(() => undefined)
      await client.end().catch(() => undefined)
    }
  }
  const file = `${db.file}.setup-lock`
  mkdirSync(path.dirname(file), { recursive: true })
  const deadline = Date.now() + 10 * 60_000
  for (;;) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      break
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      const holder = Number(existsSync(file) ? readFileSync(file, 'utf8') : '0')
      if (!holder || !alive(holder)) {
        rmSync(file, { force: true })
        continue
      }
      if (Date.now() > deadline) throw new Error(`Setup is still locked by process ${holder} (${file})`)
      await sleep(250)
    }
  }
  try {
    return await fn()
  } finally {
    rmSync(file, { force: true })
  }
}

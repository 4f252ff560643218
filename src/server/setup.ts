/**
 * First-start and every-start setup, run before the site serves: apply pending
 * migrations, create the first admin, add the demo content once. Runs as its
 * own process (see start.ts) so its memory is returned before serving starts.
 */
import { randomBytes } from 'node:crypto'

import { commitTransaction, createLocalReq, getPayload, initTransaction, killTransaction, type Payload } from 'payload'

import { hasRole } from '../access/roles'
import config from '../payload.config'
import { announcePassword } from './admin-password'
import { withSetupLock } from './lock'
import { settings } from './settings'

const DEFAULT_ADMIN_EMAIL = 'admin@example.com'

/** Applies this version's migrations for the database in use (also how migrate:to-postgres makes its schema). */
export async function applyMigrations(payload: Payload): Promise<void> {
  if (process.env.SITE_DEV_PUSH === '1' && process.env.NODE_ENV !== 'production') {
    console.log('[setup] SITE_DEV_PUSH=1: the schema was pushed from the config; migrations skipped')
    return
  }
  const { migrations } =
    settings().database.kind === 'postgres' ? await import('../migrations/postgres') : await import('../migrations/sqlite')
  await payload.db.migrate({ migrations: migrations as never })
}

/** Creates the first admin when there is none. Returns the password only when it was generated. */
export async function ensureAdmin(payload: Payload): Promise<{ email: string; password?: string } | null> {
  const env = settings()
  const { docs } = await payload.find({ collection: 'users', limit: 100, depth: 0, overrideAccess: true, pagination: false })
  if (docs.some((u) => hasRole(u, 'admin'))) return null
  const email = env.adminEmail ?? DEFAULT_ADMIN_EMAIL
  const generated = env.adminPassword ? undefined : randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password: env.adminPassword ?? generated!, name: 'Administrator', roles: ['admin'] },
  })
  return { email, password: generated }
}

/**
 * Adds demo content on the very first start only; the mark survives every
 * restart. Content and mark are written in one transaction: a start that fails
 * half-way leaves an empty site, and the next start seeds it again.
 */
export async function seedOnce(payload: Payload): Promise<number | null> {
  const state = (await payload.findGlobal({ slug: 'system-state', overrideAccess: true })) as { seededAt?: string | null }
  if (state.seededAt) return null
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    let pages = 0
    const existing = await payload.count({ collection: 'pages', overrideAccess: true, req })
    if (settings().seed && existing.totalDocs === 0) {
      const { seedDemoContent } = await import('../seed/seed')
      pages = (await seedDemoContent(payload, { req })).pages
    }
    await payload.updateGlobal({
      slug: 'system-state',
      overrideAccess: true,
      req,
      data: { seededAt: new Date().toISOString(), seedVersion: pages > 0 ? 1 : 0 },
    })
    await commitTransaction(req)
    return pages
  } catch (err) {
    await killTransaction(req)
    throw err
  }
}

export async function setup(): Promise<void> {
  const env = settings()
  await withSetupLock(env.database, async () => {
    const payload = await getPayload({ config })
    try {
      await applyMigrations(payload)
      const admin = await ensureAdmin(payload)
      if (admin) {
        console.log(`[setup] Created the admin ${admin.email}`)
        if (admin.password) {
          const terminal = process.stdout.isTTY === true
          const lines = announcePassword(admin.password, { terminal, dataDir: env.dataDir })
          // A password shown on a terminal goes straight there, not through the logger: a password is
          // never a log record. Elsewhere the lines only say where the file is, and are logged like the
          // rest (one JSON object per line in a container or under systemd).
          for (const line of lines) {
            if (terminal) process.stdout.write(`${line}\n`)
            else console.log(line)
          }
        }
      }
      const seeded = await seedOnce(payload)
      if (seeded) console.log(`[setup] Added the demo content: ${seeded} pages`)
    } finally {
      await payload.destroy()
    }
  })
}

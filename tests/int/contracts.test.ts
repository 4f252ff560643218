/**
 * What the site relies on inside Payload and Next.js that they do not document as their API
 * (UPGRADING.md lists each place). Fast and first to fail on an upgrade that changes one, with a
 * name that says which; the suites that use these places test their behaviour.
 */
import { tempDir } from '../support/databases'

process.env.DATA_DIR = tempDir('site-int-contracts')
process.env.DATABASE_URL = ''
process.env.SMTP_URL = ''
process.env.ADMIN_EMAIL = 'admin@oproep.example'
process.env.ADMIN_PASSWORD = 'integration-password'
process.env.SEED = '0'

const { commitTransaction, createLocalReq, initTransaction } = await import('payload')
const { afterAll, beforeAll, describe, expect, it } = await import('vitest')
const { closePayload } = await import('../support/payload')
const { openSetUpPayload } = await import('../support/setup')

type Payload = Awaited<ReturnType<typeof openSetUpPayload>>
let payload: Payload

beforeAll(async () => {
  payload = await openSetUpPayload()
})

afterAll(async () => {
  await closePayload(payload)
})

describe("Payload's database adapter (server/sql.ts, server/transaction.ts, server/sqlite-lock.ts)", () => {
  type Adapter = {
    name: string
    drizzle: { select: unknown; insert: unknown; update: unknown; delete: unknown }
    tables: Record<string, Record<string, unknown> | undefined>
    sessions: Record<string, { db?: unknown } | undefined>
    client: { execute?: unknown; batch?: unknown; transaction?: unknown }
  }
  const adapter = () => payload.db as unknown as Adapter

  it('keeps drizzle at db.drizzle, with the query builders the plain statements use', () => {
    for (const builder of ['select', 'insert', 'update', 'delete'] as const)
      expect(typeof adapter().drizzle[builder], builder).toBe('function')
  })

  it('keeps its tables at db.tables, by table name, with columns by field name', () => {
    const tables = adapter().tables
    for (const [table, columns] of Object.entries({
      users: ['id', 'email'],
      form_notifications: ['id', 'status', 'claimedAt', 'claimedBy', 'nextAttemptAt', 'messageId', 'createdAt'],
      form_uploads: ['id', 'uploadId', 'status', 'keepUntil', 'size', 'owner'],
      form_entries: ['id', 'form', 'status'],
      payload_migrations: ['id', 'name'],
    })) {
      expect(tables[table], table).toBeDefined()
      for (const column of columns) expect(tables[table]![column], `${table}.${column}`).toBeDefined()
    }
  })

  it('keeps transactions at db.sessions, and runs none of its own on SQLite', async () => {
    // On PostgreSQL a transaction's handle is db.sessions[<id>].db (tests/int/postgres.test.ts
    // writes through it); on SQLite Payload begins none without transactionOptions, so the plain
    // statements go through db.drizzle and the submissions' own writer (server/transaction.ts).
    expect(typeof adapter().sessions).toBe('object')
    const req = await createLocalReq({}, payload)
    expect(await initTransaction(req)).toBe(false)
    expect(await req.transactionID).toBeFalsy()
    await commitTransaction(req)
  })

  it('assigns its libsql client to db.client after connecting, with the calls the lock waits wrap', () => {
    expect(adapter().name).toBe('sqlite')
    for (const call of ['execute', 'batch', 'transaction'] as const) expect(typeof adapter().client[call], call).toBe('function')
  })
})

describe("Payload's Next.js configuration (next.config.ts)", () => {
  it('sends its admin colour-scheme hints on every address, which the site keeps for /admin', async () => {
    const { withPayload } = await import('@payloadcms/next/withPayload')
    const rules = (await withPayload({}, { devBundleServerPackages: false }).headers?.()) ?? []
    const hint = rules.find((r) => r.headers.some((h) => h.key.toLowerCase() === 'critical-ch'))
    // If this fails, Payload changed how it asks for the hint: see whether next.config.ts still needs its rewrite.
    expect(hint?.source).toBe('/:path*')
    const site = (await import('../../next.config')).default
    const ours = (await site.headers?.()) ?? []
    const kept = ours.filter((r) => r.headers.some((h) => h.key.toLowerCase() === 'critical-ch')).map((r) => r.source)
    expect(kept).toEqual(['/admin/:path*'])
  })
})

describe("Next.js's standalone configuration (server/next-built-config.ts)", () => {
  it('takes the built configuration from __NEXT_PRIVATE_STANDALONE_CONFIG instead of next.config.ts', async () => {
    const { default: loadConfig } = await import('next/dist/server/config')
    const { PHASE_PRODUCTION_SERVER } = await import('next/constants')
    const saved = process.env.__NEXT_PRIVATE_STANDALONE_CONFIG
    // A folder without next.config.ts, as the artefact is: the configuration can only come from the variable.
    process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify({
      distDir: '.next',
      poweredByHeader: false,
      output: 'standalone',
    })
    try {
      const config = await loadConfig(PHASE_PRODUCTION_SERVER, tempDir('site-int-next-config'))
      expect(config.output).toBe('standalone')
      expect(config.poweredByHeader).toBe(false)
    } finally {
      if (saved === undefined) delete process.env.__NEXT_PRIVATE_STANDALONE_CONFIG
      else process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = saved
    }
  })
})

describe("Lexical's export map (server/node-flags.ts)", () => {
  it('names a module without top-level await for every Lexical package under the production condition', async () => {
    const { readdirSync, readFileSync } = await import('node:fs')
    const { spawnSync } = await import('node:child_process')
    const { PROGRAM_NODE_FLAGS } = await import('../../src/server/node-flags')
    const specifiers = ['lexical', ...readdirSync('node_modules/@lexical').map((name) => `@lexical/${name}`)]
    // Resolved as the site's programs resolve them: from Payload's rich text package, with their flags.
    const from = 'node_modules/@payloadcms/richtext-lexical'
    const script = `for (const s of ${JSON.stringify(specifiers)}) { try { console.log(s + ' ' + import.meta.resolve(s)) } catch {} }`
    const result = spawnSync(process.execPath, [...PROGRAM_NODE_FLAGS, '--input-type=module', '-e', script], {
      cwd: from,
      encoding: 'utf8',
    })
    const resolved = result.stdout.trim().split('\n').filter(Boolean)
    expect(resolved.length).toBeGreaterThan(5)
    // Lexical's `node` shims start a line with `const mod = await import(...)`; a minified build never
    // starts one with await.
    const topLevelAwait = /^(?:(?:export\s+)?(?:const|let|var)\s+\w+\s*=\s*)?await\b/m
    for (const line of resolved) {
      const [name, url] = line.split(' ')
      expect(url, name).toMatch(/\.prod\.mjs$/)
      expect(topLevelAwait.test(readFileSync(new URL(url!), 'utf8')), `${name}: ${url}`).toBe(false)
    }
    // The check itself: the default (node) condition still names the shim it guards against.
    const shim = spawnSync(process.execPath, ['--input-type=module', '-e', `console.log(import.meta.resolve('lexical'))`], {
      cwd: from,
      encoding: 'utf8',
    })
    expect(topLevelAwait.test(readFileSync(new URL(shim.stdout.trim()), 'utf8'))).toBe(true)
  })
})

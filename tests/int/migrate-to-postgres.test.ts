/**
 * `npm run migrate:to-postgres` as IT runs it: a SQLite site with the demo content, form entries,
 * their notification e-mails and uploaded files' records, a page draft and an entry whose stored
 * JSON does not parse, copied into a fresh PostgreSQL database. Then every table holds as many rows
 * as in SQLite, Payload on PostgreSQL reads every collection, version and global as Payload on
 * SQLite read them (the same ids and dates), the site's setup finds the database ready, new rows
 * take new ids, and a second run into the now full database is refused.
 */
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

import Database from 'libsql'
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { contactForm } from '../../src/core/forms/fixtures'
import type { Form } from '../../src/core/forms/types'
import { createPostgresDatabase, PG_ADMIN_URL, postgresReachable, tempDir } from '../support/databases'
import { closePayload } from '../support/payload'
import { runSetup } from '../support/setup'

const ROOT = path.resolve(import.meta.dirname, '../..')
const reachable = await postgresReachable()

/** Runs `npm run migrate:to-postgres`'s program with this site's data folder; its exit code, output and time. */
function migrate(url: string, folder = process.env.DATA_DIR!) {
  const started = Date.now()
  return new Promise<{ code: number | null; output: string; ms: number }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/migrate-to-postgres.ts', url], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: folder, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    child.once('exit', (code) => resolve({ code, output, ms: Date.now() - started }))
  })
}

type Snapshot = Record<string, unknown>

/**
 * What Payload reads from a database: each collection's count and its first and last documents (the
 * newest draft where there are drafts), each versioned collection's versions, and each global.
 * `payload-migrations` is each database's own record (core/to-postgres/plan.ts) and is left out.
 */
async function snapshot(payload: Payload): Promise<Snapshot> {
  const out: Snapshot = {}
  for (const collection of payload.config.collections) {
    const slug = collection.slug as 'pages'
    if (slug === ('payload-migrations' as string)) continue
    const drafts = Boolean(collection.versions && typeof collection.versions === 'object' && collection.versions.drafts)
    const read = (sort: string) =>
      payload.find({ collection: slug, sort, limit: 3, depth: 0, overrideAccess: true, draft: drafts })
    out[`${slug}: count`] = (await payload.count({ collection: slug, overrideAccess: true })).totalDocs
    out[`${slug}: first`] = (await read('id')).docs
    out[`${slug}: last`] = (await read('-id')).docs
    if (collection.versions) {
      const versions = await payload.findVersions({ collection: slug, sort: '-id', limit: 5, depth: 0, overrideAccess: true })
      out[`${slug}: versions`] = { total: versions.totalDocs, newest: versions.docs }
    }
  }
  for (const global of payload.config.globals) {
    const slug = global.slug as 'site-settings'
    out[`global ${slug}`] = await payload.findGlobal({ slug, depth: 0, overrideAccess: true, draft: Boolean(global.versions) })
    if (global.versions) out[`global ${slug}: versions`] = (await payload.countGlobalVersions({ global: slug })).totalDocs
  }
  return out
}

/** Every table of the SQLite database (SQLite's own and the migrations record aside), with its row count. */
function sqliteCounts(file: string): Map<string, number> {
  const db = new Database(file, { fileMustExist: true })
  try {
    const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`).all() as { name: string }[]
    return new Map(
      tables
        .filter((t) => !t.name.startsWith('sqlite_') && t.name !== 'payload_migrations')
        .map((t) => [t.name, (db.prepare(`SELECT count(*) AS n FROM "${t.name}"`).get() as { n: number }).n]),
    )
  } finally {
    db.close()
  }
}

async function postgresCounts(url: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'payload_migrations' ORDER BY 1`,
    )
    const counts = new Map<string, number>()
    for (const { name } of rows) {
      counts.set(name, Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${name}"`)).rows[0]!.n))
    }
    return counts
  } finally {
    await client.end()
  }
}

if (!reachable.ok) {
  console.warn(`PostgreSQL is not reachable at ${PG_ADMIN_URL} (${reachable.reason}): skipping the SQLite to PostgreSQL move.`)
  describe.skip('Moving a SQLite site to PostgreSQL (not reachable)', () => {
    it('runs when PostgreSQL is reachable', () => undefined)
  })
} else {
  const dataDir = tempDir('sp-migrate-sqlite')
  process.env.DATA_DIR = dataDir
  process.env.DATABASE_URL = ''
  process.env.SMTP_URL = ''
  process.env.ADMIN_EMAIL = 'admin@oproep.example'
  process.env.ADMIN_PASSWORD = 'integration-password'
  process.env.SEED = '1'
  const sqliteFile = path.join(dataDir, 'site.db')

  describe('Moving a SQLite site to PostgreSQL', () => {
    let target: { url: string }
    let before: Snapshot
    let brokenEntry = 0
    let run: Awaited<ReturnType<typeof migrate>>
    let migrated: Payload | undefined

    beforeAll(async () => {
      runSetup()
      const { getPayload } = await import('payload')
      const { default: config } = await import('../../src/payload.config')
      const payload = await getPayload({ config })
      try {
        const { docFromForm } = await import('../../src/features/forms/model')
        const { submitForm } = await import('../support/submit')
        const form: Form = {
          ...contactForm,
          title: 'Contact (move to PostgreSQL)',
          fields: [
            ...contactForm.fields,
            { id: 40, type: 'fileupload', label: 'Photo', allowedExtensions: 'jpg', maxFileSize: 1 },
          ],
        }
        const saved = await payload.create({ collection: 'forms', overrideAccess: true, data: docFromForm(form) as never })
        for (const n of [1, 2, 3]) {
          const result = await submitForm(payload, saved.id, {
            'input_1.3': 'Jan',
            'input_1.6': `de Vries ${n}`,
            input_2: `jan${n}@zorg.example`,
            input_5: 'service',
            input_6: `Request ${n}: two guest pagers no longer charge.`,
            'input_7.1': '1',
          })
          expect(result.kind).toBe('confirmation')
        }
        // Their notification e-mails delivered (into the Outbox), as the site does after answering.
        await (await import('../../src/features/notifications/queue')).runNotificationQueue(payload)
        const entries = await payload.find({ collection: 'form-entries', sort: 'id', depth: 0, overrideAccess: true })
        await payload.create({
          collection: 'form-uploads',
          overrideAccess: true,
          data: {
            uploadId: 'b4c4a901b4c4a901b4c4a901b4c4a901',
            name: 'pager.jpg',
            size: 2048,
            form: saved.id,
            fieldId: 40,
            uniqueId: 'a1b2c3d4',
            status: 'attached',
            entry: entries.docs[0]!.id,
          },
        })
        // A draft on top of a published page: its version rows must come along.
        const about = (await payload.find({ collection: 'pages', where: { path: { equals: '/contact' } }, overrideAccess: true }))
          .docs[0]!
        await payload.update({ collection: 'pages', id: about.id, draft: true, data: { title: 'Contact (draft)' } })
        // An answer that does not parse, as a hand edit or a broken import leaves on SQLite.
        brokenEntry = entries.docs[2]!.id
        const db = new Database(sqliteFile, { fileMustExist: true })
        db.prepare(`UPDATE form_entries SET "values" = ? WHERE id = ?`).run(`{"2": "jan3@zorg.exa`, brokenEntry)
        db.close()
        before = await snapshot(payload)
      } finally {
        await closePayload(payload)
      }

      target = await createPostgresDatabase('sp_migrate')
      run = await migrate(target.url)
    })

    // The databases go with the run's global teardown (tests/support/global-setup.ts), once this
    // process and its connections are gone.
    afterAll(async () => {
      if (migrated) await closePayload(migrated)
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('copies every table in one go, checks the row counts and says what it did', () => {
      expect(run.code, run.output).toBe(0)
      const copied = /Copied [^"\n]*/.exec(run.output)?.[0].replace(/\.$/, '')
      console.log(`[migrate:to-postgres] ${copied}; the command ran ${run.ms} ms from start to exit`)
      expect(run.output).toMatch(/Copied .*site\.db into postgres:\/\/\S+: \d+ tables, \d+ rows in /)
      expect(run.output).toContain('Checked: every table holds as many rows in PostgreSQL as in SQLite')
      expect(run.output).toContain('Not copied: payload_migrations (each database records its own migrations')
      expect(run.output).toContain(
        "Note: 1 value(s) of form_entries.values were not JSON; they were kept as the site's [unreadable value] marker",
      )
      expect(run.output).toContain('Next: set DATABASE_URL=')
    })

    it('holds every table with as many rows as SQLite', async () => {
      const sqlite = sqliteCounts(sqliteFile)
      const postgres = await postgresCounts(target.url)
      expect([...postgres.keys()].sort()).toEqual([...sqlite.keys()].sort())
      expect(Object.fromEntries(postgres)).toEqual(Object.fromEntries(sqlite))
      // The content that was added, not only the demo's.
      expect(sqlite.get('form_entries')).toBe(3)
      expect(sqlite.get('form_uploads')).toBe(1)
      expect(sqlite.get('form_entries_answers')).toBeGreaterThan(3)
      expect(sqlite.get('_pages_v')).toBeGreaterThan(sqlite.get('pages')!)
    })

    it('reads every collection, version and global on PostgreSQL as it read them on SQLite', async () => {
      process.env.DATABASE_URL = target.url
      vi.resetModules()
      const { getPayload } = await import('payload')
      const { default: config } = await import('../../src/payload.config')
      migrated = await getPayload({ config, key: 'postgres' })
      const after = await snapshot(migrated)
      // What is compared: the demo content and what was added, not empty lists.
      expect(before['pages: count']).toBeGreaterThan(10)
      expect(before['form-entries: first']).toHaveLength(3)
      expect((before['pages: versions'] as { total: number }).total).toBeGreaterThan(before['pages: count'] as number)
      expect(Object.keys(after)).toEqual(Object.keys(before))
      for (const key of Object.keys(before)) expect(after[key], key).toEqual(before[key])
      // The answer that did not parse reads as the same marker, with its text, as on SQLite.
      const broken = await migrated.findByID({ collection: 'form-entries', id: brokenEntry, depth: 0, overrideAccess: true })
      expect(broken.values).toEqual({ $unreadable: '{"2": "jan3@zorg.exa' })
    })

    it('starts: setup finds the database ready, and new rows take new ids', async () => {
      const payload = migrated!
      // What every start runs before serving (server/setup.ts): no migration left, an admin, the demo content's mark.
      const { applyMigrations, ensureAdmin, seedOnce } = await import('../../src/server/setup')
      const applied = await payload.count({ collection: 'payload-migrations', overrideAccess: true })
      await applyMigrations(payload)
      expect((await payload.count({ collection: 'payload-migrations', overrideAccess: true })).totalDocs).toBe(applied.totalDocs)
      expect(await ensureAdmin(payload)).toBeNull()
      expect(await seedOnce(payload)).toBeNull()
      const highest = async (collection: 'pages' | 'form-entries' | 'outbox') =>
        Number((await payload.find({ collection, sort: '-id', limit: 1, depth: 0, overrideAccess: true })).docs[0]!.id)
      const lastPage = await highest('pages')
      const page = await payload.create({
        collection: 'pages',
        overrideAccess: true,
        data: { title: 'Moved', slug: 'moved', _status: 'published' },
      })
      expect(page.id).toBe(lastPage + 1)
      // A submission through the site's own writer, which takes the entry's id from its sequence.
      const { submitForm } = await import('../support/submit')
      const form = (await payload.find({ collection: 'forms', where: { title: { equals: 'Contact (move to PostgreSQL)' } } }))
        .docs[0]!
      const lastEntry = await highest('form-entries')
      const lastMail = await highest('outbox')
      const result = await submitForm(payload, form.id, {
        'input_1.3': 'Els',
        'input_1.6': 'Bakker',
        input_2: 'els@zorg.example',
        input_5: 'order',
        input_6: 'After the move.',
        'input_7.1': '1',
      })
      expect(result.kind).toBe('confirmation')
      expect(await highest('form-entries')).toBe(lastEntry + 1)
      await (await import('../../src/features/notifications/queue')).runNotificationQueue(payload)
      // Its notification e-mails: new rows of two more sequences.
      const mails = await payload.find({
        collection: 'outbox',
        where: { id: { greater_than: lastMail } },
        depth: 0,
        overrideAccess: true,
      })
      expect(mails.docs.length).toBeGreaterThan(0)
      expect(JSON.stringify(mails.docs)).toContain('After the move.')
    })

    it('refuses a database that is not empty, one it cannot reach, a data folder without a site and a table with nowhere to go, leaving the target as it was', async () => {
      const counts = await postgresCounts(target.url)
      const empty = await createPostgresDatabase('sp_migrate_empty')
      try {
        const [again, unreachable, nothing] = await Promise.all([
          migrate(target.url),
          migrate('postgres://postgres@127.0.0.1:1/sp_migrate_nowhere'),
          migrate(empty.url, path.join(dataDir, 'no-site-here')),
        ])
        expect(again.code, again.output).toBe(1)
        expect(again.output).toMatch(/The PostgreSQL database postgres:\/\/\S+ is not empty: it has \d+ table\(s\)/)
        expect(await postgresCounts(target.url)).toEqual(counts)
        expect(unreachable.code).toBe(1)
        expect(unreachable.output).toContain('PostgreSQL at postgres://postgres@127.0.0.1:1/sp_migrate_nowhere cannot be reached')
        expect(nothing.code).toBe(1)
        expect(nothing.output).toMatch(/There is no site database at .*site\.db: is DATA_DIR right\?/)
        expect((await postgresCounts(empty.url)).size).toBe(0)

        // A table of SQLite's with nowhere to go in PostgreSQL is named, and the schema made for the copy goes again.
        const db = new Database(sqliteFile, { fileMustExist: true })
        db.exec(`CREATE TABLE site_notes (id INTEGER PRIMARY KEY, note TEXT); INSERT INTO site_notes (note) VALUES ('kept')`)
        db.close()
        const unmatched = await migrate(empty.url)
        expect(unmatched.code, unmatched.output).toBe(1)
        expect(unmatched.output).toContain('The SQLite table site_notes has no table in PostgreSQL to go to.')
        expect((await postgresCounts(empty.url)).size).toBe(0)
        const client = new pg.Client({ connectionString: empty.url })
        await client.connect()
        const left = await client.query(
          `SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' UNION ALL SELECT 1 FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = 'public' AND t.typtype = 'e'`,
        )
        await client.end()
        expect(left.rowCount).toBe(0)
      } finally {
        await empty.drop()
      }
    })
  })
}

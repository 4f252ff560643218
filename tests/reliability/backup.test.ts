/**
 * Backups as IT makes them: `npm run backup` while visitors submit, `npm run restore` into an
 * empty data folder (and, on PostgreSQL, an empty database), and a site started on the restore
 * holds every entry and file the backup had; a restore never writes over existing data.
 */
import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { postgresReachable } from '../support/databases'
import {
  adminHeaders,
  allowTestRange,
  contactPost,
  createContactForm,
  createDatabase,
  createUpload,
  createUploadForm,
  entriesOf,
  patchUpload,
  postAjax,
  rest,
  startSite,
  visitor,
  type Site,
} from './support'

const ROOT = path.resolve(import.meta.dirname, '../..')
const started: Site[] = []
const folders: string[] = []
const databases: { drop: () => Promise<void> }[] = []

afterAll(async () => {
  for (const site of started) await site.stop()
  for (const dir of folders) rmSync(dir, { recursive: true, force: true })
  for (const db of databases) await db.drop()
})

const temp = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix))
  folders.push(dir)
  return dir
}

/** Runs `npm run backup` or `npm run restore`'s program with this environment. */
function cli(program: 'backup' | 'restore', file: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/server/cli/${program}.ts`, file], {
      cwd: ROOT,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    child.once('exit', (code) => resolve({ code, output }))
  })
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')

/** A whole file uploaded in one request; its upload id. */
async function upload(site: Site, formId: number, bytes: Buffer): Promise<string> {
  const ip = visitor(900)
  const create = await createUpload(site, { formId, length: bytes.length, filename: 'floor-plan.pdf', ip, uniqueId: 'b4c4a901' })
  expect(create.status).toBe(201)
  const url = new URL(create.headers.get('location')!, site.url).toString()
  expect(await patchUpload(url, site.url, ip, 0, bytes)).toBe(bytes.length)
  return url.split('/').pop()!
}

/**
 * A site with entries and an uploaded file, backed up while four visitors keep submitting; then
 * restored into `into` and started. Returns what the check below compares.
 */
async function backUpAndRestore(options: { ports: [number, number]; databaseUrl?: string; restoredDatabaseUrl?: string }) {
  const site = await startSite({ port: options.ports[0], databaseUrl: options.databaseUrl })
  started.push(site)
  await allowTestRange(site)
  const posting = await createContactForm(site)
  const uploads = await createUploadForm(site)
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(40_000)])
  const uploadId = await upload(site, uploads.formId, pdf)
  for (let n = 1; n <= 5; n++)
    expect((await postAjax(site, contactPost(posting, site, n), { ip: visitor(n) })).confirmed).toBe(true)

  const file = path.join(temp('site-backups-'), 'site.tar.gz')
  let n = 5
  let running = true
  const load = Array.from({ length: 4 }, async () => {
    while (running) {
      const mine = ++n
      await postAjax(site, contactPost(posting, site, mine), { ip: visitor(mine) }).catch(() => undefined)
    }
  })
  const env = { DATA_DIR: site.dataDir, DATABASE_URL: options.databaseUrl ?? '' }
  const made = await cli('backup', file, env)
  running = false
  await Promise.all(load)
  expect(made.code, made.output).toBe(0)
  expect(made.output).toContain(`Written to ${file}`)
  // Visitors' data and the secret: readable by its owner only.
  expect(readFileSync(file).length).toBeGreaterThan(1000)
  expect(statSync(file).mode & 0o777).toBe(0o600)
  expect(readdirSync(path.dirname(file))).toEqual(['site.tar.gz'])

  const into = temp('site-restored-')
  const restoredEnv = { DATA_DIR: into, DATABASE_URL: options.restoredDatabaseUrl ?? '' }
  const restored = await cli('restore', file, restoredEnv)
  expect(restored.code, restored.output).toBe(0)
  // A second restore finds data there and writes nothing.
  const again = await cli('restore', file, restoredEnv)
  expect(again.code).toBe(1)
  expect(again.output).toMatch(options.restoredDatabaseUrl ? /is not empty/ : /The data folder .* is not empty/)

  const copy = await startSite({ port: options.ports[1], dataDir: into, databaseUrl: options.restoredDatabaseUrl })
  started.push(copy)
  return { site, copy, posting, uploads, uploadId, pdf, into }
}

async function check({ site, copy, posting, uploadId, pdf, into }: Awaited<ReturnType<typeof backUpAndRestore>>) {
  const original = await entriesOf(site, posting.formId)
  const back = await entriesOf(copy, posting.formId)
  // Taken while visitors submitted: the five sent before it all, and every entry it holds is the original's, whole.
  expect(back.length).toBeGreaterThanOrEqual(5)
  expect(back.length).toBeLessThanOrEqual(original.length)
  const byId = new Map(original.map((e) => [e.id, e]))
  for (const entry of back) expect(entry.values).toEqual(byId.get(entry.id)?.values)
  // The media library and its files.
  const staff = await adminHeaders(site)
  const media = await rest<{ totalDocs: number; docs: { url: string }[] }>(site, staff, 'GET', '/media?limit=100&depth=0')
  const copyStaff = await adminHeaders(copy)
  const copyMedia = await rest<{ totalDocs: number; docs: { url: string }[] }>(copy, copyStaff, 'GET', '/media?limit=100&depth=0')
  expect(copyMedia.totalDocs).toBe(media.totalDocs)
  for (const doc of copyMedia.docs.slice(0, 5)) {
    const [a, b] = await Promise.all([fetch(new URL(doc.url, site.url)), fetch(new URL(doc.url, copy.url))])
    expect(b.status).toBe(200)
    expect(sha(Buffer.from(await b.arrayBuffer()))).toBe(sha(Buffer.from(await a.arrayBuffer())))
  }
  // The visitor's uploaded file, record and bytes.
  const records = await rest<{ docs: { uploadId: string; status: string }[] }>(
    copy,
    copyStaff,
    'GET',
    `/form-uploads?where[uploadId][equals]=${uploadId}&depth=0`,
  )
  expect(records.docs.map((d) => d.status)).toEqual(['complete'])
  expect(sha(readFileSync(path.join(into, 'form-uploads', uploadId)))).toBe(sha(pdf))
  // The pages are served from the copy as from the original.
  expect((await fetch(`${copy.url}/contact`)).status).toBe(200)
}

describe('backup and restore', () => {
  it('SQLite: a backup taken under load restores into an empty folder with every entry and file', async () => {
    const run = await backUpAndRestore({ ports: [3413, 3414] })
    await check(run)
    // The generated secret came along: the data folder is the site's as it was.
    expect(readFileSync(path.join(run.into, 'secret'), 'utf8')).toBe(readFileSync(path.join(run.site.dataDir, 'secret'), 'utf8'))
    expect(existsSync(path.join(run.into, 'site.db'))).toBe(true)
  })

  it('PostgreSQL: pg_dump under load, restored into an empty database', async (ctx) => {
    const reachable = await postgresReachable()
    const dump = await new Promise<boolean>((resolve) => {
      const child = spawn('pg_dump', ['--version'])
      child.once('error', () => resolve(false))
      child.once('exit', (code) => resolve(code === 0))
    })
    if (!reachable.ok || !dump) {
      console.warn('PostgreSQL or its client programs (pg_dump) are missing: skipping the PostgreSQL backup test.')
      ctx.skip()
    }
    const from = await createDatabase('sp_backup_from')
    const to = await createDatabase('sp_backup_to')
    databases.push(from, to)
    await check(await backUpAndRestore({ ports: [3415, 3416], databaseUrl: from.url, restoredDatabaseUrl: to.url }))
  })
})

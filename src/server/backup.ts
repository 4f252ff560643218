/**
 * Backups of a site, taken while it runs, and their restore into an empty data folder
 * (`npm run backup -- FILE`, `npm run restore -- FILE`; the archive's layout is in
 * core/backup/manifest.ts).
 *
 * - SQLite is copied with `VACUUM INTO` on a connection of its own: one read transaction, so the copy
 *   is the database as it was at one moment, and in WAL mode the site's writers never wait for it.
 * - PostgreSQL is copied with `pg_dump` (custom format), which is one transaction too; it needs
 *   PostgreSQL's client programs. The password goes to pg_dump in its environment, not its arguments,
 *   so it is not in the process list.
 * - Files are archived after the database: a file a row refers to was stored before the row was
 *   committed, so every row's file is there; a file deleted while the archive is written may be
 *   missing from it, as in any copy of a running site.
 *
 * The archive holds the site's secret and its visitors' data: it is written readable by its owner
 * only, and should be kept as carefully as the data folder.
 */
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

import Database from 'libsql'
import pg from 'pg'
import * as tar from 'tar'

import {
  BACKUP_FORMAT,
  MANIFEST_NAME,
  parseManifest,
  restoreProblem,
  type DatabaseKind,
  type Manifest,
} from '../core/backup/manifest'
import { parseSettings } from '../core/env/settings'
import { bucketPlace, parseMediaStorage } from '../core/media/storage'
import { parseUploadSettings } from '../core/uploads/settings'
import { makeDataPrivate, siteDataDirs } from './private-data'

type Env = NodeJS.ProcessEnv

/** Where this site keeps what a backup holds (without generating a secret, as settings() would). */
function places(env: Env) {
  const parsed = parseSettings(env)
  const dataDir = path.resolve(parsed.dataDir)
  const storage = parseUploadSettings(env).storage
  const media = parseMediaStorage(env)
  return {
    dataDir,
    database: parsed.database,
    sqliteFile: path.join(dataDir, 'site.db'),
    // With MEDIA_STORAGE=s3 the site neither reads nor writes these folders: the files are in the bucket.
    media: media.kind === 'local' ? path.join(dataDir, 'media') : null,
    documents: media.kind === 'local' ? path.join(dataDir, 'documents') : null,
    mediaBucket: media.kind === 's3' ? bucketPlace(media) : null,
    formUploads: storage.kind === 'local' ? path.resolve(storage.dir ?? path.join(dataDir, 'form-uploads')) : null,
    bucket: storage.kind === 's3' ? storage.bucket : null,
    secretFile: path.join(dataDir, 'secret'),
  }
}

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0
  let n = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) n += countFiles(path.join(dir, entry.name))
    else if (entry.isFile()) n++
  }
  return n
}

const version = (): string => {
  const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string }
  return pkg.version
}

/** A PostgreSQL URL without its password, and the password for PGPASSWORD. */
function pgConnection(url: string): { url: string; password: string | undefined } {
  const parsed = new URL(url)
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined
  parsed.password = ''
  return { url: parsed.toString(), password }
}

/** Runs one of PostgreSQL's client programs, or fails saying how to get it. */
function pgProgram(program: string, args: string[], password: string | undefined): void {
  const result = spawnSync(program, args, {
    encoding: 'utf8',
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new Error(
      `${program} was not found. Install PostgreSQL's client programs, of the server's version or newer (Debian: apt-get install postgresql-client).`,
    )
  }
  if (result.status !== 0) throw new Error(`${program} failed (exit ${result.status}): ${result.stderr.trim()}`)
}

async function lastPostgresMigration(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const found = await client.query<{ name: string }>(
      `SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY name DESC LIMIT 1`,
    )
    return found.rows[0]?.name ?? null
  } finally {
    await client.end()
  }
}

function lastSqliteMigration(file: string): string | null {
  const db = new Database(file)
  try {
    const row = db.prepare(`SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY name DESC LIMIT 1`).get() as
      { name: string } | undefined
    return row?.name ?? null
  } finally {
    db.close()
  }
}

/** Writes a backup of the site the environment describes to `file`; its manifest. */
export async function createBackup(file: string, env: Env = process.env): Promise<Manifest> {
  const site = places(env)
  const target = path.resolve(file)
  mkdirSync(path.dirname(target), { recursive: true })
  // Staged beside the archive: the database copy is written there, the file folders are linked.
  const staging = mkdtempSync(path.join(path.dirname(target), '.signalpost-backup-'))
  try {
    mkdirSync(path.join(staging, 'database'))
    let lastMigration: string | null
    if (site.database.kind === 'sqlite') {
      if (!existsSync(site.sqliteFile)) throw new Error(`There is no site database at ${site.sqliteFile}: is DATA_DIR right?`)
      const copy = path.join(staging, 'database', 'site.db')
      const db = new Database(site.sqliteFile)
      try {
        // A writer of the site holding the lock for a moment is waited for (this is not the site's event loop).
        db.exec('PRAGMA busy_timeout = 30000')
        db.exec(`VACUUM INTO '${copy.replace(/'/g, "''")}'`)
      } finally {
        db.close()
      }
      lastMigration = lastSqliteMigration(copy)
    } else {
      const connection = pgConnection(site.database.url)
      lastMigration = await lastPostgresMigration(site.database.url)
      pgProgram(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--file=${path.join(staging, 'database', 'site.pgdump')}`,
          `--dbname=${connection.url}`,
        ],
        connection.password,
      )
    }
    mkdirSync(path.join(staging, 'files'))
    const linked: string[] = []
    const link = (from: string | null, name: string) => {
      if (!from || !existsSync(from)) return 0
      symlinkSync(from, path.join(staging, 'files', name), 'dir')
      linked.push(`files/${name}`)
      return countFiles(from)
    }
    const files = {
      media: link(site.media, 'media'),
      documents: link(site.documents, 'documents'),
      formUploads: link(site.formUploads, 'form-uploads'),
    }
    const secret = !env.PAYLOAD_SECRET?.trim() && existsSync(site.secretFile)
    if (secret) cpSync(site.secretFile, path.join(staging, 'secret'))
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      version: version(),
      database: site.database.kind,
      lastMigration,
      files,
      ...(site.bucket ? { formUploadsElsewhere: `the S3 bucket ${site.bucket}` } : {}),
      ...(site.mediaBucket ? { mediaElsewhere: site.mediaBucket } : {}),
      secret,
    }
    writeFileSync(path.join(staging, MANIFEST_NAME), JSON.stringify(manifest, null, 2) + '\n')
    const partial = `${target}.${randomUUID().slice(0, 8)}.partial`
    writeFileSync(partial, '', { mode: 0o600 })
    try {
      await tar.create({ gzip: true, file: partial, cwd: staging, follow: true, portable: true }, [
        MANIFEST_NAME,
        'database',
        ...linked,
        ...(secret ? ['secret'] : []),
      ])
      chmodSync(partial, 0o600)
      // Only a whole archive takes the name: a failed or interrupted backup leaves no file that looks like one.
      renameSync(partial, target)
    } catch (err) {
      rmSync(partial, { force: true })
      throw err
    }
    return manifest
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0

async function postgresIsEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const found = await client.query(
      `SELECT 1 FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema') LIMIT 1`,
    )
    return found.rowCount === 0
  } finally {
    await client.end()
  }
}

/**
 * Restores the backup `file` into the empty data folder (and, on PostgreSQL, the empty database)
 * the environment names. Nothing that exists is overwritten: a folder or database that is not empty
 * is refused before anything is written. `migrations` are the names this site knows.
 */
export async function restoreBackup(file: string, migrations: readonly string[], env: Env = process.env): Promise<Manifest> {
  const site = places(env)
  const source = path.resolve(file)
  if (!existsSync(source) || !statSync(source).isFile()) throw new Error(`There is no backup file at ${source}.`)
  if (!isEmptyDir(site.dataDir)) {
    throw new Error(
      `The data folder ${site.dataDir} is not empty. A backup is restored into an empty data folder, so nothing in it is overwritten: set DATA_DIR to a new folder, or move this one away.`,
    )
  }
  if (site.formUploads && !site.formUploads.startsWith(site.dataDir + path.sep) && !isEmptyDir(site.formUploads)) {
    throw new Error(`The upload folder ${site.formUploads} (UPLOAD_DIR) is not empty.`)
  }
  if (site.database.kind === 'postgres' && !(await postgresIsEmpty(site.database.url))) {
    throw new Error('The PostgreSQL database DATABASE_URL names is not empty. A backup is restored into an empty database.')
  }
  mkdirSync(site.dataDir, { recursive: true })
  makeDataPrivate(siteDataDirs(site.dataDir, env))
  const staging = mkdtempSync(path.join(site.dataDir, '.restore-'))
  try {
    try {
      await tar.extract({ file: source, cwd: staging, strict: true })
    } catch (err) {
      throw new Error(`${source} could not be read as a backup: ${(err as Error).message}`)
    }
    const manifestFile = path.join(staging, MANIFEST_NAME)
    if (!existsSync(manifestFile)) throw new Error('This is not a Signalpost backup: it has no manifest.')
    const manifest = parseManifest(readFileSync(manifestFile, 'utf8'))
    const kind: DatabaseKind = site.database.kind
    const problem = restoreProblem(manifest, { database: kind, migrations })
    if (problem) throw new Error(problem)
    if (site.database.kind === 'sqlite') {
      renameSync(path.join(staging, 'database', 'site.db'), site.sqliteFile)
    } else {
      const connection = pgConnection(site.database.url)
      pgProgram(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          `--dbname=${connection.url}`,
          path.join(staging, 'database', 'site.pgdump'),
        ],
        connection.password,
      )
    }
    const put = (name: string, place: string | null) => {
      const from = path.join(staging, 'files', name)
      if (!existsSync(from)) return
      if (!place && name === 'form-uploads') {
        console.warn(`[restore] The backup holds ${name}, but this site keeps form uploads in S3: they were not restored.`)
        return
      }
      // Media kept where a local site has them, so nothing of the backup is lost, though this site reads the bucket.
      const to = place ?? path.join(site.dataDir, name)
      if (!place) {
        console.warn(
          `[restore] The backup holds the ${name} files, but this site keeps them in ${site.mediaBucket}: they were put in ${to}, which the site does not read. Copy them to the bucket under ${name}/ (README: Media and documents in S3), or restore without MEDIA_STORAGE=s3.`,
        )
      }
      mkdirSync(path.dirname(to), { recursive: true })
      if (existsSync(to)) rmSync(to, { recursive: true })
      try {
        renameSync(from, to)
      } catch (err) {
        // UPLOAD_DIR on another disk than the data folder.
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err
        cpSync(from, to, { recursive: true })
      }
    }
    put('media', site.media)
    put('documents', site.documents)
    if (manifest.mediaElsewhere && !site.mediaBucket) {
      console.warn(
        `[restore] The backup's media and documents are not in it: they were in ${manifest.mediaElsewhere}. Use that bucket (MEDIA_STORAGE=s3), or copy its media/ and documents/ into ${site.dataDir}.`,
      )
    }
    put('form-uploads', site.formUploads)
    if (manifest.secret && existsSync(path.join(staging, 'secret'))) {
      renameSync(path.join(staging, 'secret'), site.secretFile)
    }
    makeDataPrivate(siteDataDirs(site.dataDir, env))
    return manifest
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

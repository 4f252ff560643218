/**
 * What a backup archive holds and how it is named and kept (pure; server/backup.ts writes and
 * reads the archives). An archive is a gzip'd tar:
 *
 *   signalpost-backup.json    this manifest
 *   database/site.db          SQLite: a consistent copy (VACUUM INTO) taken while the site runs
 *   database/site.pgdump      PostgreSQL: pg_dump's custom format
 *   files/media/…             the media library's files (when they are on the disk)
 *   files/documents/…         the documents' files (when they are on the disk)
 *   files/form-uploads/…      files visitors uploaded with forms (local storage only)
 *   secret                    the generated PAYLOAD_SECRET, when the site uses one
 */
export const MANIFEST_NAME = 'signalpost-backup.json'
export const BACKUP_FORMAT = 1

export type DatabaseKind = 'sqlite' | 'postgres'

export type Manifest = {
  format: typeof BACKUP_FORMAT
  createdAt: string
  /** The site's version (package.json) that made it. */
  version: string
  database: DatabaseKind
  /** The last migration applied when the copy was taken: a restore into an older site is refused. */
  lastMigration: string | null
  /** Files by folder, as counted when they were copied. */
  files: { media: number; documents: number; formUploads: number }
  /** Set when form uploads live in an S3 bucket, which this backup does not hold. */
  formUploadsElsewhere?: string
  /**
   * Set when the media library's and the documents' files live in an S3 bucket (MEDIA_STORAGE=s3),
   * which this backup does not hold: where they are, such as `the S3 bucket site-files (media/ and
   * documents/)`. The bucket is backed up with the store's own tools (versioning, replication).
   */
  mediaElsewhere?: string
  secret: boolean
}

/** Reads a manifest, or says what is wrong with it in words for the person restoring. */
export function parseManifest(text: string): Manifest {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new Error('This is not a Signalpost backup: its manifest is not JSON.')
  }
  const m = value as Partial<Manifest>
  if (!m || typeof m !== 'object' || typeof m.format !== 'number') throw new Error('This is not a Signalpost backup.')
  if (m.format > BACKUP_FORMAT) {
    throw new Error(`This backup was made by a newer version (format ${m.format}); upgrade the site before restoring it.`)
  }
  if (m.database !== 'sqlite' && m.database !== 'postgres') throw new Error('The backup names no database it holds.')
  if (!m.files || typeof m.createdAt !== 'string') throw new Error('The backup’s manifest is incomplete.')
  return m as Manifest
}

/**
 * Whether a backup can go into this site: its database kind must match (a SQLite backup moves to
 * PostgreSQL through `npm run migrate:to-postgres`), and the site must know its last migration.
 */
export function restoreProblem(
  manifest: Manifest,
  target: { database: DatabaseKind; migrations: readonly string[] },
): string | null {
  if (manifest.database !== target.database) {
    return manifest.database === 'sqlite'
      ? 'This backup holds a SQLite database, and DATABASE_URL names PostgreSQL. Restore it without DATABASE_URL, then move it with npm run migrate:to-postgres.'
      : 'This backup holds a PostgreSQL database: set DATABASE_URL to an empty PostgreSQL database to restore it.'
  }
  if (manifest.lastMigration && !target.migrations.includes(manifest.lastMigration)) {
    return `This backup was made by a newer version of the site (migration ${manifest.lastMigration}); upgrade the site before restoring it.`
  }
  return null
}

/** A scheduled backup's file name: sorts by time, and names no host or secret. */
export function scheduledName(at: Date): string {
  const iso = at.toISOString().replace(/\.\d{3}Z$/, 'Z')
  return `signalpost-${iso.replace(/[-:]/g, '').replace('T', '-')}.tar.gz`
}

/** Which scheduled backups to delete so that the newest `keep` remain (names from scheduledName). */
export function pastRetention(names: readonly string[], keep: number): string[] {
  const ours = names.filter((n) => /^signalpost-\d{8}-\d{6}Z\.tar\.gz$/.test(n)).sort()
  return ours.slice(0, Math.max(0, ours.length - keep))
}

/** When a scheduled backup is next due: `every` after the newest one in the folder, or in a minute. */
export function nextBackupAt(names: readonly string[], everyMs: number, now: number): number {
  const times = names
    .map((n) => /^signalpost-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})Z\.tar\.gz$/.exec(n))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!))
  const soon = now + 60_000
  if (times.length === 0) return soon
  return Math.max(soon, Math.max(...times) + everyMs)
}

import { describe, expect, it } from 'vitest'

import { nextBackupAt, parseManifest, pastRetention, restoreProblem, scheduledName, type Manifest } from './manifest'

const manifest: Manifest = {
  format: 1,
  createdAt: '2026-11-28T06:00:00.000Z',
  version: '0.1.0',
  database: 'sqlite',
  lastMigration: '20261127_151203_email_brand',
  files: { media: 3, documents: 1, formUploads: 2 },
  secret: true,
}

describe('parseManifest', () => {
  it('reads a manifest, and says why something else is no backup', () => {
    expect(parseManifest(JSON.stringify(manifest))).toEqual(manifest)
    // A backup of a site whose files are in a bucket says where they are.
    const elsewhere = { ...manifest, mediaElsewhere: 'the S3 bucket site-files (media/ and documents/)' }
    expect(parseManifest(JSON.stringify(elsewhere)).mediaElsewhere).toBe(elsewhere.mediaElsewhere)
    expect(() => parseManifest('{')).toThrow('This is not a Signalpost backup: its manifest is not JSON.')
    expect(() => parseManifest('{"hello":1}')).toThrow('This is not a Signalpost backup.')
    expect(() => parseManifest(JSON.stringify({ ...manifest, format: 2 }))).toThrow(
      'This backup was made by a newer version (format 2); upgrade the site before restoring it.',
    )
  })
})

describe('restoreProblem', () => {
  const sqliteSite = { database: 'sqlite' as const, migrations: ['20261122_001033_initial', '20261127_151203_email_brand'] }
  it('takes a backup of the same database into a site that knows its migrations', () => {
    expect(restoreProblem(manifest, sqliteSite)).toBeNull()
    expect(restoreProblem({ ...manifest, lastMigration: null }, sqliteSite)).toBeNull()
  })
  it('refuses another database kind, or a backup from a newer site', () => {
    expect(restoreProblem(manifest, { ...sqliteSite, database: 'postgres' })).toMatch(/npm run migrate:to-postgres/)
    expect(restoreProblem({ ...manifest, database: 'postgres' }, sqliteSite)).toMatch(/^This backup holds a PostgreSQL database/)
    expect(restoreProblem({ ...manifest, lastMigration: '20991231_000000_future' }, sqliteSite)).toBe(
      'This backup was made by a newer version of the site (migration 20991231_000000_future); upgrade the site before restoring it.',
    )
  })
})

describe('scheduled backups', () => {
  it('are named by their time, so they sort by it', () => {
    expect(scheduledName(new Date('2026-11-28T06:05:09.123Z'))).toBe('signalpost-20261128-060509Z.tar.gz')
  })
  it('keep the newest ones, and only touch their own files', () => {
    const names = [
      'signalpost-20261126-010000Z.tar.gz',
      'signalpost-20261128-010000Z.tar.gz',
      'notes.txt',
      'signalpost-20261127-010000Z.tar.gz',
      'signalpost-20261125-010000Z.tar.gz',
    ]
    expect(pastRetention(names, 2)).toEqual(['signalpost-20261125-010000Z.tar.gz', 'signalpost-20261126-010000Z.tar.gz'])
    expect(pastRetention(names, 10)).toEqual([])
  })
  it('are due an interval after the newest, or in a minute', () => {
    const now = Date.UTC(2026, 10, 28, 12, 0, 0)
    const day = 24 * 3600_000
    expect(nextBackupAt([], day, now)).toBe(now + 60_000)
    expect(nextBackupAt(['signalpost-20261128-060000Z.tar.gz'], day, now)).toBe(Date.UTC(2026, 10, 29, 6, 0, 0))
    expect(nextBackupAt(['signalpost-20261120-060000Z.tar.gz'], day, now)).toBe(now + 60_000)
  })
})

import { describe, expect, it } from 'vitest'

import { migrationProblem, planCopy, type PgColumn, type PgTable } from './plan'

const col = (name: string, dataType = 'integer', more: Partial<PgColumn> = {}): PgColumn => ({
  name,
  dataType,
  udtName: dataType,
  nullable: true,
  hasDefault: false,
  ...more,
})
const pgTable = (name: string, columns: PgColumn[], primaryKey = ['id']): PgTable => ({ name, columns, primaryKey })

const postgres: PgTable[] = [
  pgTable('pages', [col('id', 'integer', { nullable: false, hasDefault: true }), col('title', 'text'), col('parent_id')]),
  pgTable('media', [col('id', 'integer', { nullable: false, hasDefault: true }), col('alt', 'text')]),
  pgTable('payload_migrations', [col('id'), col('name', 'text')]),
]
const keys = [
  { table: 'pages', columns: ['parent_id'], references: 'pages' },
  { table: 'pages', columns: ['hero_id'], references: 'media' },
]

describe('planCopy', () => {
  it('copies every table both have, in foreign-key order, and names what it leaves out', () => {
    const plan = planCopy(
      [
        { name: 'pages', columns: ['id', 'title', 'parent_id'] },
        { name: 'media', columns: ['id', 'alt'] },
        { name: 'payload_migrations', columns: ['id', 'name'] },
        { name: 'sqlite_sequence', columns: ['name', 'seq'] },
      ],
      postgres,
      keys,
    )
    expect(plan.problems).toEqual([])
    expect(plan.notices).toEqual([])
    expect(plan.tables.map((t) => [t.name, t.columns.map((c) => c.name), t.deferred])).toEqual([
      ['media', ['id', 'alt'], []],
      ['pages', ['id', 'title', 'parent_id'], ['parent_id']],
    ])
    expect(plan.leftOut.map((l) => l.table)).toEqual(['payload_migrations', 'sqlite_sequence'])
    expect(plan.leftOut[0]!.reason).toMatch(/each database records its own migrations/)
  })

  it('refuses a table or column that would have nowhere to go, before anything is copied', () => {
    const plan = planCopy(
      [
        { name: 'pages', columns: ['id', 'title', 'parent_id', 'subtitle'] },
        { name: 'media', columns: ['id', 'alt'] },
        { name: 'site_counters', columns: ['day', 'hits'] },
      ],
      postgres,
      keys,
    )
    expect(plan.problems).toEqual([
      "The SQLite table pages has columns PostgreSQL's has not: subtitle.",
      'The SQLite table site_counters has no table in PostgreSQL to go to.',
    ])
  })

  it('refuses a PostgreSQL column that needs a value SQLite does not have, and notes the ones left to their default', () => {
    const strict = [
      pgTable('media', [col('id'), col('alt', 'text'), col('focal_x', 'numeric', { nullable: false })]),
      pgTable('pages', [col('id'), col('title', 'text'), col('locked', 'boolean', { nullable: false, hasDefault: true })]),
      pgTable('redirects', [col('id')]),
    ]
    const plan = planCopy(
      [
        { name: 'media', columns: ['id', 'alt'] },
        { name: 'pages', columns: ['id', 'title'] },
      ],
      strict,
      [],
    )
    expect(plan.problems).toEqual(['The PostgreSQL table media needs a value in focal_x, which SQLite does not have.'])
    expect(plan.notices).toEqual([
      "pages: locked not in SQLite, left to PostgreSQL's default.",
      'redirects: in PostgreSQL only (not in SQLite), left empty.',
    ])
  })

  it('refuses a loop it cannot fill in later', () => {
    const noKey = [pgTable('pages', [col('id'), col('parent_id')], [])]
    const plan = planCopy([{ name: 'pages', columns: ['id', 'parent_id'] }], noKey, [keys[0]!])
    expect(plan.problems).toEqual([
      'The table pages refers to pages in a loop but has no primary key to fill the reference in by.',
    ])
  })
})

describe('migrationProblem', () => {
  const known = ['20261122_001033_initial', '20261127_151203_email_brand']
  it('accepts a database at exactly this version’s migrations (a development push mark aside)', () => {
    expect(migrationProblem([...known].reverse(), known)).toBeNull()
    expect(migrationProblem([...known, 'dev'], known)).toBeNull()
  })
  it('says how to bring an older database up, and refuses a newer one', () => {
    expect(migrationProblem(['20261122_001033_initial'], known)).toBe(
      'The SQLite database is missing 1 migration(s) of this version (20261127_151203_email_brand): start the site once on SQLite (or run npm run setup), stop it, then move it.',
    )
    expect(migrationProblem([...known, '20991231_000000_future'], known)).toBe(
      'The SQLite database was migrated by a newer version of the site (20991231_000000_future); run this with that version.',
    )
  })
})

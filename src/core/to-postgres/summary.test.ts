import { describe, expect, it } from 'vitest'

import { countMismatches, formatDuration, postgresLabel, summaryLines } from './summary'

describe('postgresLabel', () => {
  it('never prints a password', () => {
    expect(postgresLabel('postgres://site:s3cret@db.example:5432/site')).toBe('postgres://site:****@db.example:5432/site')
    expect(postgresLabel('postgres://postgres@127.0.0.1:5432/site')).toBe('postgres://postgres@127.0.0.1:5432/site')
    expect(postgresLabel('not a url')).toBe('the PostgreSQL URL given')
  })
})

describe('countMismatches', () => {
  it('names every table whose row count differs', () => {
    const sqlite = new Map([
      ['pages', 20],
      ['media', 31],
      ['forms', 2],
    ])
    const postgres = new Map([
      ['pages', 20],
      ['media', 30],
    ])
    expect(countMismatches(sqlite, postgres)).toEqual([
      'media: 31 row(s) in SQLite, 30 in PostgreSQL',
      'forms: 2 row(s) in SQLite, no table in PostgreSQL',
    ])
    expect(countMismatches(postgres, new Map(postgres))).toEqual([])
  })
})

describe('summaryLines', () => {
  it('says what moved, what was left out and why, and what to do next', () => {
    expect(formatDuration(420)).toBe('420 ms')
    expect(
      summaryLines({
        source: '/srv/site/data/site.db',
        target: 'postgres://site:s3cret@db.example/site',
        tables: 107,
        rows: 1199,
        totalMs: 4210,
        schemaMs: 2500,
        copyMs: 1300,
        sequences: 65,
        leftOut: [{ table: 'payload_migrations', reason: 'each database records its own migrations' }],
        notices: ['redirects: in PostgreSQL only (not in SQLite), left empty.'],
        unreadableJson: [{ table: 'form_entries', column: 'values', count: 1 }],
      }),
    ).toEqual([
      'Copied /srv/site/data/site.db into postgres://site:****@db.example/site: 107 tables, 1199 rows in 4.2 s (schema 2.5 s, rows 1.3 s).',
      'Checked: every table holds as many rows in PostgreSQL as in SQLite; 65 id sequences continue after the highest id.',
      'Not copied: payload_migrations (each database records its own migrations).',
      'Note: redirects: in PostgreSQL only (not in SQLite), left empty.',
      "Note: 1 value(s) of form_entries.values were not JSON; they were kept as the site's [unreadable value] marker with their text, as SQLite showed them.",
      'Next: set DATABASE_URL=postgres://site:****@db.example/site (keep DATA_DIR: media, documents, form uploads and the secret stay there) and start the site.',
    ])
  })
})

import { describe, expect, it } from 'vitest'

import { parseMetricsToken, parseSettings, parseTrustedProxies, SettingsError } from './settings'

describe('settings', () => {
  it('runs with nothing set: SQLite in ./data, port 3000, no trusted proxies', () => {
    const s = parseSettings({})
    expect(s.port).toBe(3000)
    expect(s.database).toEqual({ kind: 'sqlite', file: './data/site.db', url: 'file:./data/site.db' })
    expect(s.secure).toBe(false)
    expect(s.trustedProxies).toEqual([])
  })

  it('names the variable and what it expects when a value is wrong', () => {
    expect(() => parseSettings({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/)
    expect(() => parseSettings({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres/)
    expect(() => parseSettings({ SITE_URL: 'ftp://x' })).toThrow(SettingsError)
    // The first admin's password follows the staff rule: at least 12 characters.
    expect(() => parseSettings({ ADMIN_PASSWORD: 'eleven-char' })).toThrow('ADMIN_PASSWORD must be at least 12 characters long')
    expect(parseSettings({ ADMIN_PASSWORD: 'twelve-chars' }).adminPassword).toBe('twelve-chars')
  })

  it('reads the trusted proxies of a load balancer in front of several instances', () => {
    expect(parseTrustedProxies(' 10.0.0.5, 10.1.0.0/16 ,fd00::1')).toEqual(['10.0.0.5', '10.1.0.0/16', 'fd00::1'])
    for (const bad of ['10.0.0.0/33', 'lb.internal', '10.0.0.256', '10.0.0.0/8/1', '']) {
      expect(() => parseTrustedProxies(`10.0.0.1,${bad}`), bad).toThrow(/TRUSTED_PROXIES must list addresses/)
    }
  })

  it('bounds header and body time and connections per address, each a setting', () => {
    expect(parseSettings({}).edge).toEqual({
      headersTimeoutMs: 20_000,
      bodyTimeoutMs: 30_000,
      uploadIdleTimeoutMs: 30_000,
      connectionsPerAddress: 64,
      adminUploadMb: 100,
    })
    const s = parseSettings({ HEADERS_TIMEOUT_SECONDS: '5', BODY_TIMEOUT_SECONDS: '60', CONNECTIONS_PER_ADDRESS: '8' })
    expect(s.edge).toMatchObject({ headersTimeoutMs: 5000, bodyTimeoutMs: 60_000, connectionsPerAddress: 8 })
    expect(() => parseSettings({ UPLOAD_IDLE_TIMEOUT_SECONDS: '0' })).toThrow(
      'UPLOAD_IDLE_TIMEOUT_SECONDS must be a whole number from 1 to 3600 (got "0")',
    )
    expect(() => parseSettings({ CONNECTIONS_PER_ADDRESS: 'many' })).toThrow(/CONNECTIONS_PER_ADDRESS must be a whole number/)
    expect(() => parseSettings({ ADMIN_UPLOAD_MAX_MB: '1.5' })).toThrow(/ADMIN_UPLOAD_MAX_MB must be a whole number/)
  })

  it('waits ten seconds for a SQLite write lock unless SQLITE_LOCK_WAIT_MS says otherwise', () => {
    expect(parseSettings({}).sqliteLockWaitMs).toBe(10_000)
    expect(parseSettings({ SQLITE_LOCK_WAIT_MS: ' 2500 ' }).sqliteLockWaitMs).toBe(2500)
    expect(parseSettings({ SQLITE_LOCK_WAIT_MS: '0' }).sqliteLockWaitMs).toBe(0)
    for (const bad of ['-1', '1.5', '10s', '600001']) {
      expect(() => parseSettings({ SQLITE_LOCK_WAIT_MS: bad }), bad).toThrow(
        /SQLITE_LOCK_WAIT_MS must be a whole number of milliseconds/,
      )
    }
  })
})

describe('METRICS_TOKEN', () => {
  it('is off when unset, and a token of at least 24 characters without spaces when set', () => {
    expect(parseSettings({}).metricsToken).toBeUndefined()
    expect(parseMetricsToken('  ')).toBeUndefined()
    const token = 'f'.repeat(48)
    expect(parseSettings({ METRICS_TOKEN: ` ${token} ` }).metricsToken).toBe(token)
  })

  it('refuses a short token or one with spaces, naming the variable', () => {
    for (const bad of ['short', 'a'.repeat(23), `${'a'.repeat(12)} ${'b'.repeat(12)}`]) {
      expect(() => parseMetricsToken(bad)).toThrow(SettingsError)
      expect(() => parseMetricsToken(bad)).toThrow(/^METRICS_TOKEN must be at least 24 characters long/)
    }
  })
})

describe('SHUTDOWN_TIMEOUT_SECONDS', () => {
  it('is 25 seconds unless set to a whole number of seconds from 1 to 3600', () => {
    expect(parseSettings({}).shutdownMs).toBe(25_000)
    expect(parseSettings({ SHUTDOWN_TIMEOUT_SECONDS: '5' }).shutdownMs).toBe(5_000)
    expect(() => parseSettings({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(
      'SHUTDOWN_TIMEOUT_SECONDS must be a whole number from 1 to 3600 (got "0")',
    )
  })
})

describe('scheduled backups', () => {
  it('are off without BACKUP_DIR, and daily keeping seven with it', () => {
    expect(parseSettings({}).backups).toBeNull()
    expect(parseSettings({ BACKUP_DIR: '/var/backups/site' }).backups).toEqual({
      dir: '/var/backups/site',
      everyMs: 24 * 3600_000,
      keep: 7,
    })
    expect(parseSettings({ BACKUP_DIR: '/b', BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: '28' }).backups).toEqual({
      dir: '/b',
      everyMs: 6 * 3600_000,
      keep: 28,
    })
    expect(() => parseSettings({ BACKUP_DIR: '/b', BACKUP_KEEP: '0' })).toThrow(
      'BACKUP_KEEP must be a whole number from 1 to 10000 (got "0")',
    )
  })
})

describe('pages as islands', () => {
  it('are on unless PAGES_AS_ISLANDS turns them off', () => {
    expect(parseSettings({}).pagesAsIslands).toBe(true)
    expect(parseSettings({ PAGES_AS_ISLANDS: '0' }).pagesAsIslands).toBe(false)
    expect(() => parseSettings({ PAGES_AS_ISLANDS: 'maybe' })).toThrow(
      'PAGES_AS_ISLANDS must be one of 1, true, yes, on, 0, false, no, off (got "maybe")',
    )
  })
})

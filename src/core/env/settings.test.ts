import { describe, expect, it } from 'vitest'

import { parseSettings, parseTrustedProxies, SettingsError } from './settings'

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
  })

  it('reads the trusted proxies of a load balancer in front of several instances', () => {
    expect(parseTrustedProxies(' 10.0.0.5, 10.1.0.0/16 ,fd00::1')).toEqual(['10.0.0.5', '10.1.0.0/16', 'fd00::1'])
    for (const bad of ['10.0.0.0/33', 'lb.internal', '10.0.0.256', '10.0.0.0/8/1', '']) {
      expect(() => parseTrustedProxies(`10.0.0.1,${bad}`), bad).toThrow(/TRUSTED_PROXIES must list addresses/)
    }
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

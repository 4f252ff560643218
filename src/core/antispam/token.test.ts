import { describe, expect, it } from 'vitest'

import {
  antispamNonce,
  checkEventToken,
  EVENT_TOKEN_LENGTH,
  formScope,
  issueEventToken,
  NONCE_WINDOW_MS,
  pageScope,
  verifyAntispamNonce,
  versionHash,
  versionHashMatches,
} from './token'

const secret = 'test-secret'
const now = Date.UTC(2026, 10, 23, 12, 0, 0)

describe('event token', () => {
  it('is 64 hexadecimal characters and checks out for its form', () => {
    const token = issueEventToken(secret, formScope(3), now)
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    expect(token).toHaveLength(EVENT_TOKEN_LENGTH)
    const check = checkEventToken(secret, token, formScope(3), now + 5_000)
    expect(check).toEqual({ status: 'valid', issuedMs: now, ageMs: 5_000 })
  })

  it('refuses a forgery, an altered token, another key and garbage', () => {
    const token = issueEventToken(secret, formScope(3), now)
    expect(checkEventToken(secret, 'a'.repeat(64), formScope(3), now).status).toBe('invalid')
    const altered = (token[0] === '0' ? '1' : '0') + token.slice(1)
    expect(checkEventToken(secret, altered, formScope(3), now).status).toBe('invalid')
    expect(checkEventToken('other', token, formScope(3), now).status).toBe('invalid')
    expect(checkEventToken(secret, 'not a token', formScope(3), now).status).toBe('invalid')
    expect(checkEventToken(secret, '', formScope(3), now).status).toBe('missing')
    expect(checkEventToken(secret, null, formScope(3), now).status).toBe('missing')
  })

  it('is bound to its form', () => {
    const token = issueEventToken(secret, formScope(3), now)
    expect(checkEventToken(secret, token, formScope(4), now, 86_400, [formScope(3)]).status).toBe('wrong-scope')
    expect(checkEventToken(secret, token, formScope(4), now).status).toBe('invalid')
    const page = issueEventToken(secret, 'page', now)
    expect(checkEventToken(secret, page, formScope(4), now).status).toBe('wrong-scope')
  })

  it('expires after the freshness and refuses tokens from the future', () => {
    const token = issueEventToken(secret, 'page', now)
    expect(checkEventToken(secret, token, 'page', now + 86_400_000).status).toBe('valid')
    expect(checkEventToken(secret, token, 'page', now + 86_401_000).status).toBe('expired')
    expect(checkEventToken(secret, token, 'page', now + 10_001, 10).status).toBe('expired')
    expect(checkEventToken(secret, token, 'page', now - 120_000).status).toBe('future')
  })

  it('binds a page token to the browser that asked: another address or user agent cannot use it', () => {
    const browser = pageScope('203.0.113.5', 'Mozilla/5.0 Chrome/131.0')
    const token = issueEventToken(secret, browser, now)
    expect(checkEventToken(secret, token, pageScope('203.0.113.5', 'Mozilla/5.0 Chrome/131.0'), now).status).toBe('valid')
    expect(checkEventToken(secret, token, pageScope('198.51.100.9', 'Mozilla/5.0 Chrome/131.0'), now).status).toBe('invalid')
    expect(checkEventToken(secret, token, pageScope('203.0.113.5', 'python-requests/2.32'), now).status).toBe('invalid')
    expect(browser).toMatch(/^page:[0-9a-f]{16}$/)
  })

  it('differs every time', () => {
    expect(issueEventToken(secret, 'page', now)).not.toBe(issueEventToken(secret, 'page', now))
  })
})

describe('version hash', () => {
  it('is per form and checked in constant time', () => {
    expect(versionHash(secret, 1)).not.toBe(versionHash(secret, 2))
    expect(versionHashMatches(secret, 1, versionHash(secret, 1))).toBe(true)
    expect(versionHashMatches(secret, 2, versionHash(secret, 1))).toBe(false)
    expect(versionHashMatches(secret, 1, 'short')).toBe(false)
  })
})

describe('anti-spam nonce', () => {
  it('holds for the current and the previous window only', () => {
    const nonce = antispamNonce(secret, now)
    expect(verifyAntispamNonce(secret, nonce, now)).toBe(true)
    expect(verifyAntispamNonce(secret, nonce, now + NONCE_WINDOW_MS)).toBe(true)
    expect(verifyAntispamNonce(secret, nonce, now + 2 * NONCE_WINDOW_MS + 1)).toBe(false)
    expect(verifyAntispamNonce(secret, 'x'.repeat(24), now)).toBe(false)
    expect(verifyAntispamNonce(secret, null, now)).toBe(false)
  })
})

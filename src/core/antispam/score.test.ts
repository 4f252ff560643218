import { describe, expect, it } from 'vitest'

import { DEFAULT_CONTENT_RULES } from './rules'
import { decide, DEFAULT_POLICY, describeReasons, isLibraryAgent, type Facts } from './score'
import { EMPTY_SIGNALS, type ClientSignals } from './signals'

const person: ClientSignals = {
  ...EMPTY_SIGNALS,
  mouse: [
    [10, 10, 100],
    [40, 60, 250],
    [90, 120, 400],
  ],
  keys: 40,
  focuses: 6,
  msToSubmit: 45_000,
  cookieMode: 'native',
}
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const browserHeaders = { userAgent: chrome, secFetchMode: 'cors', acceptLanguage: 'nl-NL,nl;q=0.9' }

const base: Facts = {
  road: 'ajax',
  honeypotFilled: false,
  versionHash: 'ok',
  token: { status: 'valid', issuedMs: 0, ageMs: 45_000 },
  tokenReplayed: false,
  signals: person,
  headers: browserHeaders,
  captcha: 'off',
  content: { links: 0, blockedWords: [], shouting: false },
  rules: DEFAULT_CONTENT_RULES,
  allowed: null,
  denied: null,
  rateLimited: null,
}

const codes = (f: Partial<Facts>) => decide({ ...base, ...f }).reasons.map((r) => r.code)

describe('the spam decision', () => {
  it('allows a person with JavaScript, score 0', () => {
    expect(decide(base)).toEqual({ action: 'allow', score: 0, reasons: [] })
  })

  it('allows an automation-driven browser that fills the form in half a second (the browser tests)', () => {
    const robotBrowser = {
      ...person,
      webdriver: true,
      keys: 0,
      mouse: [[5, 5, 10]] as [number, number, number][],
      msToSubmit: 500,
    }
    const d = decide({
      ...base,
      versionHash: 'missing',
      signals: robotBrowser,
      token: { status: 'valid', issuedMs: 0, ageMs: 400 },
    })
    expect(d.action).toBe('allow')
    expect(d.reasons.map((r) => r.code)).toEqual(['too-fast'])
  })

  it('allows a person without JavaScript, on a form with a captcha too', () => {
    const noJs: Partial<Facts> = { road: 'postback', versionHash: 'missing', token: { status: 'missing' }, signals: null }
    expect(decide({ ...base, ...noJs }).action).toBe('allow')
    expect(decide({ ...base, ...noJs, captcha: 'missing' })).toMatchObject({ action: 'allow', score: 45 })
  })

  it('flags a filled honeypot or a wrong version hash on their own', () => {
    expect(decide({ ...base, honeypotFilled: true })).toMatchObject({ action: 'flag', score: 100 })
    expect(decide({ ...base, versionHash: 'wrong' })).toMatchObject({ action: 'flag', score: 100 })
  })

  it('asks for the version hash only from browsers that are not automation-driven', () => {
    expect(codes({ versionHash: 'missing' })).toEqual(['version-hash-missing'])
    expect(codes({ versionHash: 'missing', signals: { ...person, webdriver: true } })).toEqual([])
  })

  it('flags plain HTTP clients on either road', () => {
    const curl = { userAgent: 'curl/8.5.0', secFetchMode: null, acceptLanguage: null }
    const plain: Partial<Facts> = { token: { status: 'missing' }, signals: null, versionHash: 'missing', headers: curl }
    expect(decide({ ...base, ...plain, road: 'postback' })).toMatchObject({ action: 'flag' })
    expect(decide({ ...base, ...plain, road: 'ajax' })).toMatchObject({ action: 'flag' })
    // Faking a browser's user agent is not enough.
    const faked = { ...plain, headers: { userAgent: chrome, secFetchMode: null, acceptLanguage: null } }
    expect(decide({ ...base, ...faked, road: 'postback' }).action).toBe('flag')
    expect(decide({ ...base, ...faked, road: 'ajax' }).action).toBe('flag')
  })

  it('flags forged, replayed and foreign tokens', () => {
    expect(decide({ ...base, token: { status: 'invalid' } }).action).toBe('flag')
    expect(decide({ ...base, token: { status: 'future' } }).action).toBe('flag')
    expect(decide({ ...base, tokenReplayed: true }).action).toBe('flag')
    expect(decide({ ...base, token: { status: 'wrong-scope' } }).action).toBe('flag')
    expect(codes({ token: { status: 'expired', ageMs: 90_000_000 } })).toEqual(['token-expired'])
  })

  it('flags an instant submit with no interaction', () => {
    const bot = { ...EMPTY_SIGNALS, msToSubmit: 50 }
    const d = decide({ ...base, signals: bot, token: { status: 'valid', issuedMs: 0, ageMs: 80 } })
    expect(d.action).toBe('flag')
    expect(d.reasons.map((r) => r.code)).toEqual(['too-fast', 'no-interaction'])
  })

  it('weighs content: links, blocked words, shouting', () => {
    expect(codes({ content: { links: 3, blockedWords: [], shouting: false } })).toEqual(['links'])
    expect(decide({ ...base, content: { links: 8, blockedWords: [], shouting: false } }).action).toBe('flag')
    expect(decide({ ...base, content: { links: 0, blockedWords: ['casino'], shouting: false } }).action).toBe('flag')
    expect(decide({ ...base, content: { links: 0, blockedWords: [], shouting: true } }).action).toBe('allow')
  })

  it('blocks the deny list and rate limits, lets the allow list through', () => {
    expect(decide({ ...base, denied: { kind: 'domain', value: 'spam.example' } })).toMatchObject({
      action: 'block',
      comment: DEFAULT_POLICY.messages.denied,
    })
    expect(decide({ ...base, rateLimited: 'ip' })).toMatchObject({
      action: 'block',
      comment: DEFAULT_POLICY.messages.rateLimited,
    })
    expect(decide({ ...base, honeypotFilled: true, allowed: { kind: 'ip', value: '10.0.0.1' } }).action).toBe('allow')
  })

  it('answers a surge on the form by holding more for review, never by blocking', () => {
    // A person with JavaScript is still allowed; with a verified captcha the surge adds nothing.
    expect(decide({ ...base, surge: true })).toMatchObject({ action: 'allow', score: 30 })
    expect(decide({ ...base, surge: true, captcha: 'ok' })).toEqual({ action: 'allow', score: 0, reasons: [] })
    // A plain post with a browser's headers (a person without JavaScript, or a script faking one) goes to review.
    const plainPost: Partial<Facts> = { road: 'postback', signals: null, token: { status: 'missing' }, versionHash: 'off' }
    expect(decide({ ...base, ...plainPost }).action).toBe('allow')
    expect(decide({ ...base, ...plainPost, surge: true })).toMatchObject({ action: 'flag', score: 50 })
    expect(codes({ ...plainPost, surge: true })).toEqual(['token-missing', 'surge'])
    for (const f of [{ surge: true }, { ...plainPost, surge: true }]) expect(decide({ ...base, ...f }).action).not.toBe('block')
  })

  it('blocks by score only when a block score is set', () => {
    const f = { ...base, honeypotFilled: true }
    expect(decide(f).action).toBe('flag')
    expect(decide(f, { ...DEFAULT_POLICY, blockScore: 90 })).toMatchObject({
      action: 'block',
      comment: DEFAULT_POLICY.messages.blocked,
    })
  })

  it('describes its reasons for staff', () => {
    const d = decide({ ...base, honeypotFilled: true, content: { links: 3, blockedWords: [], shouting: false } })
    expect(describeReasons(d.reasons)).toBe('honeypot (+100)\nlinks (+30): 3 links')
  })

  it('knows HTTP libraries by their user agent', () => {
    expect(isLibraryAgent('python-requests/2.31')).toBe(true)
    expect(isLibraryAgent('')).toBe(true)
    expect(isLibraryAgent(chrome)).toBe(false)
  })
})

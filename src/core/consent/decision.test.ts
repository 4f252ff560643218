import { describe, expect, it } from 'vitest'

import {
  ALL,
  allowsVendor,
  antispamCookieMode,
  choiceChanged,
  consentCookie,
  consentModeSignals,
  DENIED_SIGNALS,
  effectiveConsent,
  encodeDecision,
  hideDelay,
  lifetimeDays,
  NONE,
  parseDecision,
  readCookie,
  scrolledPast,
  summarise,
  visitorIdFrom,
  type Decision,
} from './decision'

const decision: Decision = {
  analytics: true,
  marketing: false,
  version: 3,
  at: 1_790_000_000,
  id: 'AbCdEfGhIjKlMnOpQrStUv',
  method: 'save',
  vendors: [],
}

describe('the consent cookie', () => {
  it('round-trips a decision', () => {
    const value = encodeDecision(decision)
    expect(value).toBe('1.10.3.1790000000.AbCdEfGhIjKlMnOpQrStUv.save')
    expect(parseDecision(value)).toEqual(decision)
  })

  it('keeps the providers allowed one by one, and reads cookies written before they existed', () => {
    const video: Decision = { ...decision, ...NONE, method: 'video', vendors: ['youtube'] }
    const value = encodeDecision(video)
    expect(value).toBe('1.00.3.1790000000.AbCdEfGhIjKlMnOpQrStUv.video.youtube')
    expect(parseDecision(value)).toEqual(video)
    // An unknown provider (a later version's) is left out, not the whole choice.
    expect(parseDecision('1.00.3.1790000000.AbCdEfGhIjKlMnOpQrStUv.video.youtube+vimeo')?.vendors).toEqual(['youtube'])
    expect(parseDecision('1.10.3.1790000000.AbCdEfGhIjKlMnOpQrStUv.save')?.vendors).toEqual([])
    expect(parseDecision('1.00.3.1790000000.AbCdEfGhIjKlMnOpQrStUv.video.')).toBeNull()
    expect(parseDecision('1.00.3.1790000000.AbCdEfGhIjKlMnOpQrStUv.video.YouTube')).toBeNull()
  })

  it('refuses anything that is not exactly a decision', () => {
    for (const bad of [
      '',
      'yes',
      '1.1.3.1790000000.AbCdEfGhIjKlMnOpQrStUv.save',
      '2.10.3.1790000000.AbCdEfGhIjKlMnOpQrStUv.save',
      '1.10.3.1790000000.short.save',
      '1.10.3.1790000000.AbCdEfGhIjKlMnOpQrStUv.maybe',
      '1.10.3.1790000000.AbCdEfGhIjKlMnOpQrStUv.save;x',
      '1.12.3.1790000000.AbCdEfGhIjKlMnOpQrStUv.save',
    ]) {
      expect(parseDecision(bad), bad).toBeNull()
    }
    expect(parseDecision(null)).toBeNull()
  })

  it('reads one cookie out of a header', () => {
    expect(readCookie('a=1; sp_consent=x.y; b=2', 'sp_consent')).toBe('x.y')
    expect(readCookie('xsp_consent=1', 'sp_consent')).toBeNull()
    expect(readCookie('a=%E2%9C%93', 'a')).toBe('✓')
    expect(readCookie('a=%E2', 'a')).toBe('%E2')
    expect(readCookie(undefined, 'a')).toBeNull()
  })

  it('lives as long as the setting for an acceptance or a refusal', () => {
    const lifetimes = { acceptDays: 182, refuseDays: 30 }
    expect(lifetimeDays(ALL, lifetimes)).toBe(182)
    expect(lifetimeDays({ analytics: false, marketing: true }, lifetimes)).toBe(182)
    expect(lifetimeDays(NONE, lifetimes)).toBe(30)
    expect(lifetimeDays({ ...NONE, vendors: ['youtube'] }, lifetimes)).toBe(182)
    expect(consentCookie(decision, { ...lifetimes, secure: false })).toBe(
      'sp_consent=1.10.3.1790000000.AbCdEfGhIjKlMnOpQrStUv.save; Path=/; Max-Age=15724800; SameSite=Lax',
    )
    expect(consentCookie({ ...decision, ...NONE }, { ...lifetimes, secure: true })).toMatch(
      /Max-Age=2592000; SameSite=Lax; Secure$/,
    )
  })
})

describe('what is allowed', () => {
  it('allows nothing until the visitor answers', () => {
    expect(effectiveConsent(null, false)).toEqual({
      analytics: false,
      marketing: false,
      answered: false,
      gpc: false,
      vendors: [],
      decision: null,
    })
  })

  it('allows YouTube with the marketing category or on its own, never under Global Privacy Control', () => {
    const alone: Decision = { ...decision, ...NONE, method: 'video', vendors: ['youtube'] }
    expect(allowsVendor(effectiveConsent(alone, false), 'youtube')).toBe(true)
    expect(effectiveConsent(alone, false)).toMatchObject({ marketing: false, vendors: ['youtube'] })
    expect(allowsVendor(effectiveConsent({ ...decision, marketing: true }, false), 'youtube')).toBe(true)
    expect(allowsVendor(effectiveConsent(decision, false), 'youtube')).toBe(false)
    expect(allowsVendor(effectiveConsent(null, false), 'youtube')).toBe(false)
    expect(allowsVendor(effectiveConsent(alone, true), 'youtube')).toBe(false)
  })

  it('follows the stored choice', () => {
    expect(effectiveConsent(decision, false)).toMatchObject({ analytics: true, marketing: false, answered: true })
  })

  it('counts Global Privacy Control as a refusal, over a stored acceptance too', () => {
    expect(effectiveConsent(null, true)).toMatchObject({ analytics: false, marketing: false, answered: true, gpc: true })
    expect(effectiveConsent({ ...decision, ...ALL }, true)).toMatchObject({ analytics: false, marketing: false, gpc: true })
  })

  it('knows when a new choice changes what is allowed', () => {
    expect(choiceChanged(NONE, NONE)).toBe(false)
    expect(choiceChanged(NONE, ALL)).toBe(true)
    expect(choiceChanged(ALL, { analytics: true, marketing: false })).toBe(true)
    expect(summarise(ALL)).toBe('accepted')
    expect(summarise(NONE)).toBe('refused')
    expect(summarise({ analytics: false, marketing: true })).toBe('partial')
    // YouTube alone is a partial consent, and taking it back is a change.
    expect(summarise({ ...NONE, vendors: ['youtube'] })).toBe('partial')
    expect(choiceChanged({ ...NONE, vendors: ['youtube'] }, NONE)).toBe(true)
    expect(choiceChanged({ ...NONE, vendors: ['youtube'] }, { ...NONE, vendors: ['youtube'] })).toBe(false)
  })
})

describe('Google Consent Mode v2', () => {
  it('denies all four signals by default', () => {
    expect(DENIED_SIGNALS).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    })
  })

  it('grants analytics storage for analytics and the advertising signals for marketing', () => {
    expect(consentModeSignals({ analytics: true, marketing: false })).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'granted',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    })
    expect(consentModeSignals({ analytics: false, marketing: true })).toEqual({
      ad_storage: 'granted',
      analytics_storage: 'denied',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    })
  })
})

describe('the rest of the notice’s behaviour', () => {
  it('sets the anti-spam cookie mode from the choice', () => {
    expect(antispamCookieMode(effectiveConsent(null, false))).toBe('alternative')
    expect(antispamCookieMode(effectiveConsent({ ...decision, ...NONE }, false))).toBe('alternative')
    expect(antispamCookieMode(effectiveConsent(decision, false))).toBe('native')
    expect(antispamCookieMode(effectiveConsent(decision, true))).toBe('alternative')
  })

  it('hides in 3000 ms, sooner without motion', () => {
    expect(hideDelay(3000, false)).toBe(3000)
    expect(hideDelay(3000, true)).toBe(1000)
    expect(hideDelay(400, true)).toBe(400)
    expect(hideDelay(Number.NaN, false)).toBe(3000)
  })

  it('accepts on scroll only past the offset', () => {
    expect(scrolledPast(100, 100)).toBe(false)
    expect(scrolledPast(101, 100)).toBe(true)
    expect(scrolledPast(1, -5)).toBe(true)
  })

  it('makes visitor ids of 22 URL-safe characters', () => {
    const id = visitorIdFrom(new Uint8Array(16).map((_, i) => i * 17))
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(visitorIdFrom(new Uint8Array(16))).toBe('AAAAAAAAAAAAAAAAAAAAAA')
  })
})

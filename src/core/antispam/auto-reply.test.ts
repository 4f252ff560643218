import { describe, expect, it } from 'vitest'

import { isAutoReply, parseAutoRepliesPerDay, passedBrowserChecks, recipientKey, type BrowserEvidence } from './auto-reply'
import { EMPTY_SIGNALS } from './signals'

const person = { ...EMPTY_SIGNALS, keys: 30, focuses: 4, msToSubmit: 40_000 }
const browser: BrowserEvidence = {
  captcha: 'off',
  token: { status: 'valid', issuedMs: 0, ageMs: 40_000 },
  tokenReplayed: false,
  signals: person,
}

describe('auto-replies', () => {
  it('go only to posts with a fresh token and a person’s interaction, or a verified captcha', () => {
    expect(passedBrowserChecks(browser)).toBe(true)
    // A post without JavaScript (no token, no signals), however browser-like its headers.
    expect(passedBrowserChecks({ ...browser, token: { status: 'missing' }, signals: null })).toBe(false)
    expect(passedBrowserChecks({ ...browser, tokenReplayed: true })).toBe(false)
    expect(passedBrowserChecks({ ...browser, signals: EMPTY_SIGNALS })).toBe(false)
    expect(passedBrowserChecks({ ...browser, token: { status: 'expired', ageMs: 90_000_000 } })).toBe(false)
    expect(passedBrowserChecks({ captcha: 'ok', token: { status: 'missing' }, tokenReplayed: false, signals: null })).toBe(true)
  })

  it('are the notifications addressed to a form field, counted per address whatever its case', () => {
    expect(isAutoReply({ toType: 'field' })).toBe(true)
    expect(isAutoReply({ toType: 'email' })).toBe(false)
    expect(recipientKey(' Victim@Example.NL ')).toBe('victim@example.nl')
  })

  it('are limited per address per day by a setting, three by default', () => {
    expect(parseAutoRepliesPerDay({})).toBe(3)
    expect(parseAutoRepliesPerDay({ AUTO_REPLIES_PER_ADDRESS_PER_DAY: '10' })).toBe(10)
    expect(() => parseAutoRepliesPerDay({ AUTO_REPLIES_PER_ADDRESS_PER_DAY: '0' })).toThrow(
      'AUTO_REPLIES_PER_ADDRESS_PER_DAY must be a whole number from 1 to 1000, not "0"',
    )
    expect(() => parseAutoRepliesPerDay({ AUTO_REPLIES_PER_ADDRESS_PER_DAY: 'many' })).toThrow('AUTO_REPLIES_PER_ADDRESS_PER_DAY')
  })
})

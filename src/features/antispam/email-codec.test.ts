import { describe, expect, it } from 'vitest'

import { decodeEmail, encodeEmail } from './email-codec'

describe('protected e-mail codec', () => {
  it('round-trips, hides the address and is stable for caching', () => {
    const enc = encodeEmail('s', 'info@oproep.example')
    expect(enc).not.toContain('oproep')
    expect(enc).not.toContain('@')
    expect(encodeEmail('s', 'info@oproep.example')).toBe(enc)
    expect(decodeEmail('s', enc)).toBe('info@oproep.example')
  })

  it('refuses other keys, altered tokens and garbage', () => {
    const enc = encodeEmail('s', 'info@oproep.example')
    expect(decodeEmail('other', enc)).toBeNull()
    expect(decodeEmail('s', enc.slice(0, -2) + (enc.endsWith('A') ? 'BB' : 'AA'))).toBeNull()
    expect(decodeEmail('s', 'spe1AAAA')).toBeNull()
    expect(decodeEmail('s', 'hello')).toBeNull()
  })
})

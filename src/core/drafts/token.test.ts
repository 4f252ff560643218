import { describe, expect, it } from 'vitest'

import { draftExpiry, isResumeToken, resumeUrl, tokenFromBytes } from './token'

describe('resume tokens', () => {
  it('are 192 random bits as 48 hex characters', () => {
    const token = tokenFromBytes(new Uint8Array(24).fill(171))
    expect(token).toBe('ab'.repeat(24))
    expect(isResumeToken(token)).toBe(true)
    expect(isResumeToken('ab'.repeat(8))).toBe(false)
    expect(() => tokenFromBytes(new Uint8Array(8))).toThrow()
  })

  it('make the resume address from the page address', () => {
    const t = 'c'.repeat(48)
    expect(resumeUrl('https://example.com/request-a-quote?x=1&gf_token=old#top', t)).toBe(
      `https://example.com/request-a-quote?x=1&gf_token=${t}`,
    )
  })

  it('expire after the set number of days', () => {
    expect(draftExpiry(0, 30).toISOString()).toBe('1970-01-31T00:00:00.000Z')
  })
})

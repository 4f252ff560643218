import { describe, expect, it } from 'vitest'

import { NONCE_WINDOW_MS, formNonce, verifyFormNonce } from './nonce'

const secret = 'a'.repeat(64)

describe('form nonce', () => {
  it('is accepted for the form it was made for, for 12 to 24 hours', () => {
    const t = 1_800_000_000_000
    const nonce = formNonce(secret, 1, t)
    expect(verifyFormNonce(secret, 1, nonce, t)).toBe(true)
    expect(verifyFormNonce(secret, 1, nonce, t + NONCE_WINDOW_MS)).toBe(true)
    expect(verifyFormNonce(secret, 1, nonce, t + 2 * NONCE_WINDOW_MS)).toBe(false)
    expect(verifyFormNonce(secret, 2, nonce, t)).toBe(false)
    expect(verifyFormNonce('b'.repeat(64), 1, nonce, t)).toBe(false)
  })

  it('refuses anything that is not a nonce', () => {
    for (const bad of ['', 'x', 'a'.repeat(25), '../../etc/passwd', 'é'.repeat(24)])
      expect(verifyFormNonce(secret, 1, bad)).toBe(false)
  })

  it('is the same for every visitor in a window, so cached pages can carry it', () => {
    expect(formNonce(secret, 1, 1000)).toBe(formNonce(secret, 1, 2000))
  })
})

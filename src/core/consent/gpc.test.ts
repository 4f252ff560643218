import { describe, expect, it } from 'vitest'

import { gpcCookieUpdate, gpcHeader } from './gpc'

describe('Global Privacy Control', () => {
  it('reads the Sec-GPC header', () => {
    expect(gpcHeader('1')).toBe(true)
    expect(gpcHeader(' 1 ')).toBe(true)
    expect(gpcHeader(['1'])).toBe(true)
    expect(gpcHeader('0')).toBe(false)
    expect(gpcHeader(undefined)).toBe(false)
  })

  it('mirrors the header into a cookie the cached page can read, and clears it when the header goes', () => {
    expect(gpcCookieUpdate('1', '', false)).toBe('sp_gpc=1; Path=/; SameSite=Lax')
    expect(gpcCookieUpdate('1', 'sp_gpc=1', false)).toBeNull()
    expect(gpcCookieUpdate(undefined, 'a=b; sp_gpc=1', true)).toBe('sp_gpc=; Max-Age=0; Path=/; SameSite=Lax; Secure')
    expect(gpcCookieUpdate(undefined, 'a=b', false)).toBeNull()
  })
})

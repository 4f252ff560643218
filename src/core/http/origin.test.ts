import { describe, expect, it } from 'vitest'

import { isSameOriginPost, normaliseOrigin } from './origin'

const site = ['https://www.oproep.example', 'http://localhost:3000']

describe('isSameOriginPost', () => {
  it('takes posts from the site itself', () => {
    expect(isSameOriginPost({ origin: 'https://www.oproep.example', secFetchSite: 'same-origin' }, site)).toBe(true)
    expect(isSameOriginPost({ origin: 'https://WWW.oproep.example:443' }, site)).toBe(true)
    expect(isSameOriginPost({ origin: 'http://localhost:3000' }, site)).toBe(true)
    expect(isSameOriginPost({ secFetchSite: 'same-origin' }, site)).toBe(true)
  })

  it('refuses posts from other sites', () => {
    expect(isSameOriginPost({ origin: 'https://evil.example', secFetchSite: 'cross-site' }, site)).toBe(false)
    expect(isSameOriginPost({ origin: 'https://evil.example' }, site)).toBe(false)
    expect(isSameOriginPost({ origin: 'http://www.oproep.example' }, site)).toBe(false) // another scheme
    expect(isSameOriginPost({ origin: 'https://shop.oproep.example', secFetchSite: 'same-site' }, site)).toBe(false)
    expect(isSameOriginPost({ origin: 'null' }, site)).toBe(false)
    expect(isSameOriginPost({ secFetchSite: 'cross-site' }, site)).toBe(false)
    expect(isSameOriginPost({ secFetchSite: 'same-site' }, site)).toBe(false)
    // A forged pair cannot come from a browser, but is refused all the same.
    expect(isSameOriginPost({ origin: 'https://www.oproep.example', secFetchSite: 'cross-site' }, site)).toBe(false)
  })

  it('lets requests without browser headers through: they cannot be forged by a page', () => {
    expect(isSameOriginPost({}, site)).toBe(true)
  })
})

describe('normaliseOrigin', () => {
  it('reads web origins only', () => {
    expect(normaliseOrigin('https://Example.com:443/path')).toBe('https://example.com')
    expect(normaliseOrigin('http://localhost:3210')).toBe('http://localhost:3210')
    expect(normaliseOrigin('file:///etc/passwd')).toBeNull()
    expect(normaliseOrigin('not a url')).toBeNull()
  })
})

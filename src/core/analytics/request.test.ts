import { describe, expect, it } from 'vitest'

import { fromOwnPage, isPrefetch, isRobot } from './request'

describe('requests', () => {
  it('accepts posts from the site’s own pages only', () => {
    const site = 'https://www.oproep.example'
    expect(fromOwnPage({ origin: 'https://www.oproep.example' }, site)).toBe(true)
    expect(fromOwnPage({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }, site)).toBe(true)
    expect(fromOwnPage({ origin: 'https://evil.example', host: 'www.oproep.example' }, site)).toBe(false)
    expect(fromOwnPage({ origin: 'null' }, site)).toBe(false)
    expect(fromOwnPage({ origin: 'not a url' }, site)).toBe(false)
    expect(fromOwnPage({}, site)).toBe(false)
    expect(fromOwnPage({ secFetchSite: 'same-origin' }, site)).toBe(true)
    expect(fromOwnPage({ secFetchSite: 'cross-site' }, site)).toBe(false)
  })

  it('recognises robots and prefetches', () => {
    expect(isRobot('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(true)
    expect(isRobot('curl/8.5.0')).toBe(true)
    expect(isRobot('')).toBe(true)
    expect(isRobot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/130.0 Safari/537.36')).toBe(false)
    expect(isPrefetch({ secPurpose: 'prefetch;prerender' })).toBe(true)
    expect(isPrefetch({ rsc: '1' })).toBe(true)
    expect(isPrefetch({})).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'

import { srcSetOf } from './srcset'

describe('an image’s srcset', () => {
  it('lists each made width once, in order', () => {
    expect(
      srcSetOf([
        { url: '/api/media/file/logo-480x131.avif', width: 480 },
        { url: '/api/media/file/logo-880x240.avif', width: 880 },
        { url: '/api/media/file/logo-880x240.avif', width: 880 },
      ]),
    ).toBe('/api/media/file/logo-480x131.avif 480w, /api/media/file/logo-880x240.avif 880w')
  })

  it('leaves out sizes that were not made', () => {
    expect(srcSetOf([undefined, { url: null, width: 960 }, { url: '/a-1600.webp', width: 1600 }])).toBe('/a-1600.webp 1600w')
    expect(srcSetOf([])).toBe('')
  })
})

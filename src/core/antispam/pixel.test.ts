import { describe, expect, it } from 'vitest'

import { isPixelUrl, keepPixel, PIXEL_CACHE_SECONDS, readKeptPixel } from './pixel'

const URL_ = 'https://www.oproep.example/api/antispam/v1/pixel.gif?v=1a2b3c4d'

describe('the pixel URL cache', () => {
  it('keeps the address 10,800 s', () => {
    expect(PIXEL_CACHE_SECONDS).toBe(10_800)
    expect(keepPixel(URL_, 1_000)).toEqual({ url: URL_, until: 1_000 + 10_800_000 })
  })

  it('reads a kept address while it is good, and not after', () => {
    const kept = JSON.stringify(keepPixel(URL_, 0))
    expect(readKeptPixel(kept, 0)).toBe(URL_)
    expect(readKeptPixel(kept, 10_800_000 - 1)).toBe(URL_)
    expect(readKeptPixel(kept, 10_800_000)).toBeNull()
    // Written under a clock far ahead: not trusted.
    expect(readKeptPixel(JSON.stringify({ url: URL_, until: 10_800_001 }), 0)).toBeNull()
  })

  it('ignores anything that is not a kept https address', () => {
    expect(readKeptPixel(null, 0)).toBeNull()
    expect(readKeptPixel('{', 0)).toBeNull()
    expect(readKeptPixel('null', 0)).toBeNull()
    expect(readKeptPixel(JSON.stringify({ url: 'http://x.example/p.gif', until: 5 }), 0)).toBeNull()
    expect(readKeptPixel(JSON.stringify({ url: URL_ }), 0)).toBeNull()
    expect(isPixelUrl('javascript:alert(1)')).toBe(false)
    expect(isPixelUrl(URL_)).toBe(true)
  })
})

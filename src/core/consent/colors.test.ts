import { describe, expect, it } from 'vitest'

import { checkContrast, contrastRatio, parseHex } from './colors'

describe('notice colours', () => {
  it('reads #rgb and #rrggbb only', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255])
    expect(parseHex(' #0B2545 ')).toEqual([11, 37, 69])
    expect(parseHex('red')).toBeNull()
    expect(parseHex('#12345')).toBeNull()
    expect(parseHex('#fff;background:url(x)')).toBeNull()
  })

  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5)
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBe(1)
  })

  it('refuses colours that would make the notice hard to read', () => {
    expect(checkContrast('#ffffff', '#0b2545')).toBe(true)
    expect(checkContrast('#777777', '#888888')).toMatch(/at least 4.5:1/)
    expect(checkContrast('blue', '#ffffff')).toMatch(/#0b2545/)
    expect(checkContrast('#000', 'nonsense')).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'

import { type AnchorPlacement, AOS_DEFAULTS, type AosOptions } from './options'
import { belowFold, isPastIn, isPastOut, observerMargin, outOfSight, shouldAnimate } from './trigger'

const VIEWPORT = 800
const defaults: AosOptions = { ...AOS_DEFAULTS, outOffset: AOS_DEFAULTS.offset, anchor: null }
const opts = (o: Partial<AosOptions> = {}): AosOptions => ({ ...defaults, ...o })

describe('belowFold and outOfSight', () => {
  it('leaves what is in (or above) the first view alone', () => {
    expect(belowFold({ top: 0, height: 300 }, VIEWPORT)).toBe(false)
    expect(belowFold({ top: 799, height: 300 }, VIEWPORT)).toBe(false)
    expect(belowFold({ top: -2000, height: 300 }, VIEWPORT)).toBe(false)
    expect(belowFold({ top: 800, height: 300 }, VIEWPORT)).toBe(true)
  })

  it('hides only what is a quarter of the viewport beyond the fold', () => {
    expect(outOfSight({ top: 999, height: 300 }, VIEWPORT)).toBe(false)
    expect(outOfSight({ top: 1000, height: 300 }, VIEWPORT)).toBe(true)
    expect(outOfSight({ top: -2000, height: 300 }, VIEWPORT)).toBe(false)
  })
})

describe('isPastIn', () => {
  it('triggers when the top is 120 px above the bottom of the viewport by default', () => {
    expect(isPastIn({ top: 681, height: 300 }, VIEWPORT, opts())).toBe(false)
    expect(isPastIn({ top: 680, height: 300 }, VIEWPORT, opts())).toBe(true)
    // Scrolled past above: still in.
    expect(isPastIn({ top: -2000, height: 300 }, VIEWPORT, opts())).toBe(true)
  })

  it('moves the trigger point with the offset', () => {
    expect(isPastIn({ top: 800, height: 300 }, VIEWPORT, opts({ offset: 0 }))).toBe(true)
    expect(isPastIn({ top: 850, height: 300 }, VIEWPORT, opts({ offset: -50 }))).toBe(true)
    expect(isPastIn({ top: 851, height: 300 }, VIEWPORT, opts({ offset: -50 }))).toBe(false)
  })

  // For each placement, the element's top (height 200) at which it triggers with offset 0.
  const cases: [AnchorPlacement, number][] = [
    ['top-bottom', 800],
    ['center-bottom', 700],
    ['bottom-bottom', 600],
    ['top-center', 400],
    ['center-center', 300],
    ['bottom-center', 200],
    ['top-top', 0],
    ['center-top', -100],
    ['bottom-top', -200],
  ]
  for (const [anchorPlacement, top] of cases) {
    it(`places "${anchorPlacement}" like AOS`, () => {
      const o = opts({ anchorPlacement, offset: 0 })
      expect(isPastIn({ top, height: 200 }, VIEWPORT, o)).toBe(true)
      expect(isPastIn({ top: top + 1, height: 200 }, VIEWPORT, o)).toBe(false)
    })
  }
})

describe('isPastOut', () => {
  it('is past once the bottom is outOffset px above the top of the viewport', () => {
    expect(isPastOut({ top: -180, height: 300 }, opts())).toBe(true)
    expect(isPastOut({ top: -179, height: 300 }, opts())).toBe(false)
  })
})

describe('shouldAnimate', () => {
  const below = { top: 900, height: 300 }
  const inView = { top: 300, height: 300 }
  const above = { top: -1000, height: 300 }

  it('animates in at the trigger point and resets below it (once false, mirror false)', () => {
    expect(shouldAnimate(false, below, VIEWPORT, opts())).toBe(false)
    expect(shouldAnimate(false, inView, VIEWPORT, opts())).toBe(true)
    expect(shouldAnimate(true, below, VIEWPORT, opts())).toBe(false)
    // Without mirror, scrolling past above keeps it animated.
    expect(shouldAnimate(true, above, VIEWPORT, opts())).toBe(true)
  })

  it('keeps an element animated with once', () => {
    expect(shouldAnimate(true, below, VIEWPORT, opts({ once: true }))).toBe(true)
    expect(shouldAnimate(false, below, VIEWPORT, opts({ once: true }))).toBe(false)
    expect(shouldAnimate(true, above, VIEWPORT, opts({ once: true, mirror: true }))).toBe(true)
  })

  it('animates out above the viewport with mirror', () => {
    expect(shouldAnimate(true, above, VIEWPORT, opts({ mirror: true }))).toBe(false)
    expect(shouldAnimate(false, above, VIEWPORT, opts({ mirror: true }))).toBe(false)
    expect(shouldAnimate(false, inView, VIEWPORT, opts({ mirror: true }))).toBe(true)
  })
})

describe('observerMargin', () => {
  it('reaches beyond the largest offset, the effect distance and a shrunk box', () => {
    expect(observerMargin([])).toBe(150)
    expect(observerMargin([opts(), opts({ offset: -400, outOffset: -400 })])).toBe(550)
    expect(observerMargin([opts()], 1000)).toBe(470)
  })
})

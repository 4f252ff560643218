import { describe, expect, it } from 'vitest'

import {
  createMouseBuffer,
  effectiveCookieMode,
  interacted,
  isFresh,
  mergeSignals,
  MOUSE_MAX_POINTS,
  mouseMoved,
  parseSignals,
  EMPTY_SIGNALS,
} from './signals'

describe('behaviour signals', () => {
  it('reads what the script posts and caps it', () => {
    const mouse = Array.from({ length: 80 }, (_, i) => [i, i, i * 150])
    const s = parseSignals(
      JSON.stringify({ mouse, keys: 12.7, scrolls: -3, focuses: '4', msToSubmit: 9000, webdriver: true, cookieMode: 'native' }),
    )
    expect(s?.mouse).toHaveLength(MOUSE_MAX_POINTS)
    expect(s).toMatchObject({ keys: 12, scrolls: 0, focuses: 0, msToSubmit: 9000, webdriver: true, cookieMode: 'native' })
  })

  it('gives null for anything unreadable', () => {
    expect(parseSignals('')).toBeNull()
    expect(parseSignals('not json')).toBeNull()
    expect(parseSignals('[1,2]')).toBeNull()
    expect(parseSignals('x'.repeat(10_000))).toBeNull()
  })

  it('keeps one point per position, the latest 50', () => {
    const buffer = createMouseBuffer()
    buffer.add(1, 1, 0)
    buffer.add(1, 1, 150)
    for (let i = 0; i < 60; i++) buffer.add(i + 2, 0, i * 150)
    expect(buffer.points).toHaveLength(50)
    expect(buffer.points.at(-1)).toEqual([61, 0, 8850])
  })

  it('tells a moved mouse and any interaction', () => {
    expect(
      mouseMoved({
        ...EMPTY_SIGNALS,
        mouse: [
          [1, 1, 0],
          [2, 2, 1],
        ],
      }),
    ).toBe(false)
    expect(
      mouseMoved({
        ...EMPTY_SIGNALS,
        mouse: [
          [1, 1, 0],
          [2, 2, 1],
          [9, 9, 2],
        ],
      }),
    ).toBe(true)
    expect(interacted(EMPTY_SIGNALS)).toBe(false)
    expect(interacted({ ...EMPTY_SIGNALS, focuses: 1 })).toBe(true)
  })

  it('merges a saved session with the post', () => {
    const a = { ...EMPTY_SIGNALS, keys: 5, mouse: [[1, 1, 1]] as [number, number, number][] }
    const b = { ...EMPTY_SIGNALS, keys: 2, msToSubmit: 4000, cookieMode: 'alternative' as const }
    expect(mergeSignals(a, b)).toMatchObject({ keys: 5, msToSubmit: 4000, mouse: [[1, 1, 1]], cookieMode: 'alternative' })
  })

  it('narrows the cookie mode by consent', () => {
    expect(effectiveCookieMode('native', 'native')).toBe('native')
    expect(effectiveCookieMode('native', 'alternative')).toBe('alternative')
    expect(effectiveCookieMode('native', undefined)).toBe('alternative')
    expect(effectiveCookieMode('alternative', 'native')).toBe('alternative')
    expect(effectiveCookieMode('none', 'native')).toBe('none')
  })

  it('knows fresh from stale (86 400 s by default)', () => {
    expect(isFresh(0, 86_400_000, 86_400)).toBe(true)
    expect(isFresh(0, 86_400_001, 86_400)).toBe(false)
    expect(isFresh(10, 5, 86_400)).toBe(false)
  })
})

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { FALLBACK_MS, islandsBootModule } from './boot'

type Entry = { name: string }
type Callback = (list: { getEntriesByName(name: string): Entry[] }) => void

/** A stand-in for the browser's PerformanceObserver: `paint(name)` reports a paint entry to it. */
class FakeObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint']
  static current: FakeObserver | null = null
  disconnected = false
  constructor(readonly callback: Callback) {
    FakeObserver.current = this
  }
  observe(options: { type: string; buffered: boolean }) {
    expect(options).toEqual({ type: 'paint', buffered: true })
  }
  disconnect() {
    this.disconnected = true
  }
  static paint(name: string) {
    const observer = FakeObserver.current!
    if (!observer.disconnected) observer.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) })
  }
}

let visibility: 'visible' | 'hidden' = 'visible'

const BASE = 'http://localhost/_next/static/islands/'
const source = islandsBootModule({
  entry: 'client-AB.js',
  preload: ['chunk-1.js'],
  chunks: { SliderMount: ['SliderMount-2.js', 'chunk-1.js', 'chunk-3.js'], VideoMount: ['VideoMount-4.js'] },
})

/**
 * Runs the boot module on a page with a slider (twice) and the header, as the browser would run it
 * from BASE: its one piece of module syntax, import.meta.url, made that address.
 */
function boot(observer: typeof FakeObserver | undefined) {
  Object.defineProperty(window, 'PerformanceObserver', { value: observer, configurable: true, writable: true })
  document.head.innerHTML = ''
  document.body.innerHTML =
    '<sp-island data-island="HeaderRoot" data-props="0"></sp-island><sp-island data-island="SliderMount" data-props="1"></sp-island>' +
    '<sp-island data-island="SliderMount" data-props="2"></sp-island>'
  expect(source.match(/import\.meta\.url/g)).toHaveLength(1)
  new Function(source.replace('import.meta.url', JSON.stringify(BASE + 'boot-1.js')))()
}

const loaded = () => ({
  preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
  modules: [...document.body.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src')),
})
const nothing = { preloads: [], modules: [] }
// The entry's chunks, then those of the page's islands once each; not the video's, which it has not.
const everything = {
  preloads: [BASE + 'chunk-1.js', BASE + 'SliderMount-2.js', BASE + 'chunk-3.js'],
  modules: [BASE + 'client-AB.js'],
}
// The entry first; each preload in a task of its own right after.
const entryOnly = { preloads: [], modules: everything.modules }

describe('the islands’ boot module', () => {
  beforeEach(() => {
    visibility = 'visible'
    Object.defineProperty(document, 'visibilityState', { get: () => visibility, configurable: true })
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
  })
  afterEach(() => vi.useRealTimers())

  it('fetches nothing until the browser reports the first contentful paint, then the entry and this page’s chunks, once each', () => {
    boot(FakeObserver)
    vi.advanceTimersToNextFrame()
    vi.advanceTimersByTime(100)
    // A frame drawn is not yet a page shown; nor is a paint without content.
    FakeObserver.paint('first-paint')
    vi.advanceTimersByTime(10)
    expect(loaded()).toEqual(nothing)
    FakeObserver.paint('first-contentful-paint')
    expect(FakeObserver.current!.disconnected).toBe(true)
    vi.advanceTimersByTime(1)
    expect(loaded()).toEqual(everything)
    // The fallback that follows changes nothing.
    vi.advanceTimersByTime(FALLBACK_MS)
    expect(loaded()).toEqual(everything)
  })

  it('without the Paint Timing API, starts a frame after it ran', () => {
    boot(undefined)
    expect(loaded()).toEqual(nothing)
    vi.advanceTimersToNextFrame()
    vi.advanceTimersByTime(2)
    expect(loaded()).toEqual(everything)
  })

  it('starts after FALLBACK_MS when no paint is reported', () => {
    boot(FakeObserver)
    vi.advanceTimersByTime(FALLBACK_MS - 1)
    expect(loaded()).toEqual(nothing)
    vi.advanceTimersByTime(1)
    expect(loaded()).toEqual(entryOnly)
    vi.advanceTimersByTime(1)
    expect(loaded()).toEqual(everything)
  })

  it('starts at once in a hidden tab, which paints nothing, and when the tab is hidden before its paint', () => {
    visibility = 'hidden'
    boot(FakeObserver)
    expect(loaded()).toEqual(entryOnly)
    vi.advanceTimersByTime(1)
    expect(loaded()).toEqual(everything)

    visibility = 'visible'
    boot(FakeObserver)
    expect(loaded()).toEqual(nothing)
    visibility = 'hidden'
    document.dispatchEvent(new Event('visibilitychange'))
    expect(loaded()).toEqual(entryOnly)
    vi.advanceTimersByTime(1)
    expect(loaded()).toEqual(everything)
  })
})

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { FALLBACK_MS, ISLANDS_BOOT } from './boot'
import { islandsBootScript } from './document'

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

/** Runs the boot script as the browser would: as the current script, its attributes as written. */
function boot(observer: typeof FakeObserver | undefined) {
  Object.defineProperty(window, 'PerformanceObserver', { value: observer, configurable: true, writable: true })
  document.head.innerHTML = ''
  document.body.innerHTML = islandsBootScript('/_next/static/islands/', 'client-AB.js', ['chunk-1.js', 'Slider-2.js'])
  Object.defineProperty(document, 'currentScript', { value: document.body.querySelector('script'), configurable: true })
  new Function(ISLANDS_BOOT)()
}

const loaded = () => ({
  preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
  modules: [...document.body.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src')),
})
const nothing = { preloads: [], modules: [] }
const everything = {
  preloads: ['/_next/static/islands/chunk-1.js', '/_next/static/islands/Slider-2.js'],
  modules: ['/_next/static/islands/client-AB.js'],
}

describe('the islands’ boot script', () => {
  beforeEach(() => {
    visibility = 'visible'
    Object.defineProperty(document, 'visibilityState', { get: () => visibility, configurable: true })
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
  })
  afterEach(() => vi.useRealTimers())

  it('fetches nothing until the browser reports the first contentful paint, then the entry and this page’s chunks, once', () => {
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
    vi.advanceTimersByTime(1)
    expect(loaded()).toEqual(everything)
  })

  it('starts after FALLBACK_MS when no paint is reported', () => {
    boot(FakeObserver)
    vi.advanceTimersByTime(FALLBACK_MS - 1)
    expect(loaded()).toEqual(nothing)
    vi.advanceTimersByTime(1)
    expect(loaded()).toEqual(everything)
  })

  it('starts at once in a hidden tab, which paints nothing, and when the tab is hidden before its paint', () => {
    visibility = 'hidden'
    boot(FakeObserver)
    expect(loaded()).toEqual(everything)

    visibility = 'visible'
    boot(FakeObserver)
    expect(loaded()).toEqual(nothing)
    visibility = 'hidden'
    document.dispatchEvent(new Event('visibilitychange'))
    expect(loaded()).toEqual(everything)
  })
})

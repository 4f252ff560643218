/**
 * Debian's Chromium as every browser here runs it (the browser tests, the reliability tests'
 * visitors, the page-weight and Lighthouse benchmarks): headless, and nothing that would reach
 * the network on its own (updates, sync, background fetches).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

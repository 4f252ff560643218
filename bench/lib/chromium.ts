import type { Page } from '@playwright/test'

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

/**
 * Loads URL and scrolls to the end in steps, as a reader does, so that lazy images and chunks load
 * too (the page-weight benchmarks count what a visit loads, not only the first screen).
 */
export async function loadAndScroll(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' })
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 700) {
    await page.mouse.wheel(0, 700)
    await page.waitForTimeout(100)
  }
  await page.waitForLoadState('networkidle')
}

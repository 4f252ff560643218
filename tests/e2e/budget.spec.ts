import { gzipSync } from 'node:zlib'

import { expect, test, type Page } from '@playwright/test'

/**
 * Page-weight and layout-stability budgets, measured the way a visitor's
 * browser meets the page: every script the page loads (gzip, as served) and
 * every layout shift while the page loads and is scrolled to the end.
 */
const PAGES = [
  '/',
  '/products',
  '/products/guest-pagers',
  '/products/gp15-guest-pager-starter-kit',
  '/solutions',
  '/solutions/hospitality',
  '/about',
  '/photo-gallery',
  '/installations',
  '/faq',
]
/** Pages that show a slider: Swiper and the modules their sliders use come on top. */
const WITH_SLIDER = new Set(['/', '/products/guest-pagers', '/solutions', '/about', '/photo-gallery', '/installations'])
/** Issue budgets: at most 200 KB gzip of JavaScript on pages without a slider or a form, 250 KB with a slider. */
const budget = (path: string) => (WITH_SLIDER.has(path) ? 250 : 200) * 1024

async function scriptBytes(page: Page, path: string): Promise<{ total: number; files: number }> {
  const scripts = new Set<string>()
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' && new URL(res.url()).origin === new URL(page.url() || res.url()).origin) {
      scripts.add(res.url())
    }
  })
  await page.goto(path, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  let total = 0
  for (const url of scripts) {
    const body = await (await page.request.get(url)).body()
    total += gzipSync(body, { level: 6 }).length
  }
  return { total, files: scripts.size }
}

test.describe('budgets', () => {
  for (const path of PAGES) {
    test(`${path}: JavaScript within ${budget(path) / 1024} KB gzip`, async ({ page }) => {
      const { total, files } = await scriptBytes(page, path)
      test.info().annotations.push({ type: 'js', description: `${(total / 1024).toFixed(1)} KB gzip in ${files} files` })
      expect(files).toBeGreaterThan(0)
      expect(total).toBeLessThanOrEqual(budget(path))
    })
  }

  for (const width of [1440, 390]) {
    for (const path of PAGES) {
      test(`${path} at ${width} px: no layout shift while loading and scrolling`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.addInitScript(() => {
          const w = window as unknown as { __cls: number; __shifts: string[] }
          w.__cls = 0
          w.__shifts = []
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number
              hadRecentInput: boolean
              sources?: { node?: Node }[]
            })[]) {
              if (entry.hadRecentInput) continue
              w.__cls += entry.value
              w.__shifts.push(
                (entry.sources ?? [])
                  .map((s) => (s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName)))
                  .join(', '),
              )
            }
          }).observe({ type: 'layout-shift', buffered: true })
        })
        await page.goto(path, { waitUntil: 'load' })
        // Scroll down in steps, as a reader does, so lazy images and animations come into view.
        const height = await page.evaluate(() => document.documentElement.scrollHeight)
        for (let y = 0; y <= height; y += 600) {
          await page.mouse.wheel(0, 600)
          await page.waitForTimeout(120)
        }
        await page.waitForLoadState('networkidle')
        const { cls, shifts } = await page.evaluate(() => {
          const w = window as unknown as { __cls: number; __shifts: string[] }
          return { cls: w.__cls, shifts: w.__shifts }
        })
        expect(cls, `layout shifts: ${shifts.join(' | ')}`).toBe(0)
      })
    }
  }
})

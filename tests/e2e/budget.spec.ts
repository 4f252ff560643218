import { gzipSync } from 'node:zlib'

import { expect, test, type Page, type Response } from '@playwright/test'

import { describeShifts, recordLayoutShifts } from '../support/page'
import { youtubePage } from '../support/privacy'

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

  test("a block's script loads only on pages that show the block: the YouTube facade only where a video is", async ({
    page,
    request,
  }) => {
    // Every page is drawn by one route, whose chunks every page loaded; the facade's code is fetched by its block.
    const facadeLoaded = async (path: string) => {
      const bodies: Promise<string>[] = []
      const listener = (res: Response) => {
        if (res.request().resourceType() === 'script') bodies.push(res.text().catch(() => ''))
      }
      page.on('response', listener)
      await page.goto(path, { waitUntil: 'load' })
      await page.waitForLoadState('networkidle')
      page.off('response', listener)
      return (await Promise.all(bodies)).some((body) => body.includes('youtube-nocookie'))
    }
    expect(await facadeLoaded('/faq')).toBe(false)
    expect(await facadeLoaded(await youtubePage(request))).toBe(true)
  })

  for (const width of [1440, 390]) {
    for (const path of PAGES) {
      test(`${path} at ${width} px: no layout shift while loading and scrolling`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        const shifts = await recordLayoutShifts(page)
        await page.goto(path, { waitUntil: 'load' })
        // Scroll down in steps, as a reader does, so lazy images and animations come into view.
        const height = await page.evaluate(() => document.documentElement.scrollHeight)
        for (let y = 0; y <= height; y += 600) {
          await page.mouse.wheel(0, 600)
          await page.waitForTimeout(120)
        }
        await page.waitForLoadState('networkidle')
        // CLS 0: no shift at all.
        expect(describeShifts(await shifts())).toEqual([])
      })
    }
  }
})

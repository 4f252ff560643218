import { createHash } from 'node:crypto'

import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { aosSettled, cacheOf } from '../support/page'

const DEMO_PAGES = [
  '/',
  '/products',
  '/products/guest-pagers',
  '/products/nurse-call',
  '/products/staff-paging',
  '/products/wireless-call-buttons',
  '/solutions',
  '/solutions/hospitality',
  '/solutions/healthcare',
  '/solutions/retail-and-industry',
  '/about',
  '/contact',
  '/request-a-quote',
  '/downloads',
  '/privacy-policy',
  '/cookie-policy',
  '/faq',
  '/products/gp15-guest-pager-starter-kit',
  '/products/nc10-nurse-call-starter-set',
  '/products/tb3-table-call-button',
]

test.describe('demo site', () => {
  for (const path of DEMO_PAGES) {
    test(`${path} renders with one heading, no errors and no accessibility violations`, async ({ page }) => {
      const problems: string[] = []
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(m.text())
      })
      page.on('pageerror', (e) => problems.push(e.message))
      const res = await page.goto(path)
      expect(res?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('h1')).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
      const title = await page.title()
      expect(title.length).toBeGreaterThan(3)
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy()
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
        new RegExp(`^http://localhost:\\d+${path === '/' ? '/?' : path}$`),
      )
      // Images carry alt text and dimensions, so nothing shifts while they load.
      for (const img of await page.locator('main img').all()) {
        expect(await img.getAttribute('alt')).toBeTruthy()
        expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0)
        expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0)
      }
      await aosSettled(page)
      const axe = await new AxeBuilder({ page }).analyze()
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
      expect(problems).toEqual([])
    })
  }

  test("the home page is served from the cache, the same bytes each time, its CSP listing its inline scripts' hashes", async ({
    request,
  }) => {
    await request.get('/')
    await expect.poll(async () => (await request.get('/')).headers()['x-site-cache']).toBe('HIT')
    const a = await request.get('/')
    const b = await request.get('/')
    expect(cacheOf(a)).toBe('HIT')
    const csp = a.headers()['content-security-policy']!
    expect(b.headers()['content-security-policy']).toBe(csp)
    const html = await a.text()
    expect(await b.text()).toBe(html)
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!
    expect(scriptSrc).not.toContain('unsafe-inline')
    expect(scriptSrc).not.toContain('nonce-')
    const scripts = html.match(/<script\b[^>]*>/gi) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).not.toContain('nonce=')
    // Each inline script's hash is listed (the browser tests of the consent notice and the pages run them under it).
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter((m) => !/\ssrc=/.test(` ${m[1]}`))
    expect(inline.length).toBeGreaterThan(0)
    for (const m of inline) expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(m[2]!).digest('base64')}'`)
    expect(csp).toContain("frame-ancestors 'self'")
    expect(a.headers()['x-content-type-options']).toBe('nosniff')
    expect(a.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(a.headers()['strict-transport-security']).toBeUndefined() // http site: no HSTS
  })

  test("a visitor's first page is requested once, from the cache and from Next alike", async ({ browser }) => {
    // Payload's Critical-CH header (its admin's colour scheme) made Chromium ask for every first page twice.
    for (const path of ['/', '/faq', '/no-such-pager-model']) {
      const context = await browser.newContext()
      const page = await context.newPage()
      const documents: string[] = []
      page.on('request', (r) => {
        if (r.resourceType() === 'document') documents.push(r.url())
      })
      await page.goto(path)
      expect(documents, path).toHaveLength(1)
      await context.close()
    }
    const context = await browser.newContext()
    const res = await context.request.get('/')
    expect(res.headers()['critical-ch']).toBeUndefined()
    expect(res.headers()['accept-ch']).toBeUndefined()
    await context.close()
  })

  test('API answers carry the baseline headers too', async ({ request }) => {
    // Visitors read no collection over REST (the site renders through the Local API): a refusal, with the headers.
    const res = await request.get('/api/pages?limit=1')
    expect(res.status()).toBe(403)
    expect(res.headers()['x-content-type-options']).toBe('nosniff')
    expect(res.headers()['x-frame-options']).toBe('SAMEORIGIN')
  })

  test('an unknown address shows the 404 page', async ({ page }) => {
    const res = await page.goto('/no-such-pager-model')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible()
  })

  test('the brochure downloads as a PDF attachment', async ({ page, request }) => {
    await page.goto('/downloads')
    const link = page.locator('a[download]').first()
    await expect(link).toBeVisible()
    const href = await link.getAttribute('href')
    const res = await request.get(href!)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toContain('application/pdf')
    expect(res.headers()['content-disposition']).toContain('attachment')
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-')
  })

  test('the sitemap lists the published pages with absolute addresses', async ({ request }) => {
    const res = await request.get('/sitemap.xml')
    expect(res.status()).toBe(200)
    const xml = await res.text()
    for (const path of DEMO_PAGES) expect(xml).toContain(`<loc>http://localhost:${new URL(res.url()).port}${path}</loc>`)
  })

  test('images come in AVIF and WebP at several widths', async ({ page }) => {
    await page.goto('/')
    const sources = page.locator('main picture source')
    expect(await sources.count()).toBeGreaterThan(0)
    const types = await sources.evaluateAll((els) => els.map((e) => e.getAttribute('type')))
    expect(types).toContain('image/avif')
    expect(types).toContain('image/webp')
    const srcset = await sources.first().getAttribute('srcset')
    expect(srcset?.split(',').length).toBeGreaterThan(1)
  })

  test('the header is keyboard reachable with a visible skip link', async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })
})

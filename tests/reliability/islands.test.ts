/**
 * Public pages rendered as islands (PAGES_AS_ISLANDS=1, server/islands.ts), against one production
 * site on SQLite: a page whose islands all have a script is rendered outside Next.js, kept by the
 * page cache like Next's pages, and works in Chromium (its islands hydrated, the header's menu, the
 * cookie notice, the header's layout, a form sent by ajax, the slider with its style sheets); a page
 * the site does not have, an address with a query and the admin stay Next's; a content change
 * reaches the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { metadataTagsOf, visibleText } from '../../bench/lib/islands/compare'
import { KNOWN_ISLANDS } from '../../src/islands/known'
import type { Page } from '@playwright/test'

import { adminHeaders, launchBrowser, rest, sleep, startSite, type Site } from './support'

let site: Site
let next: Site

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' }

beforeAll(async () => {
  ;[site, next] = await Promise.all([
    startSite({ port: 3475, env: { PAGES_AS_ISLANDS: '1' } }),
    // The same demo content served by Next alone, to compare with.
    startSite({ port: 3476, env: { PAGES_AS_ISLANDS: '0' } }),
  ])
  // The serving layer asks /readyz to start Payload; pages are rendered as islands from then on.
  for (let i = 0; i < 120 && (await fetch(`${site.url}/readyz`)).status !== 200; i++) await sleep(500)
}, 600_000)

afterAll(async () => {
  await Promise.all([site?.stop(), next?.stop()])
})

const get = (s: Site, path: string) => fetch(`${s.url}${path}`, { headers: BROWSER })

/** The page's islands React has not hydrated (yet). */
const unhydrated = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('sp-island')]
      .filter((el) => !Object.keys(el).some((k) => k.startsWith('__reactContainer$')))
      .map((el) => el.dataset.island),
  )

describe('pages as islands', () => {
  it('renders a page outside Next, and keeps it as Next’s pages are kept', async () => {
    const first = await get(site, '/faq')
    expect(first.status).toBe(200)
    expect(first.headers.get('x-page-render')).toBe('islands')
    expect(first.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/)
    const html = await first.text()
    expect(html).toContain('<sp-island data-island="HeaderRoot"')
    expect(html).not.toContain('self.__next_f')
    // From the page cache once compressed: the same page, its inline scripts allowed by their hashes.
    let again = await get(site, '/faq')
    for (let i = 0; i < 100 && !again.headers.get('content-security-policy')?.includes("'sha256-"); i++) {
      await again.arrayBuffer()
      await sleep(100)
      again = await get(site, '/faq')
    }
    expect(again.headers.get('x-page-render')).toBe('islands')
    expect(again.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/)
    expect(visibleText(await again.text())).toBe(visibleText(html))
    // What a visitor reads and the metadata are Next's.
    const nexts = await (await get(next, '/faq')).text()
    expect(visibleText(html.replaceAll(site.url, next.url))).toBe(visibleText(nexts))
    expect(metadataTagsOf(html.replaceAll(site.url, next.url))).toEqual(metadataTagsOf(nexts))
  })

  it('renders the pages with a form, the slider or the video as islands too', async () => {
    for (const path of ['/', '/contact', '/request-a-quote']) {
      const answer = await get(site, path)
      expect(answer.status, path).toBe(200)
      expect(answer.headers.get('x-page-render'), path).toBe('islands')
      await answer.arrayBuffer()
    }
  })

  it('leaves to Next an address with a query, a page the site does not have, and the admin', async () => {
    // Not kept by the page cache (a query can be a draft's resume link), so not the islands'.
    const query = await get(site, '/contact?source=newsletter')
    expect(query.status).toBe(200)
    expect(query.headers.get('x-page-render')).toBeNull()
    expect(await query.text()).toContain('self.__next_f')
    const missing = await get(site, '/no-such-page')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('x-page-render')).toBeNull()
    await missing.arrayBuffer()
    const admin = await fetch(`${site.url}/admin/login`)
    expect(admin.status).toBe(200)
    expect(admin.headers.get('x-page-render')).toBeNull()
    await admin.arrayBuffer()
  })

  it('works in Chromium: every island hydrated, the header laid out and its menu opening, the cookie notice taking a choice', async () => {
    const browser = await launchBrowser()
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
      const errors: string[] = []
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text())
      })
      page.on('pageerror', (e) => errors.push(e.message))
      await page.goto(`${site.url}/products/gp15-guest-pager-starter-kit`)
      await expect.poll(() => unhydrated(page)).toEqual([])
      // Once every island's effects have run, <html> says so (what the browser tests wait for).
      await expect.poll(() => page.locator('html').getAttribute('data-islands')).toBe('ready')
      const names = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('sp-island')].map((el) => el.dataset.island),
      )
      expect(names.filter((n) => !(KNOWN_ISLANDS as readonly (string | undefined)[]).includes(n))).toEqual([])
      // The bar's controls keep their row: some are islands, whose wrapper takes no box (the header's
      // grid once placed only its own children, and the search button fell to a second row).
      const middle = async (selector: string) => {
        const box = (await page.locator(selector).first().boundingBox())!
        return box.y + box.height / 2
      }
      const row = await middle('.site-header .brand')
      for (const control of ['.header-search', '.menu-toggle'])
        expect(Math.abs((await middle(control)) - row), control).toBeLessThan(4)
      // The toggle and the header are islands of their own, sharing the menu's state.
      await page.locator('.menu-toggle').click()
      await expect.poll(() => page.locator('.site-header').getAttribute('class')).toContain('site-header--menu-open')
      await page.keyboard.press('Escape')
      // The cookie notice is an island too: one click refuses, and the choice is stored.
      const notice = page.getByRole('region', { name: 'Cookies on this website' })
      await notice.getByRole('button', { name: 'Refuse all' }).click()
      await expect.poll(() => notice.getByRole('status').textContent()).toContain('Your choice is saved')
      const cookies = await page.context().cookies()
      expect(cookies.find((c) => c.name === 'sp_consent')?.value).toMatch(/^1\.00\./)

      // The home page's slider: its island started Swiper, styled by the style sheet the page links.
      await page.goto(site.url)
      await expect.poll(() => unhydrated(page)).toEqual([])
      const slider = page.locator('.slider .swiper').first()
      await expect.poll(() => slider.getAttribute('class')).toMatch(/swiper-initialized/)
      expect(await page.locator('link[rel="stylesheet"][href*="/_next/static/islands/SliderMount-"]').count()).toBe(1)
      expect(await slider.evaluate((el) => getComputedStyle(el).overflow)).toBe('hidden')

      // The contact form's island starts the form's script: the message goes by ajax.
      await page.goto(`${site.url}/contact`)
      await expect.poll(() => unhydrated(page)).toEqual([])
      const form = page.locator('.gform_wrapper[data-enhanced="true"] form')
      await form.locator('[name="input_1.3"]').fill('Anna')
      await form.locator('[name="input_1.6"]').fill('de Vries')
      await form.locator('[name="input_2"]').fill('anna@example.com')
      await form.locator('[name="input_4"]').fill('Brasserie Noord')
      await form.locator('[name="input_5"]').selectOption('product')
      await form.locator('[name="input_6"]').fill('Do you have pagers with a longer range?')
      await form.locator('[name="input_7.1"]').check()
      const loaded = await page.evaluate(() => performance.timeOrigin)
      await form.locator('input[type="submit"]').click()
      await expect.poll(() => page.locator('.gform_confirmation_message').textContent()).toContain('Thank you, Anna')
      expect(await page.evaluate(() => performance.timeOrigin)).toBe(loaded)
      expect(errors).toEqual([])
    } finally {
      await browser.close()
    }
  })

  it('keeps the islands of pages rendered at the same time apart', async () => {
    // A content change empties the page cache: both pages are rendered again, side by side.
    const headers = await adminHeaders(site)
    const found = await rest<{ docs: { id: number }[] }>(site, headers, 'GET', '/pages?where[path][equals]=/faq&depth=0')
    await rest(site, headers, 'PATCH', `/pages/${found.docs[0]!.id}`, { meta: { title: `FAQ ${Date.now()}` } })
    const paths = ['/products/gp15-guest-pager-starter-kit', '/faq', '/solutions/hospitality']
    const pages = await Promise.all(paths.map(async (path) => ({ path, answer: await get(site, path) })))
    for (const { path, answer } of pages) {
      expect(answer.headers.get('x-page-render'), path).toBe('islands')
      const html = await answer.text()
      // Each island names its props by index: every index has props, and none is left over.
      const indexes = [...html.matchAll(/<sp-island data-island="[^"]+" data-props="(\d+)"/g)].map((m) => Number(m[1]))
      // (The first answer's scripts carry its nonce, the JSON's too: the attributes in any order.)
      const json = /<script\b[^>]*\bid="islands"[^>]*>([^<]*)<\/script>/.exec(html)![1]!
      expect((JSON.parse(json) as unknown[]).length, path).toBe(indexes.length)
      expect(
        [...indexes].sort((a, b) => a - b),
        path,
      ).toEqual(indexes.map((_, i) => i))
      expect(html.includes('data-island="GallerySwitcher"'), path).toBe(path.startsWith('/products/'))
    }
  })

  it('shows a content change at once', async () => {
    const headers = await adminHeaders(site)
    const found = await rest<{ docs: { id: number }[] }>(site, headers, 'GET', '/pages?where[path][equals]=/faq&depth=0')
    const title = `FAQ changed ${Date.now()}`
    await rest(site, headers, 'PATCH', `/pages/${found.docs[0]!.id}`, { meta: { title } })
    const changed = await get(site, '/faq')
    expect(changed.headers.get('x-page-render')).toBe('islands')
    expect(await changed.text()).toContain(`<title>${title} | `)
  })
})

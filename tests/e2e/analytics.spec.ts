import { readFile } from 'node:fs/promises'

import { type Download, expect, type Page, test } from '@playwright/test'

import { adminFind, adminToken, refuseCookies, updateGlobal, watchThirdParties } from '../support/privacy'
import { movePointerUntil } from '../support/pointer'
import { scriptsStarted, signIn } from '../support/page'

type StoredEvent = {
  type: string
  path: string
  category: string | null
  target: string | null
  label: string | null
  createdAt: string
}

const CATEGORIES = ['download', 'tel', 'mailto', 'outbound-link', 'affiliate', 'cross-hostname'] as const

/** Events recorded since a moment, through the admin API. */
const eventsSince = (request: Parameters<typeof adminFind>[0], since: string, extra = '') =>
  adminFind<StoredEvent>(request, 'analytics-events', `where[createdAt][greater_than]=${since}${extra}&sort=createdAt`)

/** Other sites answer with a plain page; tel: and mailto: clicks are kept from leaving the browser. */
async function offline(page: Page) {
  await page.route(/^https:\/\/(?!localhost)[^/]+\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title><p>Another site</p>' }),
  )
  await page.addInitScript(() =>
    window.addEventListener('click', (e) => {
      const a = (e.target as Element).closest('a')
      if (a && /^(tel|mailto):/.test(a.getAttribute('href') ?? '')) e.preventDefault()
    }),
  )
}

test.describe('click analytics', () => {
  test.describe.configure({ mode: 'serial' })
  test.use({ viewport: { width: 1280, height: 800 } })

  test.beforeEach(async ({ context, baseURL }) => {
    // These tests are about counting, not the notice: a refusal keeps it closed (and Google Analytics off).
    await refuseCookies(context, baseURL!)
  })

  test('each category is recorded exactly once per click', async ({ page, request }) => {
    await offline(page)
    const { google, problems } = await watchThirdParties(page)
    const since = new Date().toISOString()
    const links: Record<(typeof CATEGORIES)[number], string> = {
      download: '.downloads a[download]',
      tel: 'main a[href^="tel:"]',
      mailto: 'main a[href^="mailto:"]',
      'outbound-link': 'main a[href^="https://europa.eu/"]',
      affiliate: 'main a[href^="/go/"]',
      'cross-hostname': 'main a[href^="https://shop.oproep.example"]',
    }
    for (const category of CATEGORIES) {
      await page.goto('/downloads')
      // Clicks are counted once the page's scripts run (after its first paint).
      await scriptsStarted(page)
      // E-mail addresses are protected: they become mailto links once a person moves the pointer.
      if (category === 'mailto') await movePointerUntil(page, async () => (await page.locator(links.mailto).count()) > 0)
      const link = page.locator(links[category]).first()
      await expect(link).toBeVisible()
      if (category === 'download') {
        const download = page.waitForEvent('download')
        await link.click()
        await download
      } else {
        await link.click()
      }
      if (['outbound-link', 'affiliate', 'cross-hostname'].includes(category)) {
        await expect(page.getByText('Another site')).toBeVisible()
      }
    }
    // And an internal link, which is a page view, not a click. The page's own view is counted once its
    // scripts run: a click before that leaves the page uncounted, as a visitor gone that fast would.
    await page.goto('/downloads')
    await scriptsStarted(page)
    await page.locator('main a[href="/contact"], header a[href="/contact"]').first().click()
    await expect(page).toHaveURL(/\/contact$/)

    await expect
      .poll(async () => (await eventsSince(request, since, '&where[type][equals]=click')).length, { timeout: 20_000 })
      .toBe(CATEGORIES.length)
    const clicks = await eventsSince(request, since, '&where[type][equals]=click')
    for (const category of CATEGORIES)
      expect(
        clicks.filter((e) => e.category === category),
        category,
      ).toHaveLength(1)
    for (const click of clicks) expect(click.path).toBe('/downloads')
    expect(clicks.find((e) => e.category === 'affiliate')).toMatchObject({
      target: '/go/table-cards',
      label: 'Kaartwerk table cards',
    })
    expect(clicks.find((e) => e.category === 'download')!.target).toMatch(/^\/api\/documents\/file\/.+\.pdf$/)
    expect(clicks.find((e) => e.category === 'tel')!.target).toBe('tel:+31307004120')
    expect(clicks.find((e) => e.category === 'cross-hostname')!.target).toBe('https://shop.oproep.example/')
    // One page view per page opened, the contact page included (counted once its scripts run, after
    // its first paint).
    await expect
      .poll(async () => (await eventsSince(request, since, '&where[type][equals]=pageview')).length, { timeout: 20_000 })
      .toBe(CATEGORIES.length + 2)
    const views = await eventsSince(request, since, '&where[type][equals]=pageview')
    expect(views.filter((v) => v.path === '/downloads')).toHaveLength(CATEGORIES.length + 1)
    expect(views.filter((v) => v.path === '/contact')).toHaveLength(1)
    // With analytics refused, Google hears nothing.
    expect(google).toEqual([])
    expect(problems).toEqual([])
  })

  test('a same-tab outbound link waits for the event only when the beacon could not be queued', async ({ page, request }) => {
    await offline(page)
    // Queued: the browser follows the link at once.
    await page.goto('/downloads')
    await scriptsStarted(page)
    await page.locator('main a[href^="https://europa.eu/"]').click()
    await expect(page.getByText('Another site')).toBeVisible()

    // Not queued (sendBeacon refuses): the click is held until the event is sent, then followed.
    await page.addInitScript(() => {
      navigator.sendBeacon = () => false
    })
    const since = new Date().toISOString()
    await page.goto('/downloads')
    await scriptsStarted(page)
    const prevented = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => window.addEventListener('click', (e) => resolve(e.defaultPrevented), { once: true })),
    )
    const posted = page.waitForRequest(
      (r) => r.url().endsWith('/api/analytics/collect') && r.method() === 'POST' && r.resourceType() === 'fetch',
    )
    await page.locator('main a[href^="https://shop.oproep.example"]').click()
    expect(await prevented).toBe(true)
    await posted
    await expect(page.getByText('Another site')).toBeVisible()
    await expect.poll(async () => (await eventsSince(request, since, '&where[category][equals]=cross-hostname')).length).toBe(1)
  })

  test('hash changes count as page views when hash tracking is on', async ({ page, request }) => {
    await updateGlobal(request, 'analytics-settings', { hashTracking: true })
    try {
      const since = new Date().toISOString()
      // The tracker counts the page itself first; the hash changes only count once it runs.
      const first = page.waitForRequest((r) => r.url().endsWith('/api/analytics/collect') && r.method() === 'POST')
      await page.goto('/faq')
      await first
      await page.evaluate(() => {
        location.hash = 'batteries'
      })
      await page.evaluate(() => {
        location.hash = 'support'
      })
      await expect
        .poll(async () => (await eventsSince(request, since, '&where[type][equals]=pageview')).map((e) => e.path).sort())
        .toEqual(['/faq', '/faq#batteries', '/faq#support'])
    } finally {
      await updateGlobal(request, 'analytics-settings', { hashTracking: false })
    }
  })

  test('the collector refuses malformed, oversized and cross-origin events and sets no cookie', async ({ request, baseURL }) => {
    const origin = { Origin: baseURL! }
    const post = (data: unknown, headers: Record<string, string> = origin) =>
      request.post('/api/analytics/collect', {
        headers: { 'Content-Type': 'text/plain', ...headers },
        data: typeof data === 'string' ? data : JSON.stringify(data),
      })
    // A path of this run's own: a retry (or a second run on the same data folder) finds only its own event.
    const path = `/collector-test-${Date.now()}`
    const ok = await post({ t: 'pageview', p: path })
    expect(ok.status()).toBe(204)
    expect(ok.headers()['set-cookie']).toBeUndefined()
    expect((await post({ t: 'pageview', p: path }, { Origin: 'https://evil.example' })).status()).toBe(403)
    expect((await post({ t: 'pageview', p: path }, {})).status()).toBe(403)
    for (const bad of [
      'not json',
      '[]',
      { t: 'purchase', p: '/' },
      { t: 'pageview', p: 'https://evil.example/' },
      { t: 'pageview', p: '/', ip: '203.0.113.9' },
      { t: 'click', p: '/', c: 'banner', u: 'https://x.example/' },
      { t: 'click', p: '/', c: 'tel' },
      { t: 'form_submit', p: '/' },
    ]) {
      const res = await post(bad)
      expect(res.status(), JSON.stringify(bad)).toBe(400)
      expect(((await res.json()) as { error: string }).error).toBeTruthy()
    }
    expect((await post({ t: 'pageview', p: `/${'x'.repeat(5000)}` })).status()).toBe(413)
    // Nothing of the refused requests was stored, and no address is kept with what was.
    const stored = await adminFind<StoredEvent & { visitor: string }>(
      request,
      'analytics-events',
      `where[path][equals]=${encodeURIComponent(path)}`,
    )
    expect(stored).toHaveLength(1)
    expect(stored[0]!.visitor).toMatch(/^[0-9a-f]{16}$/)
    expect(JSON.stringify(stored)).not.toMatch(/127\.0\.0\.1|::1/)
  })

  test('/go/ links redirect to their target and unknown ones show the 404 page', async ({ request }) => {
    const res = await request.get('/go/table-cards', { maxRedirects: 0 })
    expect(res.status()).toBe(302)
    expect(res.headers()['location']).toBe('https://www.example.com/kaartwerk/table-numbers?ref=oproep')
    expect(res.headers()['cache-control']).toContain('no-store')
    const missing = await request.get('/go/no-such-partner', { maxRedirects: 0 })
    expect(missing.status()).toBe(404)
    expect(await missing.text()).toContain('Page not found')
  })

  test('/recommend/ links are the same affiliate links as /go/: counted once, redirected, unknown ones 404', async ({
    page,
    request,
  }) => {
    await offline(page)
    const since = new Date().toISOString()
    await page.goto('/downloads')
    await scriptsStarted(page)
    const link = page.locator('main a[href^="/recommend/"]')
    await expect(link).toHaveAttribute('href', '/recommend/counter-signs')
    await link.click()
    await expect(page.getByText('Another site')).toBeVisible()
    expect(page.url()).toBe('https://www.example.com/bordwerk/counter-signs?ref=oproep')
    await expect
      .poll(async () => (await eventsSince(request, since, '&where[type][equals]=click')).length, { timeout: 20_000 })
      .toBe(1)
    expect((await eventsSince(request, since, '&where[type][equals]=click'))[0]).toMatchObject({
      path: '/downloads',
      category: 'affiliate',
      target: '/recommend/counter-signs',
      label: 'Bordwerk counter signs',
    })

    // One link, two prefixes: the /go/ link of the admin answers under /recommend/ as well, and the other way round.
    const both = await request.get('/recommend/table-cards', { maxRedirects: 0 })
    expect(both.status()).toBe(302)
    expect(both.headers()['location']).toBe('https://www.example.com/kaartwerk/table-numbers?ref=oproep')
    expect((await request.get('/go/counter-signs', { maxRedirects: 0 })).headers()['location']).toBe(
      'https://www.example.com/bordwerk/counter-signs?ref=oproep',
    )

    // An unknown one is the site's 404 page, in the browser too.
    const missing = await page.goto('/recommend/unknown')
    expect(missing!.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Page not found')
  })

  test('the dashboard shows recorded events, forms and choices, with CSV exports', async ({ page, request, baseURL }) => {
    // Form events as the forms script sends them (trackFormEvent): two views, one start, one submission.
    const form = { Origin: baseURL!, 'Content-Type': 'text/plain' }
    const formId = String(90_000 + (Date.now() % 10_000))
    for (const t of ['form_view', 'form_view', 'form_start', 'form_submit']) {
      const res = await request.post('/api/analytics/collect', {
        headers: form,
        data: JSON.stringify({ t, p: '/contact', f: formId }),
      })
      expect(res.status()).toBe(204)
    }
    // Anonymous visitors and the public get nothing.
    expect((await request.get('/api/analytics-events/export')).status()).toBe(401)
    expect((await request.get('/api/analytics-events')).status()).toBe(403)

    await signIn(page)
    await page.goto('/admin')
    // The admin's dashboard can drop a click made while it is still settling (its router replaces the
    // address as it starts, which ends a navigation begun meanwhile): clicked again until it opens.
    await expect(async () => {
      await page.getByRole('link', { name: 'open the analytics dashboard' }).click()
      await expect(page).toHaveURL(/\/admin\/analytics/, { timeout: 5_000 })
    }).toPass({ timeout: 45_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
    expect(Number(await page.locator('[data-total="views"]').textContent())).toBeGreaterThan(0)
    expect(Number(await page.locator('[data-total="visitors"]').textContent())).toBeGreaterThan(0)
    expect(Number(await page.locator('[data-total="clicks"]').textContent())).toBeGreaterThanOrEqual(CATEGORIES.length)
    await expect(page.getByRole('img', { name: /^Page views per day: \d+ page views in total/ })).toBeVisible()
    const topPages = page.getByRole('region', { name: 'Top pages' })
    await expect(topPages.getByRole('rowheader', { name: '/downloads' })).toBeVisible()
    const byCategory = page.getByRole('region', { name: 'Clicks by category' })
    for (const category of CATEGORIES) {
      const row = byCategory.getByRole('row', { name: new RegExp(`^${category} `) })
      expect(Number(await row.getByRole('cell').textContent()), category).toBeGreaterThanOrEqual(1)
    }
    await expect(page.getByRole('region', { name: 'Top links' })).toContainText('/go/table-cards')
    const formRow = page.getByRole('region', { name: 'Forms' }).getByRole('row', { name: new RegExp(`Form ${formId}`) })
    await expect(formRow.getByRole('cell')).toHaveText([`Form ${formId}`, '2', '1', '1', '50.0 %', '0'])
    expect(Number(await page.locator('[data-consent="refused"]').textContent())).toBeGreaterThanOrEqual(0)

    // A range without today shows nothing.
    await page.locator('input[name="from"]').fill('2020-01-01')
    await page.locator('input[name="to"]').fill('2020-01-31')
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31/)
    await expect(page.locator('[data-total="views"]')).toHaveText('0')

    // The exports, as the admin downloads them from the dashboard (for the last 30 days).
    await page.getByRole('link', { name: 'Last 30 days' }).click()
    await expect(page.locator('[data-total="views"]')).not.toHaveText('0')
    // Clicked again if no download begins: the same dropped click as above.
    const download = async (name: string) => {
      let file: Download | undefined
      await expect(async () => {
        ;[file] = await Promise.all([
          page.waitForEvent('download', { timeout: 10_000 }),
          page.getByRole('region', { name: 'Exports' }).getByRole('link', { name, exact: true }).click(),
        ])
      }).toPass({ timeout: 60_000 })
      if (!file) throw new Error(`No download for ${name}`)
      expect(file.suggestedFilename()).toMatch(/\.csv$/)
      return (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '')
    }
    const dailyLines = (await download('Daily figures')).trim().split('\r\n')
    expect(dailyLines[0]).toBe(
      'day,page views,unique visitors,clicks,download,tel,mailto,outbound-link,affiliate,cross-hostname,form views,form starts,form submissions',
    )
    expect(dailyLines).toHaveLength(31)
    expect(await download('Every event')).toContain(',click,/downloads,affiliate,/go/table-cards,')
    expect(await download('Consent log')).toMatch(/^createdAt,visitorId,decision/)
    const token = await adminToken(request)
    expect((await request.get('/api/analytics-events/export', { headers: { Authorization: `JWT ${token}` } })).status()).toBe(200)
  })
})

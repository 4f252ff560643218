import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { cacheOf, scriptsStarted, SITE_SCRIPT } from '../support/page'
import {
  adminToken,
  consentRecords,
  dataLayer,
  notice,
  storedChoice,
  updateGlobal,
  watchThirdParties,
  YOUTUBE_VIDEO,
  youtubePage,
} from '../support/privacy'

const MEASUREMENT_ID = 'G-TEST1234'
const VIDEO_TITLE = YOUTUBE_VIDEO.title
const DENIED = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }
const GRANTED = { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }

/**
 * The cookie notice: lawful by default, one click to refuse or accept, nothing
 * optional before consent (Google Analytics with a measurement id set through
 * the admin API, and YouTube tagged as marketing), Global Privacy Control as a
 * refusal, a revoke link, and a record of every choice.
 */
test.describe('cookie notice', () => {
  test.describe.configure({ mode: 'serial' })
  // The notice confirms, then hides: sooner under reduced motion, which keeps these tests short.
  test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } })

  /** A page with a YouTube video: the demo's own film plays from the site and needs no consent. */
  let videoPage = ''
  test.beforeAll(async ({ request }) => {
    await updateGlobal(request, 'analytics-settings', { measurementId: MEASUREMENT_ID })
    videoPage = await youtubePage(request)
  })
  test.afterAll(async ({ request }) => {
    // Other specs expect the defaults: no Google Analytics.
    await updateGlobal(request, 'analytics-settings', { measurementId: '' })
  })

  test('shows only once the browser has all of it, so it never grows on screen', async ({ browser, request }) => {
    // The notice comes last in the page and a browser paints pages it is still parsing: served cut
    // after the notice's title, the page must not show a half notice whose top edge would then climb.
    const html = (await (await request.get('/')).text()).replace(/<html([^>]*) class="/, '<html$1 class="cn-ask ')
    expect(html).toMatch(/<html[^>]* class="cn-ask /)
    const title = html.indexOf('id="cookie-notice-title"')
    expect(title).toBeGreaterThan(-1)
    const cut = html.indexOf('</h2>', title) + '</h2>'.length
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false })
    const page = await context.newPage()
    let body = html.slice(0, cut)
    await page.route('**/', (route) => route.fulfill({ status: 200, contentType: 'text/html', body }))
    try {
      await page.goto('/')
      await expect(page.locator('#cookie-notice-title')).toHaveCount(1)
      await expect(notice(page)).toBeHidden()
      body = html
      await page.goto('/')
      await expect(notice(page)).toBeVisible()
    } finally {
      await context.close()
    }
  })

  test('asks on the first visit: a labelled region over the page, equal buttons, axe-clean, header uncovered', async ({
    page,
  }) => {
    const { google, youtube, problems } = await watchThirdParties(page)
    await page.goto('/')
    const region = notice(page)
    await expect(region).toBeVisible()
    const refuse = region.getByRole('button', { name: 'Refuse all' })
    const accept = region.getByRole('button', { name: 'Accept all' })
    // Equal weight: same size, same colours, same type.
    const look = (b: typeof refuse) =>
      b.evaluate((el) => {
        const s = getComputedStyle(el)
        const r = el.getBoundingClientRect()
        return [s.backgroundColor, s.color, s.fontSize, s.fontWeight, s.borderWidth, Math.round(r.height), el.className]
      })
    expect(await look(refuse)).toEqual(await look(accept))
    // Over the page, at the bottom, never over the header.
    expect(await region.evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    const header = await page.locator('header').first().boundingBox()
    const box = await region.boundingBox()
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height)
    expect(Math.round(box!.y + box!.height)).toBe(800)
    // Links to the policies, nothing ticked anywhere.
    await expect(region.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy')
    await expect(region.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/cookie-policy')
    const axe = await new AxeBuilder({ page }).include('[data-cookie-notice]').analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    // Consent Mode v2: all four signals denied before any tag, and no tag.
    expect((await dataLayer(page))[0]).toEqual(['consent', 'default', DENIED])
    expect(google).toEqual([])
    expect(youtube).toEqual([])
    expect(await storedChoice(page.context())).toBeNull()
    expect(problems).toEqual([])
  })

  test('refusing is one click, and is remembered and recorded', async ({ page, request }) => {
    const { google, youtube, problems } = await watchThirdParties(page)
    await page.goto(videoPage)
    await notice(page).getByRole('button', { name: 'Refuse all' }).click()
    await expect(notice(page).getByRole('status')).toContainText('Your choice is saved')
    await expect(notice(page)).toBeHidden()
    const choice = await storedChoice(page.context())
    expect(choice).toMatchObject({ analytics: false, marketing: false, method: 'refuse' })
    // The cookie lives as long as the refusal setting (182 days by default).
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sp_consent')!
    expect((cookie.expires * 1000 - Date.now()) / 86_400_000).toBeCloseTo(182, 0)
    expect(cookie.sameSite).toBe('Lax')

    await page.reload()
    await expect(notice(page)).toBeHidden()
    await page.getByRole('group', { name: `Play: ${VIDEO_TITLE}` }).scrollIntoViewIfNeeded()
    await expect(page.locator('.video__frame img')).toHaveCount(0)
    expect(google).toEqual([])
    expect(youtube).toEqual([])
    await expect
      .poll(async () => (await consentRecords(request, choice!.id)).map((r) => [r.decision, r.method]))
      .toEqual([['refused', 'refuse']])
    const [record] = await consentRecords(request, choice!.id)
    expect(record!.version).toBe(choice!.version)
    expect(record!.path).toBe(videoPage)
    expect(problems).toEqual([])
  })

  test('a button pressed before the page’s scripts have started still counts, once they have', async ({ page }) => {
    // The framework's scripts held back, as on a slow phone: the notice is there, React is not yet.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(SITE_SCRIPT, async (route) => {
      await held
      await route.continue()
    })
    // (Held scripts hold back DOMContentLoaded too: the page is used as soon as it is on screen.)
    await page.goto('/', { waitUntil: 'commit' })
    await notice(page).getByRole('button', { name: 'Refuse all' }).click({ noWaitAfter: true })
    expect(await storedChoice(page.context())).toBeNull()
    release()
    await expect(notice(page).getByRole('status')).toContainText('Your choice is saved')
    await expect(notice(page)).toBeHidden()
    expect(await storedChoice(page.context())).toMatchObject({ analytics: false, marketing: false, method: 'refuse' })
  })

  test('a button pressed just as the notice starts counts too', async ({ page, request }) => {
    // The moment the early script stops holding clicks (the notice's commit), a click goes to React's
    // own handler, which may be before React has run the notice's other effects (seen on a busy
    // machine: the click was lost). The click comes exactly then, before those effects.
    await page.addInitScript(() => {
      let ready = false
      Object.defineProperty(window, '__spConsentReady', {
        configurable: true,
        get: () => ready,
        set(value: boolean) {
          ready = value
          document.querySelector<HTMLElement>('[data-consent-choice="refuse"]')?.click()
        },
      })
    })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/')
    await expect(notice(page).getByRole('status')).toContainText('Your choice is saved')
    await expect(notice(page)).toBeHidden()
    const choice = await storedChoice(page.context())
    expect(choice).toMatchObject({ analytics: false, marketing: false, method: 'refuse' })
    await expect
      .poll(async () => (await consentRecords(request, choice!.id)).map((r) => [r.decision, r.method]))
      .toEqual([['refused', 'refuse']])
    expect(errors).toEqual([])
  })

  test('nothing reaches Google Analytics or YouTube before consent; accepting is one click and both then work', async ({
    page,
    request,
  }) => {
    const { google, youtube, problems } = await watchThirdParties(page)
    await page.goto(videoPage)
    await page.locator('.video-block').scrollIntoViewIfNeeded()
    // Not even YouTube's thumbnail: a plain box until marketing cookies are allowed.
    await expect(page.locator('.video__frame img')).toHaveCount(0)
    await page.waitForLoadState('networkidle')
    expect(google).toEqual([])
    expect(youtube).toEqual([])

    await notice(page).getByRole('button', { name: 'Accept all' }).click()
    await expect(notice(page)).toBeHidden()
    // Google Analytics: Consent Mode updated, then gtag.js with the measurement id (allowed by this page's CSP).
    await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagLoaded?: number }).__gtagLoaded)).toBe(1)
    expect(google).toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`])
    const layer = await dataLayer(page)
    expect(layer).toContainEqual(['consent', 'update', GRANTED])
    expect(layer).toContainEqual(['config', MEASUREMENT_ID, { send_page_view: false }])
    expect(layer.findIndex((a) => a[1] === 'update')).toBeLessThan(layer.findIndex((a) => a[0] === 'config'))
    // YouTube: the thumbnail, then the player on a click.
    await expect(page.locator('.video__frame img')).toHaveAttribute('src', /^https:\/\/i\.ytimg\.com\//)
    await page.getByRole('button', { name: `Play: ${VIDEO_TITLE}` }).click()
    const player = page.locator('.video__frame iframe')
    await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//)
    await expect(player.contentFrame().getByText('The player')).toBeVisible()

    const choice = await storedChoice(page.context())
    expect(choice).toMatchObject({ analytics: true, marketing: true, method: 'accept' })
    await expect.poll(async () => (await consentRecords(request, choice!.id)).map((r) => r.decision)).toEqual(['accepted'])

    // The next page: Google Analytics straight away, with the stored choice.
    await page.goto('/contact')
    await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagLoaded?: number }).__gtagLoaded)).toBe(1)
    expect((await dataLayer(page)).slice(0, 2)).toEqual([
      ['consent', 'default', DENIED],
      ['consent', 'update', GRANTED],
    ])
    expect(problems).toEqual([])
  })

  test('the video offers to allow YouTube before anything of YouTube’s loads', async ({ page, request }) => {
    const { youtube } = await watchThirdParties(page)
    await page.goto(videoPage)
    await scriptsStarted(page)
    const prompt = page.getByRole('group', { name: `Play: ${VIDEO_TITLE}` })
    await prompt.scrollIntoViewIfNeeded()
    await expect(prompt).toContainText('YouTube')
    expect(youtube).toEqual([])
    await prompt.getByRole('button', { name: 'Allow YouTube and play' }).click()
    await expect(page.locator('.video__frame iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//)
    // The notice is answered by this choice: YouTube alone, not the marketing category.
    await expect(notice(page)).toBeHidden()
    const choice = await storedChoice(page.context())
    expect(choice).toMatchObject({ analytics: false, marketing: false, vendors: ['youtube'], method: 'video' })
    await expect
      .poll(async () => (await consentRecords(request, choice!.id)).map((r) => [r.decision, r.method]))
      .toEqual([['partial', 'video']])
  })

  test('the settings dialog offers the categories with nothing ticked, and saves a partial choice', async ({ page }) => {
    const { google } = await watchThirdParties(page)
    await page.goto('/about')
    await notice(page).getByRole('button', { name: 'Choose' }).click()
    const dialog = page.getByRole('dialog', { name: 'Choose which cookies we may use' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('checkbox', { name: /Strictly necessary/ })).toBeChecked()
    await expect(dialog.getByRole('checkbox', { name: /Strictly necessary/ })).toBeDisabled()
    await expect(dialog.getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked()
    await expect(dialog.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked()
    const axe = await new AxeBuilder({ page }).include('dialog').analyze()
    expect(axe.violations.map((v) => v.id)).toEqual([])
    // Escape goes back to the notice without choosing.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(notice(page)).toBeVisible()
    expect(await storedChoice(page.context())).toBeNull()

    await notice(page).getByRole('button', { name: 'Choose' }).click()
    await dialog.getByRole('checkbox', { name: 'Analytics' }).check()
    await dialog.getByRole('button', { name: 'Save my choices' }).click()
    await expect(dialog).toBeHidden()
    await expect(notice(page)).toBeHidden()
    expect(await storedChoice(page.context())).toMatchObject({ analytics: true, marketing: false, method: 'save' })
    await expect.poll(() => google.length).toBe(1)
    expect(await dataLayer(page)).toContainEqual([
      'consent',
      'update',
      { ad_storage: 'denied', analytics_storage: 'granted', ad_user_data: 'denied', ad_personalization: 'denied' },
    ])
  })

  test('the revoke link reopens the notice, and a new choice replaces the old', async ({ page, request }) => {
    await watchThirdParties(page)
    await page.goto('/faq')
    await notice(page).getByRole('button', { name: 'Accept all' }).click()
    await expect(notice(page)).toBeHidden()
    const first = await storedChoice(page.context())
    expect(first).toMatchObject({ analytics: true, marketing: true })

    const revoke = page.locator('footer').getByRole('button', { name: 'Cookie settings' })
    await revoke.click()
    await expect(notice(page)).toBeVisible()
    await expect(notice(page)).toBeFocused()
    // Keyboard only from here: Tab to "Refuse all", Enter.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Refuse all') break
    }
    await expect(notice(page).getByRole('button', { name: 'Refuse all' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(notice(page)).toBeHidden()
    // Focus goes back to the link that opened the notice.
    await expect(revoke).toBeFocused()
    const second = await storedChoice(page.context())
    expect(second).toMatchObject({ id: first!.id, analytics: false, marketing: false, method: 'refuse' })
    expect((await page.context().cookies()).filter((c) => c.name === 'sp_consent')).toHaveLength(1)
    await expect
      .poll(async () => (await consentRecords(request, first!.id)).map((r) => r.decision))
      .toEqual(['accepted', 'refused'])
  })

  test('a change of choice can be followed by a redirect, as the settings say', async ({ page }) => {
    await updateGlobal(page.request, 'consent-settings', { afterChange: 'redirect', redirectUrl: '/about' })
    try {
      await watchThirdParties(page)
      await page.goto('/faq')
      await notice(page).getByRole('button', { name: 'Accept all' }).click()
      await expect(page).toHaveURL(/\/about$/)
      expect(await storedChoice(page.context())).toMatchObject({ analytics: true, marketing: true })
    } finally {
      await updateGlobal(page.request, 'consent-settings', { afterChange: 'nothing' })
    }
  })

  test('the legacy accept-on-scroll option works when an admin turns it on (it is off by default)', async ({ page }) => {
    await updateGlobal(page.request, 'consent-settings', { acceptOnScroll: true, scrollOffset: 200 })
    try {
      await watchThirdParties(page)
      await page.goto('/products')
      await expect(notice(page)).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('data-antispam-cookies', 'alternative')
      await page.mouse.wheel(0, 600)
      await expect(notice(page)).toBeHidden()
      expect(await storedChoice(page.context())).toMatchObject({ analytics: true, marketing: true, method: 'scroll' })
      // The anti-spam guard may now use its browser cookies.
      await expect(page.locator('html')).toHaveAttribute('data-antispam-cookies', 'native')
    } finally {
      await updateGlobal(page.request, 'consent-settings', { acceptOnScroll: false })
    }
  })

  test('closing the notice refuses', async ({ page, request }) => {
    await watchThirdParties(page)
    await page.goto('/contact')
    await notice(page).getByRole('button', { name: 'Close: refuse optional cookies' }).click()
    await expect(notice(page)).toBeHidden()
    const choice = await storedChoice(page.context())
    expect(choice).toMatchObject({ analytics: false, marketing: false, method: 'close' })
    await expect.poll(async () => (await consentRecords(request, choice!.id)).map((r) => r.method)).toEqual(['close'])
  })

  test('hides over the hide time without reduced motion', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, reducedMotion: 'no-preference' })
    const page = await context.newPage()
    await watchThirdParties(page)
    await page.goto('/products')
    await notice(page).getByRole('button', { name: 'Refuse all' }).click()
    await expect(page.locator('html')).toHaveClass(/\bcn-hiding\b/)
    expect(await notice(page).evaluate((el) => getComputedStyle(el).animationDuration)).toBe('3s')
    // The page is usable while the notice fades: it lets clicks through.
    expect(await notice(page).evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none')
    await expect(notice(page)).toBeHidden()
    await expect(page.locator('html')).not.toHaveClass(/\bcn-hiding\b/)
    await context.close()
  })

  for (const [label, options] of [
    ['the Sec-GPC header', { extraHTTPHeaders: { 'Sec-GPC': '1' } }],
    ['navigator.globalPrivacyControl', { gpcScript: true }],
  ] as const) {
    test(`Global Privacy Control counts as a refusal: ${label}`, async ({ browser, baseURL, request }) => {
      const context = await browser.newContext({
        baseURL,
        reducedMotion: 'reduce',
        ...('extraHTTPHeaders' in options ? { extraHTTPHeaders: options.extraHTTPHeaders } : {}),
      })
      if ('gpcScript' in options) {
        await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }))
      }
      const page = await context.newPage()
      const { google, youtube, problems } = await watchThirdParties(page)
      await page.goto('/')
      await expect(page.locator('html')).toHaveClass(/\bcn-done\b/)
      await expect(notice(page)).toBeHidden()
      await expect.poll(async () => (await storedChoice(context))?.method).toBe('gpc')
      const choice = await storedChoice(context)
      expect(choice).toMatchObject({ analytics: false, marketing: false })
      await expect
        .poll(async () => (await consentRecords(request, choice!.id)).map((r) => [r.decision, r.method]))
        .toEqual([['refused', 'gpc']])
      // Recorded once, not on every page.
      await page.goto('/about')
      await page.waitForLoadState('networkidle')
      expect(await consentRecords(request, choice!.id)).toHaveLength(1)
      // Opening the notice explains instead of offering to accept.
      await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click()
      await expect(notice(page)).toContainText('Global Privacy Control')
      await expect(notice(page).getByRole('button', { name: 'Accept all' })).toHaveCount(0)
      await notice(page).getByRole('button', { name: 'OK' }).click()
      await expect(notice(page)).toBeHidden()
      await expect(page.locator('footer').getByRole('button', { name: 'Cookie settings' })).toBeFocused()
      // The video cannot be allowed either.
      await page.goto(await youtubePage(request))
      await scriptsStarted(page)
      const prompt = page.getByRole('group', { name: `Play: ${VIDEO_TITLE}` })
      await prompt.scrollIntoViewIfNeeded()
      await expect(prompt).toContainText('Global Privacy Control')
      await expect(prompt.getByRole('button')).toHaveCount(0)
      await page.waitForLoadState('networkidle')
      expect(google).toEqual([])
      expect(youtube).toEqual([])
      expect(problems).toEqual([])
      await context.close()
    })
  }

  test('a post from the consent endpoint with Sec-GPC is recorded as a refusal', async ({ request, baseURL }) => {
    const id = `GpcHeaderVisitor${Date.now().toString(36)}`.slice(0, 30)
    const res = await request.post('/api/consent', {
      headers: { Origin: baseURL!, 'Sec-GPC': '1' },
      data: { id, analytics: true, marketing: true, version: 1, method: 'accept', path: '/' },
    })
    expect(res.status()).toBe(204)
    expect((await consentRecords(request, id)).map((r) => [r.decision, r.method])).toEqual([['refused', 'gpc']])
  })

  test('the consent endpoint refuses other sites and malformed choices', async ({ request, baseURL }) => {
    const good = { id: 'WellFormedVisitorId0001', analytics: false, marketing: false, version: 1, method: 'refuse', path: '/' }
    expect((await request.post('/api/consent', { headers: { Origin: 'https://evil.example' }, data: good })).status()).toBe(403)
    expect((await request.post('/api/consent', { data: good })).status()).toBe(403)
    for (const bad of [
      { ...good, analytics: 'yes' },
      { ...good, id: 'x' },
      { ...good, ip: '203.0.113.1' },
      { ...good, version: 999 },
    ]) {
      expect((await request.post('/api/consent', { headers: { Origin: baseURL! }, data: bad })).status()).toBe(400)
    }
    const huge = await request.post('/api/consent', {
      headers: { Origin: baseURL!, 'Content-Type': 'application/json' },
      data: JSON.stringify({ ...good, path: `/${'x'.repeat(5000)}` }),
    })
    expect(huge.status()).toBe(413)
  })

  test('the consent log exports as CSV for staff only', async ({ request }) => {
    expect((await request.get('/api/consent-records/export')).status()).toBe(401)
    const token = await adminToken(request)
    const res = await request.get('/api/consent-records/export', { headers: { Authorization: `JWT ${token}` } })
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toContain('text/csv')
    expect(res.headers()['content-disposition']).toMatch(
      /attachment; filename="consent-log_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv"/,
    )
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('createdAt,visitorId,decision,analytics,marketing,youtube,method,version,path')
    for (const method of ['refuse', 'accept', 'video', 'save', 'close', 'gpc']) {
      expect(
        lines.some((l) => l.split(',')[6] === method),
        method,
      ).toBe(true)
    }
    // No addresses or browsers in the proof.
    expect(lines.join('\n')).not.toMatch(/127\.0\.0\.1|::1|Chrome/)
  })

  test('cached pages carry no decision: the browser makes it', async ({ request }) => {
    await request.get('/solutions')
    await expect.poll(async () => cacheOf(await request.get('/solutions'))).toBe('HIT')
    const refused = await request.get('/solutions', {
      headers: { Cookie: 'sp_consent=1.00.1.1790000000.AbCdEfGhIjKlMnOpQrStUv.refuse' },
    })
    const fresh = await request.get('/solutions')
    expect(cacheOf(refused)).toBe('HIT')
    for (const res of [refused, fresh]) {
      const html = await res.text()
      expect(html).toContain('data-cookie-notice')
      expect(/<html[^>]*>/.exec(html)![0]).not.toMatch(/cn-(ask|done)/)
    }
  })
})

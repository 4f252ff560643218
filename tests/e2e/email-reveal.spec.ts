import { expect, test, type Page } from '@playwright/test'

import { scriptsStarted } from '../support/page'
import { refuseCookies } from '../support/privacy'

/**
 * Protected e-mail addresses for readers who never touch a pointer: the address appears on the
 * first sign of a person that needs none (focus, scroll, touch, key) or after a short idle time
 * once the page has loaded, while the HTML still never carries it. A link with its own text
 * ("E-mail us") keeps that text: only its href becomes mailto:. The decoder's popup closes with
 * the spec's 1,000 ms close delay after its 3 s.
 */

const ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/
const footerEmail = (page: Page) => page.locator('.site-footer__company a.sp-email')

for (const width of [1440, 390] as const) {
  test.describe(`protected addresses without a pointer at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the contact page shows its addresses after a short idle time; "E-mail us" keeps its label', async ({
      page,
      request,
      baseURL,
    }) => {
      await refuseCookies(page.context(), baseURL!)
      const html = await (await request.get('/contact')).text()
      expect(html).not.toMatch(ADDRESS)
      expect(html).not.toContain('mailto:')

      // No mouse move, no click, no key: a reader who only looks.
      await page.goto('/contact')
      const line = page.locator('main p', { hasText: 'E-mail:' }).locator('a.sp-email').first()
      await expect(line).toHaveText('info@oproep.example')
      await expect(line).toHaveAttribute('href', 'mailto:info@oproep.example')
      await expect(footerEmail(page)).toHaveText('info@oproep.example')
      await expect(page.locator('a[data-sp-email]')).toHaveCount(0)

      const button = page.locator('main a.button', { hasText: 'E-mail us' })
      await expect(button).toHaveAttribute('href', 'mailto:info@oproep.example')
      await expect(button).toHaveText('E-mail us')
      await expect(button).toHaveAccessibleName('E-mail us')
      await line.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `test-results/shots/contact-idle-reveal-${width}.png` })
    })
  })
}

test('a scroll is a sign of a person too: the address is decoded with the scroll counted', async ({ page }) => {
  const bodies: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/api/antispam/v1/decode_email')) bodies.push(r.postData() ?? '')
  })
  await page.goto('/contact')
  // A wheel turned before the page's script listens is not seen; the idle time would then decode
  // with no scroll counted.
  await scriptsStarted(page)
  await page.mouse.wheel(0, 400)
  await expect(footerEmail(page)).toHaveAttribute('href', 'mailto:info@oproep.example')
  const sent = JSON.parse(bodies[0]!) as { js_data: { scrolls: number } }
  expect(sent.js_data.scrolls).toBeGreaterThan(0)
})

test('a plain HTTP client with a fresh page token and no interaction gets no address', async ({ request }) => {
  // What a scraper that copies the calls would do: a token, then decode at once.
  const html = await (await request.get('/contact')).text()
  const nonce = /data-sp-nonce="([^"]+)"/.exec(html)![1]!
  const encoded = /data-sp-email="([^"]+)"/.exec(html)![1]!
  const origin = test.info().project.use.baseURL!
  const post = (path: string, data: unknown) =>
    request.post(`/api/antispam/v1/${path}`, { headers: { 'X-SP-Nonce': nonce, Origin: origin }, data })
  const token = ((await (await post('event_token', {})).json()) as { data: { event_token: string } }).data.event_token
  const answer = (await (
    await post('decode_email', {
      encodedEmails: JSON.stringify({ [encoded]: encoded }),
      event_token: token,
      js_data: { mouse: [], keys: 0, scrolls: 0, focuses: 0, touches: 0 },
    })
  ).json()) as { data: { is_allowed: boolean; decoded_email: string }[] }
  expect(answer.data[0]).toMatchObject({ is_allowed: false, decoded_email: '' })
})

test('the decoder’s popup closes with its 1,000 ms close delay after showing for 3 s', async ({ page }) => {
  await page.route('**/api/antispam/v1/decode_email', (route) => route.fulfill({ status: 500, body: 'oops' }))
  await page.goto('/contact')
  // The decoder answers clicks once the page's scripts run (after its first paint).
  await scriptsStarted(page)
  await footerEmail(page).click()
  const popup = page.locator('.sp-email-popup')
  await expect(popup).toHaveText('The e-mail address could not be fetched: the server did not answer. Please try again.')
  await expect(popup).toHaveAttribute('data-state', 'open')
  expect(await popup.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('1s')
  // It closes over the delay (still there, fading) and only then goes.
  await expect(popup).toHaveAttribute('data-state', 'closing')
  await expect(popup).toHaveCount(0)
})

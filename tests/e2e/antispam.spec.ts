import http from 'node:http'

import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, test, type Page } from '@playwright/test'

import { scriptsStarted, SITE_SCRIPT } from '../support/page'
import { movePointerUntil } from '../support/pointer'

import { E2E } from '../../playwright.config'

/**
 * The self-hosted anti-spam guard as visitors meet it: protected e-mail addresses (no
 * readable address in the HTML, the real one after interaction, the nonce refreshed once on
 * a 403, the popup when decoding fails), a real visitor's form submission stored as an
 * ordinary entry (the invisible ALTCHA solved in the browser), the blocked dialog, and a
 * plain HTTP bot's post kept as spam.
 */

const ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/

async function adminAuth(request: APIRequestContext) {
  const res = await request.post('/api/users/login', { data: { email: E2E.adminEmail, password: E2E.adminPassword } })
  expect(res.status()).toBe(200)
  return { Authorization: `JWT ${((await res.json()) as { token: string }).token}` }
}

async function latestEntry(request: APIRequestContext) {
  const res = await request.get('/api/form-entries?sort=-createdAt&limit=1&depth=0', { headers: await adminAuth(request) })
  expect(res.status()).toBe(200)
  return (
    (await res.json()) as {
      docs: { status: string; values: Record<string, string>; spamCheck?: { decision?: string; reasons?: string } }[]
    }
  ).docs[0]!
}

async function fillContact(page: Page, email: string) {
  const field = (name: string) => page.locator(`.gform_wrapper form [name="${name}"]`)
  await field('input_1.3').fill('Anna')
  await field('input_1.6').fill('de Vries')
  await field('input_2').fill(email)
  await field('input_4').fill('Brasserie Noord')
  await field('input_5').selectOption('product')
  await field('input_6').fill('Do you have pagers with a longer range?')
  await field('input_7.1').check()
}

const footerEmail = (page: Page) => page.locator('.site-footer__company a.sp-email')

test.describe('protected e-mail addresses', () => {
  test('the HTML has no readable address; the browser shows the real one after the visitor moves', async ({ page, request }) => {
    for (const path of ['/', '/contact', '/privacy-policy']) {
      const html = await (await request.get(path)).text()
      expect(html, path).not.toMatch(ADDRESS)
      expect(html, path).not.toContain('mailto:')
      expect(html, path).toContain('data-sp-email="spe1')
    }
    await page.goto('/contact')
    const link = footerEmail(page)
    await expect(link).toHaveAccessibleName('E-mail address hidden from robots: activate to show it')
    // What the eye sees is the masked address; the name does not repeat it (WCAG 2.5.3: no aria-label that leaves it out).
    await expect(link.locator('[aria-hidden="true"]')).toHaveText('i••• at o•••.example')
    expect(await link.getAttribute('aria-label')).toBeNull()
    await movePointerUntil(page, async () => ((await link.getAttribute('href')) ?? '').startsWith('mailto:'))
    await expect(link).toHaveAttribute('href', 'mailto:info@oproep.example')
    await expect(link).toHaveText('info@oproep.example')
    await expect(link).toHaveAccessibleName('info@oproep.example')
    // The contact page's own addresses too: the hero's "E-mail us" keeps its text and names the address.
    const hero = page.locator('main a.sp-email--decoded').first()
    await expect(hero).toHaveAttribute('href', /^mailto:.+@oproep\.example$/)
    await expect(page.locator('a[data-sp-email]')).toHaveCount(0)
  })

  test('a keyboard user reaches the address and it is decoded on focus', async ({ page }) => {
    await page.goto('/contact')
    await footerEmail(page).focus()
    await expect(footerEmail(page)).toHaveAttribute('href', 'mailto:info@oproep.example')
  })

  test('on a 403 the page asks for a fresh nonce once and retries once', async ({ page }) => {
    let decodes = 0
    let nonces = 0
    await page.route('**/api/antispam/v1/decode_email', async (route) => {
      decodes++
      if (decodes === 1) return route.fulfill({ status: 403, contentType: 'application/json', body: '{"success":false}' })
      return route.continue()
    })
    page.on('request', (req) => {
      if (req.url().includes('/api/antispam/v1/nonce')) nonces++
    })
    await page.goto('/contact')
    await movePointerUntil(page, async () => ((await footerEmail(page).getAttribute('href')) ?? '').startsWith('mailto:'))
    await expect(footerEmail(page)).toHaveAttribute('href', 'mailto:info@oproep.example')
    expect(decodes).toBe(2)
    expect(nonces).toBe(1)
  })

  test('a failed decoding logs the spec’s message and a click shows a popup that hides again', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    await page.route('**/api/antispam/v1/decode_email', (route) => route.fulfill({ status: 500, body: 'oops' }))
    await page.goto('/contact')
    // The decoder answers clicks once the page's scripts run (after its first paint).
    await scriptsStarted(page)
    await footerEmail(page).click()
    const popup = page.locator('.sp-email-popup')
    await expect(popup).toHaveText('The e-mail address could not be fetched: the server did not answer. Please try again.')
    expect(errors).toContain('Anti-spam: internal server error (500).')
    await expect(popup).toBeHidden()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(footerEmail(page)).toHaveAttribute('href', '#')
  })
})

test.describe('forms and the guard', () => {
  test('a visitor’s message is stored as an ordinary entry, the invisible captcha solved on the way', async ({
    page,
    request,
  }) => {
    const posts: string[] = []
    page.on('request', (req) => {
      if (req.url().includes('/next/forms/ajax') && req.method() === 'POST') posts.push(req.postData() ?? '')
    })
    await page.goto('/contact')
    await expect(page.locator('.gform_wrapper[data-enhanced="true"]')).toBeVisible()
    await fillContact(page, 'anna@brasserie-noord.example')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.locator('.gform_confirmation_message')).toContainText('Thank you, Anna.')
    expect(posts).toHaveLength(1)
    expect(posts[0]).toMatch(/name="g-recaptcha-response"\r\n\r\n[A-Za-z0-9+/=]{40,}/)
    expect(posts[0]).toMatch(/name="sp_event_token"\r\n\r\n[0-9a-f]{64}\r\n/)
    const entry = await latestEntry(request)
    expect(entry.values['2']).toBe('anna@brasserie-noord.example')
    expect(entry.status).toBe('active')
    expect(entry.spamCheck?.decision).toBe('allow')
  })

  test('a blocked sender sees a dialog with the reason, and the script stops', async ({ page, request }) => {
    const auth = await adminAuth(request)
    // The sender's address on the deny list (a denied e-mail address is stopped at its field before
    // the post: antispam-calls.spec.ts). The test's browser comes from this machine.
    const deny = (ips: string) =>
      request.post('/api/globals/antispam-settings', { headers: auth, data: { deny: { ips, emails: '', domains: '' } } })
    await page.goto('/contact')
    await expect(page.locator('.gform_wrapper[data-enhanced="true"]')).toBeVisible()
    expect((await deny('127.0.0.1\n::1')).status()).toBe(200)
    try {
      await fillContact(page, 'someone@blocked.example')
      await page.getByRole('button', { name: 'Send message' }).click()
      const dialog = page.getByRole('dialog', { name: 'Your message was not sent' })
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText('Your submission was blocked by the site’s spam protection.')
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
      await page.screenshot({ path: 'test-results/antispam-blocked-dialog.png' })
      const axe = await new AxeBuilder({ page }).include('#sp-blocked-modal').analyze()
      expect(axe.violations.map((v) => v.id)).toEqual([])
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
      // stop_script 1: the form script let go of the form.
      await expect(page.locator('.gform_wrapper')).not.toHaveAttribute('data-enhanced', 'true')
    } finally {
      await deny('')
    }
  })

  test('a plain HTTP post (no JavaScript, no browser) is answered like any other and kept as spam', async ({ request, page }) => {
    await page.goto('/contact')
    const id = Number(await page.locator('.gform_wrapper').first().getAttribute('data-form-id'))
    const res = await request.post('/contact', {
      headers: { 'user-agent': 'python-requests/2.32.3' },
      multipart: {
        [`is_submit_${id}`]: '1',
        gform_submit: String(id),
        [`gform_source_page_number_${id}`]: '1',
        [`gform_target_page_number_${id}`]: '0',
        'input_1.3': 'Bot',
        'input_1.6': 'McBot',
        input_2: 'bot@spam.example',
        input_5: 'product',
        input_6: 'Cheap pagers https://spam.example https://spam.example/2 https://spam.example/3',
        'input_7.1': '1',
      },
    })
    expect(res.status()).toBe(200)
    expect(await res.text()).toContain('Thank you, Bot.')
    const entry = await latestEntry(request)
    expect(entry.values['2']).toBe('bot@spam.example')
    expect(entry.status).toBe('spam')
    expect(entry.spamCheck?.reasons).toMatch(/non-browser/)
  })
})

test.describe('protected e-mail addresses: popups and the click before decoding', () => {
  const popup = (page: Page) => page.locator('.sp-email-popup')

  /** Records mailto: links the page follows, without leaving it for a mail program. */
  async function recordFollowedLinks(page: Page) {
    await page.evaluate(() => {
      const w = window as unknown as { __followed: string[] }
      w.__followed = []
      document.addEventListener('click', (e) => {
        const a = (e.target as Element | null)?.closest?.('a')
        if (a && a.href.startsWith('mailto:')) {
          w.__followed.push(a.href)
          e.preventDefault()
        }
      })
    })
  }
  const followed = (page: Page) => page.evaluate(() => (window as unknown as { __followed: string[] }).__followed)

  test('a click before decoding decodes first (with the page token), then follows the link', async ({ page }) => {
    const decodeBodies: string[] = []
    page.on('request', (req) => {
      if (req.url().endsWith('/api/antispam/v1/decode_email')) decodeBodies.push(req.postData() ?? '')
    })
    await page.goto('/contact')
    // The decoder answers clicks once the page's scripts run (after its first paint).
    await scriptsStarted(page)
    await recordFollowedLinks(page)
    await expect(footerEmail(page)).toHaveAttribute('href', '#')
    await footerEmail(page).click()
    await expect(footerEmail(page)).toHaveAttribute('href', 'mailto:info@oproep.example')
    await expect.poll(() => followed(page)).toEqual(['mailto:info@oproep.example'])
    expect(JSON.parse(decodeBodies[0]!)).toMatchObject({ event_token: expect.stringMatching(/^[0-9a-f]{64}$/) })
  })

  test('an address the server does not show gives the “blocked” popup, which hides again', async ({ page }) => {
    await page.route('**/api/antispam/v1/decode_email', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { encodedEmails: string }
      const data = Object.keys(JSON.parse(body.encodedEmails) as object).map((e) => ({
        encoded_email: e,
        decoded_email: '',
        is_allowed: false,
        comment: 'This address is not shown to automated visitors.',
      }))
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data }) })
    })
    await page.goto('/contact')
    // The decoder answers clicks once the page's scripts run (after its first paint).
    await scriptsStarted(page)
    await recordFollowedLinks(page)
    await footerEmail(page).click()
    await expect(popup(page)).toHaveText('This e-mail address is only shown to visitors of this page. Please try again.')
    await expect(popup(page)).toHaveAttribute('role', 'status')
    await page.screenshot({ path: 'test-results/antispam-email-popup.png' })
    await expect(popup(page)).toHaveCount(0)
    expect(await followed(page)).toEqual([])
    await expect(footerEmail(page)).toHaveAttribute('href', '#')
  })

  test('an address that cannot be decoded gives its popup, which hides again', async ({ page }) => {
    await page.goto('/contact')
    // The decoder answers clicks once the page's scripts run (after its first paint).
    await scriptsStarted(page)
    // A damaged token, as a broken cache or an edited page would carry: the real server cannot decode it.
    await footerEmail(page).evaluate((a) => a.setAttribute('data-sp-email', 'spe1damaged'))
    await footerEmail(page).click()
    await expect(popup(page)).toHaveText('This e-mail address could not be shown.')
    await expect(popup(page)).toHaveCount(0)
  })

  test('when the automatic decoding after the visitor moved failed, a click on the address shows the popup', async ({ page }) => {
    await page.route('**/api/antispam/v1/decode_email', (route) => route.fulfill({ status: 500, body: 'oops' }))
    await page.goto('/contact')
    let failed = false
    void page.waitForResponse((r) => r.url().endsWith('/api/antispam/v1/decode_email')).then(() => (failed = true))
    await movePointerUntil(page, async () => failed)
    await expect(footerEmail(page)).toHaveAttribute('href', '#')
    await footerEmail(page).click()
    await expect(popup(page)).toHaveText('The e-mail address could not be fetched: the server did not answer. Please try again.')
    await expect(popup(page)).toHaveCount(0)
  })
})

/**
 * Third-party captchas against local stand-ins: each provider's script URL is answered with a
 * small fake that has the provider's JS API (render/execute/reset/getResponse with callbacks;
 * reCAPTCHA v3's ready/execute), and the site verifies the tokens with a local siteverify stub
 * (CAPTCHA_VERIFY_URL, set in playwright.config.ts) that accepts each token once.
 */
const FAKE_PROVIDER = String.raw`(function () {
  var log = (window.__captcha = window.__captcha || { executes: 0, resets: 0, renders: [] })
  var mode = window.__captchaMode || 'ok'
  var provider = document.currentScript ? document.currentScript.src : ''
  var name = provider.indexOf('turnstile') >= 0 ? 'turnstile' : provider.indexOf('hcaptcha') >= 0 ? 'hcaptcha' : 'recaptcha'
  var widgets = []
  function token() { return 'good-' + name + '-' + Date.now().toString(36) + '-' + Math.random().toString(36).slice(2) }
  function solve(w) {
    setTimeout(function () {
      if (mode === 'error') return w.opts['error-callback'] && w.opts['error-callback']()
      if (mode === 'silent') return
      w.response = token()
      w.opts.callback(w.response)
    }, 50)
  }
  var api = {
    render: function (el, opts) {
      var w = { opts: opts, response: '' }
      var id = widgets.push(w) - 1
      log.renders.push({ size: opts.size || null, execution: opts.execution || null, appearance: opts.appearance || null })
      var invisible = opts.size === 'invisible' || opts.execution === 'execute'
      if (!invisible && name === 'turnstile') solve(w)
      else if (!invisible) {
        var box = document.createElement('button')
        box.type = 'button'
        box.className = 'fake-captcha-checkbox'
        box.textContent = 'I am human'
        box.addEventListener('click', function () { solve(w) })
        el.append(box)
      }
      return id
    },
    execute: function (id, options) {
      log.executes++
      if (typeof id === 'string' && options && options.action) {
        if (mode === 'error') return Promise.reject(new Error('v3 failed'))
        return Promise.resolve(token())
      }
      solve(widgets[id || 0])
    },
    reset: function (id) { log.resets++; var w = widgets[id || 0]; if (w) w.response = '' },
    getResponse: function (id) { var w = widgets[id || 0]; return w ? w.response : '' },
    ready: function (fn) { setTimeout(fn, 0) },
  }
  window[name === 'recaptcha' ? 'grecaptcha' : name] = api
})()`

const SCRIPT_ROUTES = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js**',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js**',
  'recaptcha-v2': 'https://www.google.com/recaptcha/api.js**',
  'recaptcha-v3': 'https://www.google.com/recaptcha/api.js**',
} as const
type ThirdParty = keyof typeof SCRIPT_ROUTES

test.describe('third-party captchas with local stand-ins', () => {
  test.describe.configure({ mode: 'serial' })
  let stub: http.Server
  const verified: { secret: string; response: string; ok: boolean }[] = []

  test.beforeAll(async () => {
    const seen = new Set<string>()
    stub = http.createServer((req, res) => {
      let raw = ''
      req.on('data', (c: Buffer) => (raw += c.toString()))
      req.on('end', () => {
        const form = new URLSearchParams(raw)
        const secret = form.get('secret') ?? ''
        const response = form.get('response') ?? ''
        const ok = secret === 'stub-secret' && response.startsWith('good-') && !seen.has(response)
        seen.add(response)
        verified.push({ secret, response, ok })
        const body = ok
          ? { success: true, score: 0.9, hostname: 'localhost' }
          : { success: false, 'error-codes': [seen.has(response) ? 'timeout-or-duplicate' : 'invalid-input-response'] }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
      })
    })
    await new Promise<void>((r) => stub.listen(E2E.captchaVerifyPort, '127.0.0.1', () => r()))
  })

  test.afterAll(async ({ request }) => {
    await useProvider(request, 'altcha')
    // The site's fetch keeps its connection open: close it, or close() waits for it.
    stub.closeAllConnections()
    await new Promise<void>((r) => stub.close(() => r()))
  })

  async function useProvider(request: APIRequestContext, provider: ThirdParty | 'altcha') {
    const res = await request.post('/api/globals/antispam-settings', {
      headers: await adminAuth(request),
      data: { captchaProvider: provider, captchaSiteKey: 'stub-site-key', captchaSecretKey: 'stub-secret' },
    })
    expect(res.status()).toBe(200)
    // Reading the settings publishes the provider to the serving layer's CSP.
    expect((await request.get('/api/antispam/v1/captcha')).status()).toBe(200)
  }

  async function serveFake(page: Page, provider: ThirdParty, mode: 'ok' | 'error' | 'blocked' = 'ok') {
    if (mode !== 'blocked' && mode !== 'ok')
      await page.addInitScript((m) => ((window as unknown as { __captchaMode: string }).__captchaMode = m), mode)
    await page.route(SCRIPT_ROUTES[provider], (route) =>
      mode === 'blocked'
        ? route.abort('blockedbyclient')
        : route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_PROVIDER }),
    )
  }

  function capturePosts(page: Page): string[] {
    const posts: string[] = []
    page.on('request', (req) => {
      if (req.url().includes('/next/forms/ajax') && req.method() === 'POST') posts.push(req.postData() ?? '')
    })
    return posts
  }
  const postedToken = (post: string) => /name="g-recaptcha-response"\r\n\r\n([^\r]*)\r\n/.exec(post)?.[1] ?? ''
  const captchaLog = (page: Page) =>
    page.evaluate(() => (window as unknown as { __captcha: { executes: number; resets: number; renders: unknown[] } }).__captcha)

  for (const provider of ['turnstile', 'hcaptcha', 'recaptcha-v2', 'recaptcha-v3'] as const) {
    test(`${provider}: the invisible captcha is executed at submit, its token verified once, and reset after use`, async ({
      page,
      request,
    }) => {
      await useProvider(request, provider)
      await serveFake(page, provider)
      const posts = capturePosts(page)
      await page.goto('/contact')
      await expect(page.locator('.gform_wrapper[data-enhanced="true"]')).toBeVisible()
      const email = `${provider}-${Date.now()}@brasserie-noord.example`
      await fillContact(page, email)
      await page.getByRole('button', { name: 'Send message' }).click()
      await expect(page.locator('.gform_confirmation_message')).toContainText('Thank you, Anna.')
      expect(posts).toHaveLength(1)
      const token = postedToken(posts[0]!)
      expect(token).toMatch(/^good-/)
      expect(verified.filter((v) => v.response === token)).toEqual([{ secret: 'stub-secret', response: token, ok: true }])
      const log = await captchaLog(page)
      expect(log.executes).toBe(1)
      if (provider !== 'recaptcha-v3') {
        expect(log.resets).toBeGreaterThanOrEqual(1)
        expect(log.renders[0]).toEqual(
          provider === 'turnstile'
            ? { size: null, execution: 'execute', appearance: 'interaction-only' }
            : { size: 'invisible', execution: null, appearance: null },
        )
      }
      const entry = await latestEntry(request)
      expect(entry.values['2']).toBe(email)
      expect(entry.status).toBe('active')
    })
  }

  test('recaptcha-v2 visible: the form asks for the checkbox first, then posts the visitor’s token', async ({
    page,
    request,
  }) => {
    await useProvider(request, 'recaptcha-v2')
    await serveFake(page, 'recaptcha-v2')
    // The same form with a visible captcha field.
    await page.route('**/contact', async (route) => {
      const res = await route.fetch()
      const body = (await res.text()).replaceAll('data-sp-captcha="invisible"', 'data-sp-captcha="visible"')
      await route.fulfill({ response: res, body })
    })
    const posts = capturePosts(page)
    await page.goto('/contact')
    await expect(page.locator('.gform_wrapper[data-enhanced="true"]')).toBeVisible()
    await fillContact(page, `visible-${Date.now()}@brasserie-noord.example`)
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please complete the captcha to show you are a person.' }),
    ).toBeVisible()
    expect(posts).toHaveLength(0)
    await page.locator('.fake-captcha-checkbox').click()
    // A person sends once the checkbox shows it is solved: the widget's callback has written the token.
    await expect(page.locator('input[name="g-recaptcha-response"]')).not.toHaveValue('')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.locator('.gform_confirmation_message')).toContainText('Thank you, Anna.')
    expect(posts).toHaveLength(1)
    expect(postedToken(posts[0]!)).toMatch(/^good-recaptcha-/)
  })

  test('hcaptcha: a widget that reports an error stops the submit with a message', async ({ page, request }) => {
    await useProvider(request, 'hcaptcha')
    await serveFake(page, 'hcaptcha', 'error')
    const posts = capturePosts(page)
    await page.goto('/contact')
    await expect(page.locator('.gform_wrapper[data-enhanced="true"]')).toBeVisible()
    await fillContact(page, `error-${Date.now()}@brasserie-noord.example`)
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'The check that you are a person did not succeed. Please try again.' }),
    ).toBeVisible()
    expect(posts).toHaveLength(0)
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled()
  })

  test('turnstile: when its script cannot load, the console says so, the widget is flagged and the submit stops', async ({
    page,
    request,
  }) => {
    await useProvider(request, 'turnstile')
    await serveFake(page, 'turnstile', 'blocked')
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    const posts = capturePosts(page)
    await page.goto('/contact')
    await expect(page.locator('.gform_wrapper[data-enhanced="true"]')).toBeVisible()
    await fillContact(page, `blocked-${Date.now()}@brasserie-noord.example`)
    await expect(page.locator('[data-sp-captcha]')).toHaveAttribute('data-sp-captcha-state', 'error')
    await expect.poll(() => errors.some((e) => e.startsWith('Anti-spam: the captcha could not be started.'))).toBe(true)
    await page.getByRole('button', { name: 'Send message' }).click()
    const message = 'The check that you are a person could not be loaded. Please reload the page and try again.'
    await expect(page.locator('.gform-ajax-error')).toContainText(message)
    expect(posts).toHaveLength(0)
    await page.screenshot({ path: 'test-results/antispam-captcha-failed.png' })
    const axe = await new AxeBuilder({ page }).include('.gform_wrapper').analyze()
    expect(axe.violations.map((v) => v.id)).toEqual([])
  })
})

test('ALTCHA: when its widget cannot load, the console says so, the widget is flagged and the submit stops', async ({ page }) => {
  // The ALTCHA widget is its own script chunk, fetched when the visitor starts on the form.
  await page.route(SITE_SCRIPT, async (route) => {
    const res = await route.fetch()
    const body = await res.text()
    if (body.includes('altcha.org') && body.includes('customElements')) return route.abort('blockedbyclient')
    return route.fulfill({ response: res, body })
  })
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  const posts: string[] = []
  page.on('request', (req) => {
    if (req.url().includes('/next/forms/ajax') && req.method() === 'POST') posts.push(req.postData() ?? '')
  })
  await page.goto('/contact')
  await expect(page.locator('.gform_wrapper[data-enhanced="true"]')).toBeVisible()
  await fillContact(page, `altcha-blocked-${Date.now()}@brasserie-noord.example`)
  await expect(page.locator('[data-sp-captcha]')).toHaveAttribute('data-sp-captcha-state', 'error')
  await expect.poll(() => errors.some((e) => e.startsWith('Anti-spam: the captcha could not be started.'))).toBe(true)
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.locator('.gform-ajax-error')).toContainText(
    'The check that you are a person could not be loaded. Please reload the page and try again.',
  )
  expect(posts).toHaveLength(0)
})

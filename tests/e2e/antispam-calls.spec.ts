import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, test, type Page } from '@playwright/test'

import { scriptsStarted } from '../support/page'
import { adminToken, notice } from '../support/privacy'

/**
 * The anti-spam calls of spec section 7 that the browser makes around a form: the pixel URL
 * (kept 10,800 s), "check e-mail exist" (its `text_result` as a hint under the e-mail field)
 * and "check e-mail before post" (an address the site refuses is stopped at the field, before
 * the form is posted).
 */

const API = '/api/antispam/v1/'
const field = (page: Page, name: string) => page.locator(`.gform_wrapper form [name="${name}"]`)

async function fillContact(page: Page, email: string) {
  await field(page, 'input_1.3').fill('Anna')
  await field(page, 'input_1.6').fill('de Vries')
  await field(page, 'input_2').fill(email)
  await field(page, 'input_4').fill('Brasserie Noord')
  await field(page, 'input_5').selectOption('product')
  await field(page, 'input_6').fill('Do you have pagers with a longer range?')
  await field(page, 'input_7.1').check()
}

/** Every anti-spam call and form post the page makes, in order. */
function recordCalls(page: Page) {
  const calls: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname.startsWith(API)) calls.push(url.pathname.slice(API.length))
    else if (url.pathname === '/next/forms/ajax' && r.method() === 'POST') calls.push('form post')
  })
  return calls
}

async function denyEmails(request: APIRequestContext, emails: string) {
  const token = await adminToken(request)
  const res = await request.post('/api/globals/antispam-settings', {
    headers: { Authorization: `JWT ${token}` },
    data: { deny: { ips: '', emails, domains: '' } },
  })
  expect(res.status()).toBe(200)
}

for (const width of [1440, 390] as const) {
  test.describe(`anti-spam calls at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('check e-mail exist: the answer’s text_result is a hint under the e-mail field', async ({ page }) => {
      const calls = recordCalls(page)
      await page.goto('/contact')
      await expect(page.locator('.gform_wrapper[data-enhanced="true"]')).toBeVisible()
      const input = field(page, 'input_2')
      // Not an address yet (spec section 5: text@text.text, no spaces): nothing is asked.
      await input.fill('anna@brasserie')
      await input.press('Tab')
      await input.fill('anna@brasserie-noord.example')
      const answered = page.waitForResponse((r) => r.url().endsWith(`${API}check_email_exist`))
      await input.press('Tab')
      const answer = (await (await answered).json()) as { success: boolean; data: { result: string; text_result: string } }
      expect(answer.success).toBe(true)
      expect(answer.data.result).toMatch(/^(EXISTS|NOT_EXISTS|UNKNOWN)$/)
      expect(JSON.parse((await answered).request().postData() ?? '{}')).toMatchObject({ email: 'anna@brasserie-noord.example' })

      const describedBy = (await input.getAttribute('aria-describedby')) ?? ''
      const hint = page.locator('.gfield_antispam_email_hint')
      const hintId = await hint.getAttribute('id')
      expect(describedBy.split(/\s+/)).toContain(hintId)
      await expect(hint).toHaveText(answer.data.text_result)
      await expect(hint).toHaveAttribute('aria-live', 'polite')
      await expect(hint).toHaveAttribute('data-result', answer.data.result)
      const axe = await new AxeBuilder({ page }).include('.gform_wrapper').analyze()
      expect(axe.violations.map((v) => v.id)).toEqual([])
      await hint.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `test-results/shots/email-exist-hint-${width}.png` })

      // The same address again is not asked again (spec section 5).
      await input.fill('anna@brasserie-noord.example')
      await input.press('Tab')
      await page.waitForLoadState('networkidle')
      expect(calls.filter((c) => c === 'check_email_exist')).toHaveLength(1)
    })
  })
}

test.describe('check e-mail before post', () => {
  test.describe.configure({ mode: 'serial' })

  test('an ordinary address is checked, then the form is posted', async ({ page }) => {
    const calls = recordCalls(page)
    await page.goto('/contact')
    await expect(page.locator('.gform_wrapper[data-enhanced="true"]')).toBeVisible()
    await fillContact(page, 'anna@brasserie-noord.example')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.locator('.gform_confirmation_message')).toContainText('Thank you, Anna.')
    const check = calls.indexOf('check_email_before_post')
    expect(check).toBeGreaterThan(-1)
    expect(calls.indexOf('form post')).toBeGreaterThan(check)
  })

  test('an address on the deny list is stopped at the field and the form is not posted', async ({ page, request }) => {
    await denyEmails(request, 'someone@refused.example')
    try {
      const calls = recordCalls(page)
      await page.goto('/contact')
      await expect(page.locator('.gform_wrapper[data-enhanced="true"]')).toBeVisible()
      await fillContact(page, 'someone@refused.example')
      await page.getByRole('button', { name: 'Send message' }).click()
      const input = field(page, 'input_2')
      await expect(input).toHaveAttribute('aria-invalid', 'true')
      await expect(input).toBeFocused()
      const fieldBox = page.locator('.gfield--type-email')
      await expect(fieldBox.locator('.validation_message')).toHaveText('This e-mail address is not accepted.')
      await page.screenshot({ path: 'test-results/shots/email-before-post-refused.png' })
      expect(calls).toContain('check_email_before_post')
      expect(calls).not.toContain('form post')

      // Another address goes through.
      await input.fill('anna@brasserie-noord.example')
      await page.getByRole('button', { name: 'Send message' }).click()
      await expect(page.locator('.gform_confirmation_message')).toContainText('Thank you, Anna.')
    } finally {
      await denyEmails(request, '')
    }
  })
})

test('get pixel url: asked once and kept for 10,800 s where the visitor allows storage', async ({ page }) => {
  const calls = recordCalls(page)
  await page.goto('/contact')
  await scriptsStarted(page)
  await notice(page).getByRole('button', { name: 'Accept all' }).click()
  await page.reload()
  await expect(page.locator('.gform_wrapper[data-enhanced="true"]')).toBeVisible()
  await expect.poll(() => calls.filter((c) => c === 'get_pixel_url').length).toBeGreaterThan(0)
  // The answer is kept once the script has read it, a moment after the call is seen.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sp_pixel_url'))).not.toBeNull()
  const kept = await page.evaluate(
    () => JSON.parse(localStorage.getItem('sp_pixel_url') ?? 'null') as { url: string; until: number },
  )
  expect(kept.url).toMatch(/^https:\/\/[^/]+\/api\/antispam\/v1\/pixel\.gif\?/)
  const seconds = (kept.until - Date.now()) / 1000
  expect(seconds).toBeGreaterThan(10_000)
  expect(seconds).toBeLessThanOrEqual(10_800)

  const asked = calls.filter((c) => c === 'get_pixel_url').length
  await page.reload()
  await expect(page.locator('.gform_wrapper[data-enhanced="true"]')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(calls.filter((c) => c === 'get_pixel_url').length).toBe(asked)
})

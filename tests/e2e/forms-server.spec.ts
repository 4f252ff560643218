import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

/**
 * The forms without JavaScript: every step is an ordinary post back to the page, answered
 * by the server with the same page and the form's errors, next page or confirmation in it.
 */
test.describe('forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  const formIdOn = async (page: Page) => Number(await page.locator('.gform_wrapper').first().getAttribute('data-form-id'))
  /** A field of the form by its label: the whole label, the required asterisk allowed. */
  const field = (page: Page, label: string | RegExp) =>
    page
      .locator('form[id^="gform_"]')
      .getByLabel(typeof label === 'string' ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`) : label)

  test('the contact form sends a message and shows the confirmation in the page', async ({ page }) => {
    await page.goto('/contact')
    const id = await formIdOn(page)
    const form = page.locator(`form#gform_${id}`)
    await expect(form).toHaveAttribute('action', '/contact')
    await field(page, 'First name').fill('Jan')
    await field(page, 'Last name').fill('de Vries')
    await field(page, 'E-mail').fill('jan@zorghuis.example')
    await field(page, 'Company').fill('Zorghuis <De Linde>')
    await field(page, 'Subject').selectOption('service')
    await field(page, 'Message').fill('Two pagers no longer charge.\nCan you help?')
    await field(page, /I agree that Oproep Systems stores my details/).check()
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Send message' }).click(),
    ])
    expect(response.status()).toBe(200)
    // A fresh nonce for this response, stamped into every script of the page.
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]
    expect(nonce).toBeTruthy()
    for (const tag of (await response.text()).match(/<script\b[^>]*>/gi) ?? []) expect(tag).toContain(`nonce="${nonce}"`)
    await expect(page).toHaveURL(/\/contact$/)
    const confirmation = page.locator(`#gform_confirmation_wrapper_${id} .gform_confirmation_message`)
    await expect(confirmation).toContainText('Thank you, Jan.')
    await expect(confirmation).toBeFocused()
    await expect(page.locator(`#gform_wrapper_${id}`)).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeVisible()
  })

  test('an empty contact form comes back with a summary of links and every error at its field, values kept', async ({ page }) => {
    await page.goto('/contact')
    const id = await formIdOn(page)
    await field(page, 'E-mail').fill('jan@')
    await field(page, 'Company').fill('Oproep & Zonen')
    await page.getByRole('button', { name: 'Send message' }).click()
    const summary = page.locator(`#gform_wrapper_${id} > .gform_validation_errors`)
    await expect(summary).toBeVisible()
    await expect(summary).toBeFocused()
    await expect(summary.locator('.gform_submission_error')).toHaveText(
      'There was a problem with your submission. Please review the fields below.',
    )
    const links = summary.locator('a.gform_validation_error_link')
    await expect(links).toHaveText([
      'Name: This field is required.',
      'E-mail: The email address entered is invalid, please check the formatting (e.g. email@domain.com).',
      'Subject: This field is required.',
      'Message: This field is required.',
      'Privacy: This field is required.',
    ])
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      await expect(page.locator(href!)).toHaveCount(1)
    }
    // The summary sits above the heading of the form (the legend), inside the wrapper.
    expect(await summary.evaluate((el) => el.nextElementSibling?.className)).toBe('gform_heading')
    await expect(page.locator('.gfield_error')).toHaveCount(5)
    const email = field(page, 'E-mail')
    await expect(email).toHaveValue('jan@')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAttribute('aria-describedby', `validation_message_${id}_2`)
    await expect(page.locator(`#validation_message_${id}_2`)).toHaveText(/The email address entered is invalid/)
    await expect(field(page, 'Company')).toHaveValue('Oproep & Zonen')
    // Following a link goes to the field.
    await links.first().click()
    await expect(field(page, 'First name')).toBeFocused()
  })

  test('the quote form steps through its pages with next and previous, and submits', async ({ page }) => {
    await page.goto('/request-a-quote')
    const id = await formIdOn(page)
    const current = page.locator(`#gform_wrapper_${id} .gform_page:visible`)
    await expect(current).toHaveAttribute('id', `gform_page_${id}_1`)
    await expect(page.locator('.gf_step_active .gf_step_label')).toHaveText('Your details')

    // Next validates the page it leaves.
    await current.getByRole('button', { name: 'Next' }).click()
    await expect(page.locator(`#gform_page_${id}_1`)).toBeVisible()
    await expect(page.locator('.gform_validation_errors li')).toHaveCount(4)

    await field(page, 'First name').fill('Jan')
    await field(page, 'Last name').fill('de Vries')
    await field(page, 'Company or organisation').fill('Zorghuis De Linde')
    await field(page, 'E-mail').fill('jan@zorghuis.example')
    await field(page, 'Repeat e-mail').fill('jan@zorghuis.example')
    await field(page, 'Phone').fill('030 700 41 20')
    await page.locator(`#gform_page_${id}_1`).getByRole('button', { name: 'Next' }).click()
    await expect(current).toHaveAttribute('id', `gform_page_${id}_2`)
    await expect(page.locator('.gf_step_active .gf_step_label')).toHaveText('Your needs')
    await expect(page.locator('.gform_validation_errors')).toHaveCount(0)

    // Previous skips validation and keeps what was typed.
    await page.getByRole('radio', { name: 'Care home or clinic' }).check()
    await current.getByRole('button', { name: 'Previous' }).click()
    await expect(current).toHaveAttribute('id', `gform_page_${id}_1`)
    await expect(field(page, 'Company or organisation')).toHaveValue('Zorghuis De Linde')
    await page.locator(`#gform_page_${id}_1`).getByRole('button', { name: 'Next' }).click()
    await expect(current).toHaveAttribute('id', `gform_page_${id}_2`)
    await expect(page.getByRole('radio', { name: 'Care home or clinic' })).toBeChecked()

    // The care home section showed up for a care home; Enter goes forward, never back.
    await expect(page.getByRole('heading', { name: 'Care home details' })).toBeVisible()
    await page.getByRole('checkbox', { name: 'Nurse call', exact: true }).check()
    await field(page, 'Number of pagers').fill('24')
    await field(page, 'Number of rooms').fill('24')
    await field(page, 'Number of rooms').press('Enter')
    await expect(current).toHaveAttribute('id', `gform_page_${id}_3`)
    await expect(page.locator('.gform_all_fields')).toContainText('Zorghuis De Linde')
    await expect(page.locator('.gform_all_fields')).toContainText('Care home or clinic')

    await field(page, /I agree that Oproep Systems stores my details to prepare a quote/).check()
    await page.getByRole('button', { name: 'Request my quote' }).click()
    await expect(page.locator(`#gform_confirmation_message_${id}`)).toContainText(
      'You will have our quote within one working day',
    )
  })

  test('a form works on its own page at /forms/<id>', async ({ page }) => {
    await page.goto('/contact')
    const id = await formIdOn(page)
    const res = await page.goto(`/forms/${id}`)
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible()
    await expect(page.locator(`form#gform_${id}`)).toHaveAttribute('action', `/forms/${id}`)
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page).toHaveURL(new RegExp(`/forms/${id}$`))
    await expect(page.locator('.gform_validation_errors')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible()
  })

  test('an unknown form is a 404 that says which', async ({ page }) => {
    const res = await page.goto('/forms/999')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Form 999 not found.')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  })

  test('refuses a post from another site', async ({ request }) => {
    const res = await request.post('/contact', {
      multipart: { gform_submit: '1', is_submit_1: '1' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(res.status()).toBe(403)
  })
})

test.describe('forms and accessibility', () => {
  // axe runs as a script in the page, so these pages have JavaScript; the markup is the same.
  // Sections still fading in on scroll would be measured half transparent: check them at rest.
  test.use({ reducedMotion: 'reduce' })
  const axeClean = async (page: Page) => {
    const axe = await new AxeBuilder({ page }).analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  }

  for (const path of ['/contact', '/request-a-quote']) {
    test(`${path} has no accessibility violations, with errors shown too`, async ({ page }) => {
      await page.goto(path)
      await expect(page.locator('.gform_wrapper')).toBeVisible()
      await axeClean(page)
      await page.locator('form[id^="gform_"] input[type=submit]:visible').last().click()
      await expect(page.locator('.gform_validation_errors')).toBeVisible()
      await axeClean(page)
    })
  }
})

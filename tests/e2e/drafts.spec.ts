import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { adminFind } from '../support/privacy'
import { openQuoteNeeds, quoteField } from '../support/quote'

/**
 * Save and continue, then "Send Link", on the seeded quote request: the link in the e-mail
 * (the Outbox keeps it, as SMTP_URL is unset) opens the saved page in another browser with
 * every value, the uploaded file and the total, and the form then submits with them.
 */

const dir = path.join(os.tmpdir(), `site-e2e-drafts-${process.pid}`)
const plan = path.join(dir, 'begane-grond.pdf')
const stamp = Date.now().toString(36)
const address = `planner-${stamp}@linde.example`

test.beforeAll(() => {
  mkdirSync(dir, { recursive: true })
  writeFileSync(plan, Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(30_000)]))
})

/** The answers of "Your needs": a starter system (3.399,95 € in all), the sector, the need and a floor plan. */
async function fillNeeds(page: Page, formId: number) {
  await expect(page.locator(`#gform_${formId}[data-pricing="on"]`)).toHaveCount(1)
  await page.getByRole('spinbutton', { name: 'Quantity of Guest pager set' }).fill('2')
  await page.getByRole('radio', { name: 'Waterproof coaster +35,00 €' }).check()
  await page.getByRole('spinbutton', { name: 'Quantity of Nurse call starter kit' }).fill('1')
  await page.getByRole('spinbutton', { name: 'Quantity of Repeater antenna' }).fill('3')
  await page.getByRole('radio', { name: 'Courier in the Netherlands 24,95 €' }).check()
  await page.locator('.gform_wrapper form [name="input_7"][value="hotel"]').check()
  await quoteField(page, 'input_8.1').check()
  await quoteField(page, 'input_9').fill('20')
  const input = page.locator(`#input_${formId}_40`)
  await expect(input).toBeEnabled()
  await input.setInputFiles(plan)
  // Uploaded when its delete button shows (a save while it uploads is refused).
  await expect(
    page.locator(`#gform_preview_${formId}_40 .ginput_preview`, { hasText: 'begane-grond.pdf' }).locator('.gform_delete_file'),
  ).toBeVisible()
  await expect(page.locator(`#input_${formId}_68`)).toHaveText('3.399,95 €')
}

/** Everything "Your needs" held, as the page shows it. */
async function expectNeeds(page: Page, formId: number) {
  await expect(page.getByRole('spinbutton', { name: 'Quantity of Guest pager set' })).toHaveValue('2')
  await expect(page.getByRole('radio', { name: 'Waterproof coaster +35,00 €' })).toBeChecked()
  await expect(page.getByRole('spinbutton', { name: 'Quantity of Nurse call starter kit' })).toHaveValue('1')
  await expect(page.getByRole('spinbutton', { name: 'Quantity of Repeater antenna' })).toHaveValue('3')
  await expect(page.getByRole('radio', { name: 'Courier in the Netherlands 24,95 €' })).toBeChecked()
  await expect(page.locator('.gform_wrapper form [name="input_7"][value="hotel"]')).toBeChecked()
  await expect(quoteField(page, 'input_8.1')).toBeChecked()
  await expect(quoteField(page, 'input_9')).toHaveValue('20')
  await expect(
    page.locator(`#gform_preview_${formId}_40 .ginput_preview`, { hasText: 'begane-grond.pdf' }).locator('.gform_delete_file'),
  ).toBeVisible()
  await expect(page.locator(`#input_${formId}_68`)).toHaveText('3.399,95 €')
}

test('a resume link that was e-mailed restores every value and file, and the form then submits', async ({
  page,
  browser,
  request,
}) => {
  // Two visits through a three-page form with a file: longer than the default on a busy machine.
  test.setTimeout(240_000)
  const formId = await openQuoteNeeds(page)
  await fillNeeds(page, formId)
  await page.locator(`#gform_page_${formId}_2 .gform_save_link`).click()
  const saved = page.locator(`#gform_saved_message_${formId}`)
  await expect(saved).toBeVisible()
  const shown = (await saved.locator('a.resume_form_link').getAttribute('href'))!

  await page.locator(`#gform_resume_email_${formId}`).fill(address)
  await page.getByRole('button', { name: 'Send Link' }).click()
  await expect(page.locator(`#gform_resume_link_sent_${formId}`)).toHaveText(
    'A link to resume this form has been sent to the email address provided.',
  )
  const mails = await adminFind<{ text: string }>(request, 'outbox', `where[to][equals]=${encodeURIComponent(address)}`)
  expect(mails).toHaveLength(1)
  const mailed = /https?:\/\/\S+gf_token=[0-9a-f]+/.exec(mails[0]!.text)?.[0]
  expect(mailed).toBe(shown)

  // Someone else's browser (the visitor's phone, say): no cookies or storage from the first visit.
  const other = await browser.newContext()
  try {
    const phone = await other.newPage()
    await phone.goto(mailed!)
    await expect(phone.locator('.gform_wrapper[data-enhanced="true"]')).toBeVisible()
    await expect(phone.locator(`#gform_page_${formId}_2`)).toBeVisible()
    await expectNeeds(phone, formId)
    await phone.locator(`#gform_page_${formId}_2 .gform_previous_button`).click()
    await expect(quoteField(phone, 'input_1.3')).toHaveValue('Jan')
    await expect(quoteField(phone, 'input_1.6')).toHaveValue('Bakker')
    await expect(quoteField(phone, 'input_2')).toHaveValue('Zorgcentrum De Linde')
    await expect(quoteField(phone, 'input_3')).toHaveValue('jan@example.com')
    await expect(quoteField(phone, 'input_4')).toHaveValue('020 123 4567')
    await phone.locator(`#gform_page_${formId}_1 .gform_next_button`).click()
    await expectNeeds(phone, formId)
    await phone.locator(`#gform_page_${formId}_2 .gform_next_button`).click()
    const summary = phone.locator(`#gform_page_${formId}_3`)
    await expect(summary).toContainText('begane-grond.pdf')
    await expect(summary.locator('table.gform_all_fields tr', { hasText: /^Total/ })).toContainText('3.399,95 €')
    await quoteField(phone, 'input_17.1').check()
    await phone.locator(`#gform_submit_button_${formId}`).click()
    await expect(phone.locator(`#gform_confirmation_wrapper_${formId}`)).toContainText('Thank you, Jan')
  } finally {
    await other.close()
  }

  const entries = await adminFind<{ values: Record<string, unknown> }>(
    request,
    'form-entries',
    `where[form][equals]=${formId}&where[summary][like]=${encodeURIComponent('Zorgcentrum De Linde')}&sort=-createdAt`,
  )
  const values = entries[0]?.values ?? {}
  expect(values).toMatchObject({ '1.3': 'Jan', '2': 'Zorgcentrum De Linde', '7': 'hotel', '9': '20', '61.3': '2', '64.3': '3' })
  expect(JSON.stringify(values)).toContain('begane-grond.pdf')
})

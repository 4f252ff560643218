import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { addField, appear, byPath, formStateWatch, openRow, pick, tickUntil } from '../support/builder'
import { signIn } from '../support/page'

/**
 * The test of the builder: a person who has never seen the admin builds, from the palette,
 * a two-page form with conditional logic on a choice, an upload and a price total, puts it on a
 * page, and receives its notification. Only the admin UI and the public page are used.
 */
test.use({ viewport: { width: 1440, height: 900 } })

test('a two-page form with logic on a choice, an upload and a total, built from the palette, placed on a page and answered', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(420_000)
  const stamp = Date.now().toString(36)
  const title = `Pager rental ${stamp}`
  const settle = formStateWatch(page)
  await signIn(page)
  await page.goto('/admin/collections/forms/create')
  await page.locator('#field-title').fill(title)

  const event = await addField(page, settle, 'Radio buttons', 'Event')
  for (const [i, text] of ['Festival', 'Wedding'].entries()) {
    await settle()
    await byPath(page, `fields.${event}.choices`).getByRole('button', { name: 'Add Choice' }).last().click()
    await appear(byPath(page, `fields.${event}.choices.${i}.text`))
    await byPath(page, `fields.${event}.choices.${i}.text`).fill(text)
  }
  await settle()
  await page.locator('.blocks-field__row').nth(event).getByRole('checkbox', { name: 'Required' }).check()

  const festival = await addField(page, settle, 'Single line text', 'Festival name')
  await addField(page, settle, 'Page break', 'Your order')
  const plan = await addField(page, settle, 'File upload', 'Site plan')
  await appear(byPath(page, `fields.${plan}.allowedExtensions`))
  await byPath(page, `fields.${plan}.allowedExtensions`).fill('pdf')
  const pagers = await addField(page, settle, 'Product', 'Pager set')
  // Shown by a condition on the product's type, which the server works out: wait for it as a person would.
  await appear(byPath(page, `fields.${pagers}.basePrice`))
  await byPath(page, `fields.${pagers}.basePrice`).fill('12.5')
  await addField(page, settle, 'Total', 'Total')
  await settle()
  await page.locator('#action-save').click()
  await expect(page).toHaveURL(/\/admin\/collections\/forms\/\d+$/)

  // "Festival name" shows only when the Event is Festival: field and value picked, nothing typed.
  await page.reload()
  await openRow(page.locator('.blocks-field__row').nth(festival), byPath(page, `fields.${festival}.label`))
  await settle()
  const addRule = byPath(page, `fields.${festival}.logic.rules`).getByRole('button', { name: 'Add Rule' })
  await tickUntil(
    page.locator('.blocks-field__row').nth(festival).getByRole('checkbox', { name: 'Use conditional logic' }),
    addRule,
  )
  await settle()
  await addRule.click()
  const ruleField = byPath(page, `fields.${festival}.logic.rules.0.fieldId`)
  await appear(ruleField)
  await pick(page, ruleField, 'Event · ID 1')
  await pick(page, byPath(page, `fields.${festival}.logic.rules.0.value`), 'Festival')
  await settle()
  await page.screenshot({ path: testInfo.outputPath('journey-builder.png') })
  await page.locator('#action-save').click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible()

  // On a page: a Form block that names the form.
  await page.goto('/admin/collections/pages/create')
  await page.locator('#field-title').fill(`Rent pagers ${stamp}`)
  await page.locator('#field-slug').fill(`rent-pagers-${stamp}`)
  await page
    .getByRole('button', { name: /^Add (Layout|Block)/ })
    .first()
    .click()
  await page
    .locator('.blocks-drawer__blocks-wrapper .thumbnail-card')
    .filter({ has: page.locator('.thumbnail-card__label').getByText('Form', { exact: true }) })
    .click()
  const formPicker = page.locator('#field-layout__0__form')
  await appear(formPicker)
  await formPicker.click()
  await page.getByRole('option', { name: title, exact: true }).click()
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/published successfully|updated successfully/i).first()).toBeVisible()

  // A visitor answers it.
  const visitor = await browser.newContext()
  const site = await visitor.newPage()
  await site.goto(`/rent-pagers-${stamp}`)
  const form = site.locator('.gform_wrapper form')
  await expect(form.getByText('Festival name')).toBeHidden()
  await form.getByRole('radio', { name: 'Festival' }).check()
  await form.getByLabel('Festival name').fill('Zomerfeest Utrecht')
  await form.getByRole('button', { name: 'Next' }).click()
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'journey-')), 'terrein.pdf')
  fs.writeFileSync(file, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
  const upload = form.locator('input[type="file"]')
  await expect(upload).toBeEnabled()
  // The server's input is enabled before the upload script listens to it (it marks its field when it
  // does); a file chosen earlier would be left to the plain form post, with no preview.
  await expect(form.locator('[id^="gform_multifile_upload_"][data-enhanced="true"]')).toHaveCount(1)
  await upload.setInputFiles(file)
  await expect(form.locator('.ginput_preview', { hasText: 'terrein.pdf' }).locator('.gform_delete_file')).toBeVisible()
  await form.getByRole('spinbutton', { name: 'Quantity of Pager set' }).fill('3')
  await expect(form.locator('.ginput_total')).toHaveText('37,50 €')
  await site.screenshot({ path: testInfo.outputPath('journey-visitor.png'), fullPage: true })
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(site.getByText('Thanks for contacting us! We will get in touch with you shortly.')).toBeVisible()
  await visitor.close()

  // Staff receive the notification: the Outbox (no SMTP on this site) lists it.
  await expect(async () => {
    await page.goto(`/admin/collections/outbox?search=${encodeURIComponent(title)}`)
    await expect(page.getByText(`New submission from ${title}`).first()).toBeVisible({ timeout: 3000 })
  }).toPass({ timeout: 90_000 })
  await page.getByText(`New submission from ${title}`).first().click()
  // The e-mail is drawn as sent, in the viewer's sandboxed frame.
  const mail = page.frameLocator('.sp-email iframe.sp-email__frame')
  const answers = mail.locator('table.gform_all_fields')
  await expect(answers).toContainText('Zomerfeest Utrecht')
  await expect(answers).toContainText('terrein.pdf')
  await page.screenshot({ path: testInfo.outputPath('journey-notification.png') })
})

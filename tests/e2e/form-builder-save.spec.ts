import { expect, test } from '@playwright/test'

import { adminFind } from '../support/privacy'
import { signIn } from '../support/page'

/**
 * A form built in the admin is kept as built: its fields are stored as one JSON list (not a table
 * per field type), and the builder must still add, save and reopen them with their ids.
 */
test.use({ viewport: { width: 1440, height: 900 } })

test('a field taken from the palette opens ready for its label; the form is saved with its fields and ids and opens as built', async ({
  page,
  request,
}) => {
  await signIn(page)
  await page.goto('/admin/collections/forms/create')
  const title = `Callback request ${Date.now()}`
  await page.getByLabel('Title').fill(title)
  for (const [type, label] of [
    ['Single line text', 'Company'],
    ['E-mail', 'Work e-mail'],
  ] as const) {
    await page.getByRole('button', { name: 'Add Field' }).click()
    await page
      .locator('.blocks-drawer__blocks-wrapper')
      .getByRole('button', { name: new RegExp(` ${type}$`) })
      .click()
    const row = page.locator('.blocks-field__row').last()
    // A new field opens ready for its label: the box has the focus, so staff just type.
    await expect(row.getByRole('textbox', { name: /^Label/ })).toBeFocused()
    await page.keyboard.type(label)
    await expect(row.locator('.field-row-label__text')).toHaveText(label)
  }
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/forms\/\d+/)
  const [form] = await adminFind<{ id: number; fields: { label: string; fieldId: number; blockType: string }[] }>(
    request,
    'forms',
    `where[title][equals]=${encodeURIComponent(title)}`,
  )
  expect(form!.fields.map((f) => [f.blockType, f.label, f.fieldId])).toEqual([
    ['ff_text', 'Company', 1],
    ['ff_email', 'Work e-mail', 2],
  ])
  await page.reload()
  const labels = page.locator('.blocks-field__row .field-row-label__text')
  await expect(labels).toHaveText(['Company', 'Work e-mail'])
  await expect(page.locator('.blocks-field__row .field-row-label__id')).toHaveText(['ID 1', 'ID 2'])
})

test('the builder shows a live preview of the form, rendered as visitors get it, that follows each edit', async ({
  page,
  request,
}, testInfo) => {
  const [quote] = await adminFind<{ id: number }>(
    request,
    'forms',
    `where[title][equals]=${encodeURIComponent('Request a quote')}`,
  )
  await signIn(page)
  await page.goto(`/admin/collections/forms/${quote!.id}`)
  const preview = page.frameLocator('iframe[title="Preview of the form"]')
  // The visitors' markup: Gravity Forms' classes, the quote form's own fields and steps.
  await expect(preview.locator('.gform_wrapper .gfield_label', { hasText: 'Company or organisation' })).toBeVisible()
  await expect(preview.locator('.gf_progressbar_wrapper, .gf_page_steps').first()).toBeAttached()
  await page.screenshot({ path: testInfo.outputPath('builder-preview.png') })

  await page.getByRole('button', { name: 'Add Field' }).click()
  await page
    .locator('.blocks-drawer__blocks-wrapper')
    .getByRole('button', { name: / Paragraph text$/ })
    .click()
  await expect(
    page
      .locator('.blocks-field__row')
      .last()
      .getByRole('textbox', { name: /^Label/ }),
  ).toBeFocused()
  await page.keyboard.type('Preferred installation week')
  // Not saved, yet shown, with the id saving will give it: the preview follows the builder.
  const added = preview.locator('.gfield', { hasText: 'Preferred installation week' })
  await expect(added).toHaveAttribute('id', `field_${quote!.id}_71`)
  await expect(added.locator('textarea')).toBeAttached()
  await page.screenshot({ path: testInfo.outputPath('builder-preview-new-field.png'), fullPage: true })
})

import { expect, test, type Page } from '@playwright/test'

import { signIn } from '../support/page'

/**
 * Composite fields (name, address, e-mail confirmation, date, time) have editable sub-labels and
 * placeholders, and address lines and name parts can be hidden, as in Gravity Forms.
 */
test.use({ viewport: { width: 1440, height: 900 } })

test('the demo quote form asks for a Postcode and has no region line, as its definition says', async ({ page }) => {
  await page.goto('/request-a-quote')
  const address = page.locator('.gfield--type-address')
  await expect(address.getByLabel('Postcode')).toBeVisible()
  await expect(address.getByText('ZIP / Postal Code')).toHaveCount(0)
  await expect(address.locator('label', { hasText: /State|Region/ })).toHaveCount(0)
  await expect(address.getByText('Address Line 2')).toHaveCount(0)
})

async function addField(page: Page, type: string) {
  await page.getByRole('button', { name: 'Add Field' }).click()
  await page
    .locator('.blocks-drawer__blocks-wrapper')
    .getByRole('button', { name: new RegExp(` ${type}$`) })
    .click()
  const row = page.locator('.blocks-field__row').last()
  await expect(row.getByRole('textbox', { name: /^Label/ })).toBeFocused()
  return row
}

test('staff relabel, give placeholders to and hide sub-inputs, and the preview shows it', async ({ page }, testInfo) => {
  await signIn(page)
  await page.goto('/admin/collections/forms/create')
  await page.getByLabel('Title').fill(`Service visit ${Date.now()}`)
  const name = await addField(page, 'Name')
  await page.keyboard.type('Contact person')
  await name
    .locator('.collapsible__toggle-wrap', { hasText: 'Sub-labels and placeholders' })
    .locator('.collapsible__toggle')
    .click()
  const first = name.locator('[id$="subInputs__first__label"]')
  await first.fill('Given name')
  await name.locator('[id$="subInputs__first__placeholder"]').fill('e.g. Anna')
  // The middle name is hidden by default; show it.
  await name.getByRole('checkbox', { name: 'Hide' }).nth(2).uncheck()

  const address = await addField(page, 'Address')
  await page.keyboard.type('Site address')
  await address
    .locator('.collapsible__toggle-wrap', { hasText: 'Sub-labels and placeholders' })
    .locator('.collapsible__toggle')
    .click()
  await address.locator('[id$="subInputs__zip__label"]').fill('Postcode')
  await address.locator('[id$="subInputs__zip__placeholder"]').fill('1234 AB')
  await address.getByRole('checkbox', { name: 'Hide' }).nth(3).check()

  const preview = page.frameLocator('iframe[title="Preview of the form"]')
  const person = preview.locator('.gfield--type-name')
  await expect(person.getByLabel('Given name')).toHaveAttribute('placeholder', 'e.g. Anna')
  await expect(person.getByLabel('Middle')).toBeVisible()
  const site = preview.locator('.gfield--type-address')
  await expect(site.getByLabel('Postcode')).toHaveAttribute('placeholder', '1234 AB')
  await expect(site.getByText('State / Province / Region')).toHaveCount(0)
  await page.screenshot({ path: testInfo.outputPath('sub-labels.png'), fullPage: true })

  // Saved and opened again, the table keeps what was typed.
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/forms\/\d+$/)
  await page.reload()
  await page.locator('.blocks-field__row').first().locator('.collapsible__toggle').first().click()
  await page
    .locator('.blocks-field__row')
    .first()
    .locator('.collapsible__toggle-wrap', { hasText: 'Sub-labels and placeholders' })
    .locator('.collapsible__toggle')
    .click()
  await expect(page.locator('[id$="subInputs__first__label"]').first()).toHaveValue('Given name')
})

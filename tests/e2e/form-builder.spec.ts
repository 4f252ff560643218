import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { adminFind } from '../support/privacy'
import { signIn } from '../support/page'

/**
 * The form builder as staff coming from Gravity Forms meet it: each row names its field (label,
 * type, required mark, id) instead of "Single line text · Untitled", and the field palette shows a
 * picture and a name per type, grouped as Gravity Forms groups them.
 */
test.use({ viewport: { width: 1440, height: 900 } })

const rows = (page: Page) => page.locator('.blocks-field__row .field-row-label')

test('the rows of the quote form name their fields: label, type, required mark and id', async ({ page, request }, testInfo) => {
  const [quote] = await adminFind<{ id: number }>(
    request,
    'forms',
    `where[title][equals]=${encodeURIComponent('Request a quote')}`,
  )
  await signIn(page)
  await page.goto(`/admin/collections/forms/${quote!.id}`)
  await expect(rows(page).first()).toBeVisible()
  const count = await rows(page).count()
  expect(count).toBeGreaterThan(20)
  const texts = await rows(page).locator('.field-row-label__text').allTextContents()
  // Every row says which field it is: no row left as the type's name and "Untitled".
  expect(texts.filter((t) => t === 'No label yet')).toEqual([])
  expect(new Set(texts).size).toBeGreaterThan(count / 2)
  const company = rows(page).filter({ hasText: 'Company or organisation' })
  await expect(company.locator('.field-row-label__type')).toHaveText('Single line text')
  await expect(company.locator('.field-row-label__required')).toHaveCount(1)
  await expect(company.locator('.field-row-label__id')).toHaveText(/^ID \d+$/)
  await expect(company.locator('.field-row-label__icon svg')).toHaveCount(1)
  await expect(page.getByText('Untitled')).toHaveCount(0)
  await page.screenshot({ path: testInfo.outputPath('quote-form-rows.png') })
})

test('the field palette shows a picture and a name per type, in the standard, advanced and pricing groups', async ({
  page,
}, testInfo) => {
  await signIn(page)
  await page.goto('/admin/collections/forms/create')
  await page.getByRole('button', { name: 'Add Field' }).click()
  const drawer = page.locator('.blocks-drawer__blocks-wrapper')
  await expect(drawer).toBeVisible()
  for (const group of ['Standard fields', 'Advanced fields', 'Pricing fields']) {
    await expect(drawer.locator('.blocks-drawer__block-group-label', { hasText: group })).toHaveCount(1)
  }
  const card = drawer.getByRole('button', { name: /Single line text/ })
  await expect(card).toBeVisible()
  await expect(card.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml,/)
  await expect(card.locator('img')).toHaveAttribute('alt', 'A short answer on one line')
  const names = await drawer.locator('.thumbnail-card__label').allTextContents()
  expect(names).toEqual(expect.arrayContaining(['Single line text', 'E-mail', 'File upload', 'Product', 'Total', 'Page break']))
  await page.screenshot({ path: testInfo.outputPath('field-palette.png') })
  const axe = await new AxeBuilder({ page }).include('.blocks-drawer__blocks-wrapper').analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

  // A field picked from the palette is a row that asks for its label, then shows it as it is typed.
  await card.click()
  await expect(drawer).toBeHidden()
  const row = rows(page).last()
  await expect(row.locator('.field-row-label__text')).toHaveText('No label yet')
  // It has its id at once (the first field of a new form: 1), so logic can name it before a save.
  await expect(row.locator('.field-row-label__id')).toHaveText('ID 1')
})

import { expect, test, type Page } from '@playwright/test'

import { adminFind } from '../support/privacy'
import { quoteField } from '../support/quote'

/**
 * A quote request started from a product page: the "Request a quote" link carries the
 * product's code (`?product=OS-CP20`), the quote form's Product field shows the product by
 * name and code, and the entry keeps it. A code the catalogue does not know stays the
 * visitor's own text.
 */

const PRODUCT = 'CP20 coaster pager (OS-CP20)'

/** Fills the quote form from its first page to the confirmation; `company` finds the entry later. */
async function completeQuote(page: Page, formId: number, company: string) {
  await quoteField(page, 'input_1.3').fill('Jan')
  await quoteField(page, 'input_1.6').fill('Bakker')
  await quoteField(page, 'input_2').fill(company)
  await quoteField(page, 'input_3').fill('jan@example.com')
  await quoteField(page, 'input_3_2').fill('jan@example.com')
  await quoteField(page, 'input_4').fill('020 123 4567')
  await page.locator(`#gform_page_${formId}_1 .gform_next_button`).click()
  await expect(page.locator(`#gform_page_${formId}_2`)).toBeVisible()
  await page.locator('.gform_wrapper form [name="input_7"][value="hotel"]').check()
  await quoteField(page, 'input_8.1').check()
  await quoteField(page, 'input_9').fill('20')
  await page.locator(`#gform_page_${formId}_2 .gform_next_button`).click()
  await expect(page.locator(`#gform_page_${formId}_3`)).toBeVisible()
  await quoteField(page, 'input_17.1').check()
  await page.locator(`#gform_submit_button_${formId}`).click()
  await expect(page.locator(`#gform_confirmation_wrapper_${formId}`)).toContainText('Thank you, Jan')
}

async function entryValues(page: Page, formId: number, company: string): Promise<Record<string, unknown>> {
  const entries = await adminFind<{ values: Record<string, unknown> }>(
    page.request,
    'form-entries',
    `where[form][equals]=${formId}&sort=-createdAt`,
  )
  const entry = entries.find((e) => e.values['2'] === company)
  expect(entry, `the entry of ${company}`).toBeTruthy()
  return entry!.values
}

test('a quote asked for from a product page names the product, and the entry keeps it', async ({ page }) => {
  await page.goto('/products/cp20-coaster-pager')
  await page.getByRole('main').getByRole('link', { name: 'Request a quote' }).click()
  await expect(page).toHaveURL(/\/request-a-quote\?product=OS-CP20$/)
  const wrapper = page.locator('.gform_wrapper[data-enhanced="true"]').first()
  await expect(wrapper).toBeVisible()
  const formId = Number(await wrapper.getAttribute('data-form-id'))
  const product = page.getByRole('textbox', { name: 'Product' })
  await expect(product).toBeVisible()
  await expect(product).toHaveValue(PRODUCT)
  await page.screenshot({ path: 'test-results/quote-product.png' })

  const company = `Hotel Aan Zee ${Date.now().toString(36)}`
  await completeQuote(page, formId, company)
  expect((await entryValues(page, formId, company))['41']).toBe(PRODUCT)
})

test('a product code the catalogue does not know is kept as the visitor wrote it', async ({ page }) => {
  await page.goto('/request-a-quote?product=OS-XX99')
  const wrapper = page.locator('.gform_wrapper[data-enhanced="true"]').first()
  await expect(wrapper).toBeVisible()
  const formId = Number(await wrapper.getAttribute('data-form-id'))
  await expect(page.getByRole('textbox', { name: 'Product' })).toHaveValue('OS-XX99')
  const company = `Camping De Duinen ${Date.now().toString(36)}`
  await completeQuote(page, formId, company)
  expect((await entryValues(page, formId, company))['41']).toBe('OS-XX99')
})

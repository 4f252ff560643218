import { expect, type Page } from '@playwright/test'

/** A field of the form on the page, by its input name. */
export const quoteField = (page: Page, name: string) => page.locator(`.gform_wrapper form [name="${name}"]`)

/** Opens /request-a-quote, fills its first page and moves on to the needs page; returns the form id. */
export async function openQuoteNeeds(page: Page): Promise<number> {
  await page.goto('/request-a-quote')
  const wrapper = page.locator('.gform_wrapper[data-enhanced="true"]').first()
  await expect(wrapper).toBeVisible()
  const formId = Number(await wrapper.getAttribute('data-form-id'))
  await quoteField(page, 'input_1.3').fill('Jan')
  await quoteField(page, 'input_1.6').fill('Bakker')
  await quoteField(page, 'input_2').fill('Zorgcentrum De Linde')
  await quoteField(page, 'input_3').fill('jan@example.com')
  await quoteField(page, 'input_3_2').fill('jan@example.com')
  await quoteField(page, 'input_4').fill('020 123 4567')
  await page.locator(`#gform_page_${formId}_1 .gform_next_button`).click()
  await expect(page.locator(`#gform_page_${formId}_2`)).toBeVisible()
  return formId
}

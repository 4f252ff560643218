import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

/**
 * Products, options, shipping, calculations and the total on the quote request's page 2
 * ("Your needs"), in euros written `1.234,56 €`; the server's own figures on the summary
 * page whatever the browser sends; the product configuration check.
 */

const CONFIG_INVALID =
  'There was an unknown error processing your request. Product config could not be validated. Please try again.'

const field = (page: Page, name: string) => page.locator(`.gform_wrapper form [name="${name}"]`)

async function openNeeds(page: Page) {
  await page.goto('/request-a-quote')
  const wrapper = page.locator('.gform_wrapper[data-enhanced="true"]').first()
  await expect(wrapper).toBeVisible()
  const formId = Number(await wrapper.getAttribute('data-form-id'))
  await field(page, 'input_1.3').fill('Jan')
  await field(page, 'input_1.6').fill('Bakker')
  await field(page, 'input_2').fill('Zorgcentrum De Linde')
  await field(page, 'input_3').fill('jan@example.com')
  await field(page, 'input_3_2').fill('jan@example.com')
  await field(page, 'input_4').fill('020 123 4567')
  await page.locator(`#gform_page_${formId}_1 .gform_next_button`).click()
  await expect(page.locator(`#gform_page_${formId}_2`)).toBeVisible()
  // The pricing script has started when the form says so.
  await expect(page.locator(`#gform_${formId}[data-pricing="on"]`)).toHaveCount(1)
  return { formId, wrapper }
}

async function orderStarterSystem(page: Page) {
  await page.getByRole('spinbutton', { name: 'Quantity of Guest pager set' }).fill('2')
  await page.getByRole('radio', { name: 'Waterproof coaster +35,00 €' }).check()
  await page.getByRole('spinbutton', { name: 'Quantity of Nurse call starter kit' }).fill('1')
  await page.getByRole('spinbutton', { name: 'Quantity of Repeater antenna' }).fill('3')
  await page.getByRole('radio', { name: 'Courier in the Netherlands 24,95 €' }).check()
  await field(page, 'input_7').first().check()
  await field(page, 'input_8.1').check()
  await field(page, 'input_9').fill('20')
}

test.describe('pricing and calculations', () => {
  test('shows prices, options, shipping, a calculated installation and the total in euros', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    const { formId } = await openNeeds(page)
    const total = page.locator(`#input_${formId}_68`)
    await expect(total).toHaveText('0,00 €')
    await expect(page.locator(`#input_${formId}_61`)).toHaveText('489,00 €')
    await expect(page.locator(`#input_${formId}_63`)).toHaveText('1.295,00 €')

    await orderStarterSystem(page)
    // 2 × (489 + 35) + 1.295 + 3 × 249 + installation (2 × 15 + 120 + 3 × 45 = 285) + 24,95
    await expect(total).toHaveText('3.399,95 €')
    await expect(page.locator(`#input_${formId}_65`)).toHaveText('285,00 €')
    await expect(page.locator(`#ginput_total_${formId}_68`)).toHaveValue('3.399,95 €')
    // The calculated number field: 2 sets of 10 pagers and 2 staff pagers per kit, read-only.
    const pagers = page.locator(`#input_${formId}_66`)
    await expect(pagers).toHaveValue('22')
    await expect(pagers).toHaveAttribute('readonly', '')

    // Changing a choice or a quantity updates the total.
    await page.getByRole('radio', { name: 'Collect in Utrecht 0,00 €' }).check()
    await expect(total).toHaveText('3.375,00 €')
    await page.getByRole('spinbutton', { name: 'Quantity of Guest pager set' }).fill('12')
    await expect(pagers).toHaveValue('122')
    // 12 × 524 + 1.295 + 747 + (180 + 120 + 135)
    await expect(total).toHaveText('8.765,00 €')

    const axe = await new AxeBuilder({ page }).include('.gform_wrapper').analyze()
    expect(axe.violations.map((v) => v.id)).toEqual([])
    await page.locator(`#field_${formId}_60`).scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/pricing-quote.png', fullPage: false })
    expect(errors.filter((e) => e.includes('Product config'))).toEqual([])
  })

  test('the summary shows the order as the server computed it, whatever prices the browser posts', async ({ page }) => {
    const { formId } = await openNeeds(page)
    await orderStarterSystem(page)
    await expect(page.locator(`#input_${formId}_68`)).toHaveText('3.399,95 €')
    const posts: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/next/forms/ajax') && r.method() === 'POST') posts.push(r.postData() ?? '')
    })
    // Forge every price and the total the page holds, then go on. The forgery is made as the form
    // is sent (first of the listeners, in the capture phase), so a recalculation the page still
    // had due cannot put the true prices back first.
    await page.evaluate((id) => {
      const forge = () => {
        const set = (selector: string, value: string) => {
          const el = document.querySelector<HTMLInputElement>(selector)
          if (el) el.value = value
        }
        set(`#ginput_base_price_${id}_61`, '0,01 €')
        set(`#ginput_base_price_${id}_63`, '0,01 €')
        set(`#ginput_total_${id}_68`, '0,01 €')
        set(`[name="input_67"][value="courier-nl"]`, 'courier-nl|0.01')
      }
      forge()
      document.addEventListener('click', forge, true)
      document.addEventListener('submit', forge, true)
    }, formId)
    await page.locator(`#gform_page_${formId}_2 .gform_next_button`).click()
    const summary = page.locator(`#gform_page_${formId}_3`)
    await expect(summary).toBeVisible()
    expect(posts.some((p) => p.includes('0,01 €'))).toBe(true)
    const order = summary.locator('table.gform_all_fields')
    await expect(order).toContainText('Guest pager set')
    await expect(order).toContainText('2 × 524,00 € (Waterproof coaster 35,00 €) = 1.048,00 €')
    await expect(order).toContainText('1 × 1.295,00 € = 1.295,00 €')
    await expect(order).toContainText('Shipping: Courier in the Netherlands')
    await expect(order.locator('tr', { hasText: /^Total/ })).toContainText('3.399,95 €')
    await expect(order).not.toContainText('0,01')
  })

  test('a product configuration the server does not recognise is reported in the console', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    // The page's configuration signature is altered on its way to the server.
    await page.route('**/next/forms/ajax', async (route) => {
      const body = route.request().postData() ?? ''
      if (!body.includes('gform_validate_config')) return route.continue()
      const forged = body.replace(/"hash":"[^"]+"/, '"hash":"forged"')
      await route.continue({ postData: forged })
    })
    await openNeeds(page)
    await expect.poll(() => errors).toContain(CONFIG_INVALID)
  })
})

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { fetchRouted, SITE_SCRIPT } from '../support/page'
import { refuseCookies } from '../support/privacy'

/**
 * A form's lazily loaded script (here the products and totals of the quote request) that
 * cannot be fetched is a ChunkLoadError (spec sections 7 and 8): the visitor sees what is
 * missing and a "Try again" button, and trying again once the network is back starts it.
 */

/** The products chunk is the one script that posts `gform_validate_config`. */
const PRODUCTS_MARKER = 'gform_validate_config'

async function blockProductsChunk(page: Page, how: 'abort' | '404') {
  const state = { blocked: true, refused: 0 }
  await page.route(SITE_SCRIPT, async (route) => {
    const fetched = await fetchRouted(route)
    if (!fetched) return
    if (state.blocked && fetched.body.includes(PRODUCTS_MARKER)) {
      state.refused++
      if (how === 'abort') return route.abort('internetdisconnected')
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' })
    }
    return route.fulfill(fetched)
  })
  return state
}

const field = (page: Page, name: string) => page.locator(`.gform_wrapper form [name="${name}"]`)

for (const [width, how] of [
  [1440, 'abort'],
  [390, '404'],
] as const) {
  test.describe(`a form script that fails to load at ${width} px (${how})`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('shows a retry, and trying again after the network is back starts the script', async ({ page, baseURL }) => {
      // The cookie notice answered, so nothing covers the form in the screenshots.
      await refuseCookies(page.context(), baseURL!)
      const errors: string[] = []
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text())
      })
      const state = await blockProductsChunk(page, how)
      await page.goto('/request-a-quote')
      const wrapper = page.locator('.gform_wrapper[data-enhanced="true"]').first()
      await expect(wrapper).toBeVisible()
      const formId = Number(await wrapper.getAttribute('data-form-id'))

      const notice = page.getByRole('alert').filter({ hasText: 'could not be loaded' })
      await expect(notice).toBeVisible()
      await expect(notice).toContainText('Prices and totals')
      const retry = notice.getByRole('button', { name: 'Try again' })
      await expect(retry).toBeVisible()
      expect(state.refused).toBeGreaterThan(0)
      expect(errors.some((e) => /ChunkLoadError \((error|missing)\)/.test(e))).toBe(true)
      const axe = await new AxeBuilder({ page }).include('.gform_wrapper').analyze()
      expect(axe.violations.map((v) => v.id)).toEqual([])
      await notice.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `test-results/shots/chunk-retry-${width}.png` })

      // Still blocked: trying again fails again, and says so again.
      await retry.click()
      await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible()

      // Back online: the retry starts the products script and the notice goes.
      state.blocked = false
      await notice.getByRole('button', { name: 'Try again' }).click()
      await expect(page.locator(`#gform_${formId}[data-pricing="on"]`)).toHaveCount(1)
      await expect(notice).toHaveCount(0)

      // The form is whole: page 2's prices are there.
      await field(page, 'input_1.3').fill('Jan')
      await field(page, 'input_1.6').fill('Bakker')
      await field(page, 'input_2').fill('Zorgcentrum De Linde')
      await field(page, 'input_3').fill('jan@example.com')
      await field(page, 'input_3_2').fill('jan@example.com')
      await field(page, 'input_4').fill('020 123 4567')
      await page.locator(`#gform_page_${formId}_1 .gform_next_button`).click()
      await expect(page.locator(`#input_${formId}_61`)).toHaveText('489,00 €')
      await page.getByRole('spinbutton', { name: 'Quantity of Guest pager set' }).fill('2')
      await expect(page.locator(`#input_${formId}_68`)).not.toHaveText('0,00 €')
    })
  })
}

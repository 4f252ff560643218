import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { E2E } from '../../playwright.config'
import { openQuoteNeeds, quoteField } from '../support/quote'

/**
 * The quote request's repeater of sites (field 69: name, address, beds or tables; at most
 * 10): adding and removing items, the maximum, the announcements, an error in one item's
 * sub-field, the stored entry and a saved draft.
 */

const field = quoteField

async function openNeeds(page: Page) {
  const formId = await openQuoteNeeds(page)
  const sites = page.locator(`#field_${formId}_69`)
  await expect(sites.getByRole('button', { name: 'Add another site' })).toBeVisible()
  return { formId, sites }
}

/** The required answers of the "Your needs" page. */
async function fillNeeds(page: Page) {
  await page.locator('.gform_wrapper form [name="input_7"][value="hotel"]').check()
  await page.locator('.gform_wrapper form [name="input_8.1"][value="guest-pagers"]').check()
  await field(page, 'input_9').fill('25')
}

const site = (page: Page, n: number) => page.getByRole('group', { name: `Site ${n}`, exact: true })

async function fillSite(page: Page, n: number, name: string, address: string, beds: string) {
  await site(page, n).getByRole('textbox', { name: 'Site name' }).fill(name)
  await site(page, n).getByRole('textbox', { name: 'Address' }).fill(address)
  await site(page, n).getByRole('textbox', { name: 'Beds or tables' }).fill(beds)
}

async function axe(page: Page) {
  const result = await new AxeBuilder({ page }).include('.gform_wrapper').analyze()
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test.describe('repeater field', () => {
  test('adds sites up to the maximum, removes them down to one, says so, and moves focus', async ({ page }) => {
    const { sites } = await openNeeds(page)
    const live = page.locator('#gform-live-region')
    const items = sites.locator('.gfield_repeater_item')
    const add = sites.getByRole('button', { name: 'Add another site' })
    await expect(items).toHaveCount(1)
    await expect(sites.getByRole('button', { name: /^Remove site/ })).toHaveCount(0)

    await fillSite(page, 1, 'Hoofdgebouw', 'Lindelaan 1, Utrecht', '40')
    await add.click()
    await expect(items).toHaveCount(2)
    await expect(live).toHaveText('New row added.')
    await expect(site(page, 2).getByRole('textbox', { name: 'Site name' })).toBeFocused()
    await expect(site(page, 2).getByRole('textbox', { name: 'Site name' })).toHaveValue('')
    await expect(sites.getByRole('button', { name: 'Remove site 1' })).toBeVisible()
    await expect(sites.getByRole('button', { name: 'Remove site 2' })).toBeVisible()

    // Keyboard: the add button works with Enter; then up to the maximum of 10.
    await fillSite(page, 2, 'Paviljoen', 'Lindelaan 3, Utrecht', '12')
    await add.focus()
    await page.keyboard.press('Enter')
    await expect(items).toHaveCount(3)
    for (let n = 4; n <= 10; n++) {
      await add.click()
      await expect(items).toHaveCount(n)
    }
    await expect(add).toBeDisabled()
    await expect(site(page, 10)).toBeVisible()
    expect(await axe(page)).toEqual([])

    await sites.getByRole('button', { name: 'Remove site 10' }).click()
    await expect(live).toHaveText('Row removed')
    await expect(items).toHaveCount(9)
    await expect(add).toBeEnabled()
    await expect(site(page, 9).getByRole('textbox', { name: 'Site name' })).toBeFocused()
    for (let n = 9; n >= 3; n--) await sites.getByRole('button', { name: `Remove site ${n}` }).click()
    await expect(items).toHaveCount(2)
    // Removing the first site renumbers the second as site 1 and focuses it.
    await sites.getByRole('button', { name: 'Remove site 1' }).click()
    await expect(items).toHaveCount(1)
    await expect(site(page, 1).getByRole('textbox', { name: 'Site name' })).toHaveValue('Paviljoen')
    await expect(site(page, 1).getByRole('textbox', { name: 'Site name' })).toBeFocused()
    await expect(field(page, 'input_69[0][1]')).toHaveValue('Paviljoen')
    await expect(sites.getByRole('button', { name: /^Remove site/ })).toHaveCount(0)
    await sites.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/repeater-sites.png' })
  })

  test('an error in site 2 points at its address; every site is stored', async ({ page }) => {
    const { formId, sites } = await openNeeds(page)
    await fillNeeds(page)
    await fillSite(page, 1, 'Hoofdgebouw', 'Lindelaan 1, Utrecht', '40')
    await sites.getByRole('button', { name: 'Add another site' }).click()
    await site(page, 2).getByRole('textbox', { name: 'Site name' }).fill('Paviljoen')
    await site(page, 2).getByRole('textbox', { name: 'Beds or tables' }).fill('12')
    await page.locator(`#gform_page_${formId}_2 .gform_next_button`).click()

    const message = page.locator(`#validation_message_${formId}_69`)
    await expect(message).toHaveText('Please complete site 2: Address.')
    const summary = page.locator('.gform_validation_errors')
    await expect(summary).toBeFocused()
    const link = summary.getByRole('link', { name: /Sites/ })
    await expect(link).toHaveAttribute('href', `#input_${formId}_69_1_2`)
    const address2 = site(page, 2).getByRole('textbox', { name: 'Address' })
    await expect(address2).toHaveAttribute('aria-invalid', 'true')
    await expect(address2).toHaveAttribute('aria-describedby', new RegExp(`validation_message_${formId}_69`))
    await expect(site(page, 1).getByRole('textbox', { name: 'Address' })).toHaveAttribute('aria-invalid', 'false')
    // The items came back as posted, with their buttons.
    await expect(site(page, 1).getByRole('textbox', { name: 'Site name' })).toHaveValue('Hoofdgebouw')
    await expect(sites.getByRole('button', { name: 'Remove site 2' })).toBeVisible()
    expect(await axe(page)).toEqual([])
    await link.click()
    await expect(address2).toBeFocused()

    await address2.fill('Lindelaan 3, Utrecht')
    await page.locator(`#gform_page_${formId}_2 .gform_next_button`).click()
    await expect(page.locator(`#gform_page_${formId}_3`)).toBeVisible()
    await expect(page.locator(`#gform_page_${formId}_3`)).toContainText('Site 2: Site name: Paviljoen')
    await field(page, 'input_17.1').check()
    await page.locator(`#gform_submit_button_${formId}`).click()
    await expect(page.locator(`#gform_confirmation_wrapper_${formId}`)).toContainText('Thank you, Jan')

    const login = await page.request.post('/api/users/login', {
      data: { email: E2E.adminEmail, password: E2E.adminPassword },
      headers: { origin: `http://localhost:${E2E.port}` },
    })
    expect(login.ok()).toBe(true)
    const auth = { authorization: `JWT ${((await login.json()) as { token: string }).token}` }
    const found = await page.request.get(`/api/form-entries?where[form][equals]=${formId}&sort=-createdAt&limit=1`, {
      headers: auth,
    })
    expect(found.status(), await found.text()).toBe(200)
    const [entry] = ((await found.json()) as { docs: { values: Record<string, string> }[] }).docs
    expect(JSON.parse(entry!.values['69']!)).toEqual([
      { 'Site name': 'Hoofdgebouw', Address: 'Lindelaan 1, Utrecht', 'Beds or tables': '40' },
      { 'Site name': 'Paviljoen', Address: 'Lindelaan 3, Utrecht', 'Beds or tables': '12' },
    ])
  })

  test('a saved draft keeps every site and resumes with them', async ({ page }) => {
    const { formId, sites } = await openNeeds(page)
    await fillNeeds(page)
    await fillSite(page, 1, 'Hoofdgebouw', 'Lindelaan 1, Utrecht', '40')
    await sites.getByRole('button', { name: 'Add another site' }).click()
    await fillSite(page, 2, 'Paviljoen', 'Lindelaan 3, Utrecht', '12')
    await page.locator(`#gform_page_${formId}_2 .gform_save_link`).click()
    const saved = page.locator(`#gform_saved_message_${formId}`)
    await expect(saved).toBeVisible()
    const link = await saved.locator('a.resume_form_link').getAttribute('href')

    await page.goto(link!)
    await expect(page.locator('.gform_wrapper[data-enhanced="true"]')).toBeVisible()
    await expect(page.locator(`#gform_page_${formId}_2`)).toBeVisible()
    await expect(sites.locator('.gfield_repeater_item')).toHaveCount(2)
    await expect(site(page, 2).getByRole('textbox', { name: 'Address' })).toHaveValue('Lindelaan 3, Utrecht')
    await expect(site(page, 1).getByRole('textbox', { name: 'Beds or tables' })).toHaveValue('40')
    await expect(sites.getByRole('button', { name: 'Remove site 2' })).toBeVisible()
  })

  test('works on a 390 px wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const { sites } = await openNeeds(page)
    await fillSite(page, 1, 'Hoofdgebouw', 'Lindelaan 1, Utrecht', '40')
    await sites.getByRole('button', { name: 'Add another site' }).click()
    await expect(site(page, 2).getByRole('textbox', { name: 'Site name' })).toBeFocused()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    const box = await sites.getByRole('button', { name: 'Remove site 2' }).boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(390)
    expect(await axe(page)).toEqual([])
    await sites.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/repeater-390.png' })
  })
})

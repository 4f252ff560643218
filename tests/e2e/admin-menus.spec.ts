import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test'

import { signIn } from '../support/page'

/**
 * The header, footer and slider editors read as staff think of them: menu rows named by their
 * labels, a footer that fits a screen with its lists folded, a slide's engine settings on its
 * Advanced tab. The seeded header and footer are read, never saved.
 */
test.use({ viewport: { width: 1440, height: 900 } })

/** The labels of an array field's rows, by the field's path (`items`, `items.0.panel.columns`). */
const rowLabels = (page: Page, path: string): Locator =>
  page.locator(`#field-${path.replace(/\./g, '__')} .array-row-label__text`)

/** The rows of an array field (Payload's row ids: `items-row-0`, `items-0-panel-columns-row-1`). */
const rows = (page: Page, path: string): Locator => page.locator(`[id^="${path.replace(/\./g, '-')}-row-"]`)

/** One row of an array field, found by its label. */
function row(page: Page, path: string, label: string): Locator {
  return rows(page, path)
    .filter({ has: page.locator('.array-row-label__text', { hasText: new RegExp(`^${label}$`) }) })
    .first()
}

async function toggle(rowLocator: Locator): Promise<void> {
  await rowLocator.locator('.collapsible__toggle').first().click()
}

/** axe over the given parts of the edit view: what this change added must add no violation. */
async function axeViolations(page: Page, selectors: string[]): Promise<string[]> {
  let builder = new AxeBuilder({ page })
  for (const selector of selectors) builder = builder.include(selector)
  const result = await builder.analyze()
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path, fullPage: true })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

test('the header menu lists its items by their labels, nested ones too, and the button by its text', async ({
  page,
}, testInfo) => {
  await signIn(page)
  await page.goto('/admin/globals/header')

  await expect(rowLabels(page, 'items')).toHaveText(['Products', 'Solutions', 'About', 'Downloads', 'Contact'])
  await expect(page.locator('#field-items .array-row-label__note')).toHaveText([
    'Link and panel',
    'Link and panel',
    'Link',
    'Link',
    'Link',
  ])
  await expect(rowLabels(page, 'cta')).toHaveText(['Request a quote'])
  await expect(page.getByText(/Menu item 0\d|Cta 01/)).toHaveCount(0)

  // A panel's columns, its links and its featured card are named the same way.
  await toggle(row(page, 'items', 'Products'))
  await expect(rowLabels(page, 'items.0.panel.columns')).toHaveText(['Hospitality', 'Care and staff'])
  await expect(rowLabels(page, 'items.0.panel.featured')).toHaveText(['The product brochure'])
  await toggle(row(page, 'items.0.panel.columns', 'Hospitality'))
  await expect(rowLabels(page, 'items.0.panel.columns.0.links')).toHaveText(['Guest pagers', 'Wireless call buttons'])
  await snapshot(page, testInfo, 'header-edit')
  expect(await axeViolations(page, ['#field-items', '#field-cta'])).toEqual([])

  // The label follows the typing; an empty one reads as the row's place, counted from 1.
  const ctaLabel = page.locator('#field-cta__0__label')
  await ctaLabel.fill('')
  await expect(rowLabels(page, 'cta')).toHaveText(['Header button 1'])
  await expect(page.locator('#field-cta .array-row-label__text--unnamed')).toHaveCount(1)
  await ctaLabel.fill('Ask for a demo')
  await expect(rowLabels(page, 'cta')).toHaveText(['Ask for a demo'])
  await page.getByRole('button', { name: 'Add Menu item' }).click()
  await expect(rows(page, 'items').nth(5).locator('.array-row-label__text').first()).toHaveText('Menu item 6')
  // Nothing is saved: the seeded header stays as it was for the other specs.
})

test('the footer editor fits a screen: three sections, every list folded and named', async ({ page }, testInfo) => {
  await signIn(page)
  await page.goto('/admin/globals/footer')

  await expect(rowLabels(page, 'columns')).toHaveText(['Products', 'Solutions', 'Company', 'Contact'])
  await expect(rowLabels(page, 'social')).toHaveText(['LinkedIn', 'YouTube', 'Instagram'])
  await expect(page.locator('#field-social .array-row-label__note')).toHaveText([
    'linkedin.com/company/oproep-systems',
    'youtube.com/@oproepsystems',
    'instagram.com/oproepsystems',
  ])
  await expect(rowLabels(page, 'legalLinks')).toHaveText(['Privacy policy', 'Cookie policy'])
  await expect(page.locator('.collapsible-field__row-label-wrap')).toHaveText([/Link columns/, /Social links/, /Bottom line/])
  // Every row of every list starts folded (the sections themselves are open).
  await expect(page.locator('.array-field .collapsible__toggle--collapsed')).toHaveCount(9)
  await expect(page.locator('.array-field .collapsible__toggle--open')).toHaveCount(0)

  // It was 7,450 px with every row open; folded it is one screen of 900 px and a bit: the three
  // sections' headings, nine one-line rows, their "Add" buttons and the note. 1,400 px leaves room
  // for a longer description or a fifth social link, and fails at once if rows start open again.
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  testInfo.annotations.push({ type: 'footer scrollHeight', description: String(height) })
  console.log(`footer edit view scrollHeight at 1440x900: ${height}px`)
  expect(height).toBeLessThan(1400)
  await snapshot(page, testInfo, 'footer-edit')
  expect(await axeViolations(page, ['.collapsible-field'])).toEqual([])
})

test('a footer column opens on its links, each named by its label', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/globals/footer')
  const products = row(page, 'columns', 'Products')
  await toggle(products)
  await expect(rowLabels(page, 'columns.0.links')).toHaveText([
    'Guest pagers',
    'Nurse call',
    'Staff paging',
    'Wireless call buttons',
  ])
  await expect(page.locator('#field-columns__0__links .collapsible__toggle--open')).toHaveCount(0)
  // Folded again, so the admin's saved preference leaves the footer as the other test expects it.
  await toggle(products)
  await expect(page.locator('.array-field .collapsible__toggle--open')).toHaveCount(0)
})

test("a slide keeps the slider engine's settings on its Advanced tab", async ({ page }, testInfo) => {
  await signIn(page)
  await page.goto('/admin/collections/pages?where[path][equals]=/installations')
  await page.getByRole('link', { name: 'Installations', exact: true }).first().click()
  const slides = '#field-layout__1__slides'
  await expect(page.locator(slides)).toBeVisible()
  const first = rows(page, 'layout.1.slides').first()
  await toggle(first)

  const tabs = first.locator('.tabs-field__tab-button')
  await expect(tabs).toHaveText(['Slide', 'Advanced'])
  await tabs.filter({ hasText: 'Slide' }).click()
  await expect(page.locator('#field-layout__1__slides__0__heading')).toHaveValue('De Kade food hall, Rotterdam')
  await expect(page.locator('#field-layout__1__slides__0__historySlug')).toHaveCount(0)
  await expect(page.locator('#field-layout__1__slides__0__hash')).toHaveCount(0)

  await tabs.filter({ hasText: 'Advanced' }).click()
  await expect(page.locator('#field-layout__1__slides__0__historySlug')).toHaveValue('de-kade-food-hall')
  await expect(page.locator('#field-layout__1__slides__0__hash')).toBeVisible()
  await expect(page.locator('#field-layout__1__slides__0__autoplayDelay')).toBeVisible()
  await expect(page.locator('#field-layout__1__slides__0__parallaxLayers')).toBeVisible()
  await expect(page.locator('#field-layout__1__slides__0__heading')).toHaveCount(0)
  await first.scrollIntoViewIfNeeded()
  await snapshot(page, testInfo, 'slider-edit')
  expect(await axeViolations(page, [`${slides} .tabs-field`])).toEqual([])
  // Back on the everyday tab, so the admin's saved preference opens slides there.
  await tabs.filter({ hasText: 'Slide' }).click()
})

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test'

import { signIn } from '../support/page'

/**
 * The header, footer and slider editors read as staff think of them: menu rows named by their
 * labels, a footer that opens on one screen with its lists folded, a slide's engine settings on its
 * Advanced tab. The seeded header and footer are read, never saved; what a test opens (Payload keeps
 * it in the admin's preferences) it folds again.
 */
test.use({ viewport: { width: 1440, height: 900 } })

/** The rows of an array field (Payload's row ids: `items-row-0`, `items-0-panel-columns-row-1`). */
const rows = (page: Page, path: string): Locator => page.locator(`[id^="${path.replace(/\./g, '-')}-row-"]`)

/** The labels of an array field's own rows (not of the arrays inside them), in order. */
const rowLabels = (page: Page, path: string): Locator =>
  page.locator(`[id^="${path.replace(/\./g, '-')}-row-"] > .collapsible > .collapsible__toggle-wrap .array-row-label__text`)

/** One row of an array field, found by its label. */
function row(page: Page, path: string, label: string): Locator {
  return rows(page, path)
    .filter({ has: page.locator('.array-row-label__text', { hasText: new RegExp(`^${label}$`) }) })
    .first()
}

/** A collapsible section of the edit view, by its label. */
function section(page: Page, label: string): Locator {
  return page
    .locator('.collapsible-field')
    .filter({ has: page.locator('.collapsible-field__row-label-wrap', { hasText: label }) })
    .first()
}

/** Opens (or folds) a row or section, whatever state the admin's preferences left it in. */
async function setOpen(target: Locator, open: boolean): Promise<void> {
  const button = target.locator('.collapsible__toggle').first()
  const isOpen = ((await button.getAttribute('class')) ?? '').includes('collapsible__toggle--open')
  if (isOpen !== open) await button.click()
  await expect(button).toHaveClass(open ? /collapsible__toggle--open/ : /collapsible__toggle--collapsed/)
}

/** axe over what this change added (the row labels, section and tab headings): no violation. */
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
  await expect(page.locator('[id^="items-row-"] > .collapsible > .collapsible__toggle-wrap .array-row-label__note')).toHaveText([
    'Link and panel',
    'Link and panel',
    'Link',
    'Link',
    'Link',
  ])
  await expect(rowLabels(page, 'cta')).toHaveText(['Request a quote'])
  await expect(page.getByText(/Menu item 0\d|Cta 01/)).toHaveCount(0)

  // A panel's columns, its links and its featured card are named the same way.
  const products = row(page, 'items', 'Products')
  await setOpen(products, true)
  await expect(rowLabels(page, 'items.0.panel.columns')).toHaveText(['Hospitality', 'Care and staff'])
  await expect(rowLabels(page, 'items.0.panel.featured')).toHaveText(['The product brochure'])
  const hospitality = row(page, 'items.0.panel.columns', 'Hospitality')
  await setOpen(hospitality, true)
  await expect(rowLabels(page, 'items.0.panel.columns.0.links')).toHaveText(['Guest pagers', 'Wireless call buttons'])
  await snapshot(page, testInfo, 'header-edit')
  expect(await axeViolations(page, ['.array-row-label'])).toEqual([])
  await setOpen(hospitality, false)
  await setOpen(products, false)

  // The label follows the typing; an empty one reads as the row's place, counted from 1.
  const ctaLabel = page.locator('#field-cta__0__label')
  await ctaLabel.fill('')
  await expect(rowLabels(page, 'cta')).toHaveText(['Header button 1'])
  await expect(page.locator('#field-cta .array-row-label__text--unnamed')).toHaveCount(1)
  expect(await axeViolations(page, ['#field-cta .array-row-label'])).toEqual([])
  await ctaLabel.fill('Ask for a demo')
  await expect(rowLabels(page, 'cta')).toHaveText(['Ask for a demo'])
  // Nothing is saved: the seeded header stays as it was for the other specs.
})

test('the footer editor opens on one screen: three sections, the lists folded and named', async ({ page }, testInfo) => {
  await signIn(page)
  await page.goto('/admin/globals/footer')

  await expect(page.locator('.collapsible-field__row-label-wrap')).toHaveText([
    /Link columns/,
    /Social links/,
    /Note and legal links/,
  ])
  await expect(rowLabels(page, 'columns')).toHaveText(['Products', 'Solutions', 'Company', 'Contact'])
  // No row of any list starts open.
  await expect(page.locator('.array-field .collapsible__toggle--open')).toHaveCount(0)

  // It was 7,450 px, every row open. Now: the title bar, the three section headings and the four
  // folded columns, about 900 px. 1,100 px is the 900 px screen and about four more rows: a longer
  // label still passes, a list or a section starting open again (300 px and more each) fails.
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  testInfo.annotations.push({ type: 'footer scrollHeight', description: String(height) })
  console.log(`footer edit view scrollHeight at 1440x900: ${height}px`)
  expect(height).toBeLessThan(1100)
  await snapshot(page, testInfo, 'footer-edit')
  expect(await axeViolations(page, ['.collapsible-field__row-label-wrap', '.array-row-label'])).toEqual([])
})

test('the footer sections open on lists named by their content', async ({ page }, testInfo) => {
  await signIn(page)
  await page.goto('/admin/globals/footer')

  const social = section(page, 'Social links')
  const legal = section(page, 'Note and legal links')
  await setOpen(social, true)
  await setOpen(legal, true)
  await expect(rowLabels(page, 'social')).toHaveText(['LinkedIn', 'YouTube', 'Instagram'])
  await expect(page.locator('#field-social .array-row-label__note')).toHaveText([
    'linkedin.com/company/oproep-systems',
    'youtube.com/@oproepsystems',
    'instagram.com/oproepsystems',
  ])
  await expect(rowLabels(page, 'legalLinks')).toHaveText(['Privacy policy', 'Cookie policy'])
  const products = row(page, 'columns', 'Products')
  await setOpen(products, true)
  await expect(rowLabels(page, 'columns.0.links')).toHaveText([
    'Guest pagers',
    'Nurse call',
    'Staff paging',
    'Wireless call buttons',
  ])
  await expect(page.locator('.array-field .collapsible__toggle--open')).toHaveCount(1)
  await snapshot(page, testInfo, 'footer-edit-open')
  expect(await axeViolations(page, ['.array-row-label'])).toEqual([])

  await setOpen(products, false)
  await setOpen(legal, false)
  await setOpen(social, false)
})

test("a slide keeps the slider engine's settings on its Advanced tab", async ({ page }, testInfo) => {
  await signIn(page)
  await page.goto('/admin/collections/pages?where[path][equals]=/installations')
  const href = await page.getByRole('link', { name: 'Installations', exact: true }).first().getAttribute('href')
  await page.goto(href!)
  await expect(page.locator('#field-layout__1__slides')).toBeVisible({ timeout: 30_000 })
  const first = rows(page, 'layout.1.slides').first()
  await setOpen(first, true)

  const tabs = first.locator('.tabs-field__tab-button')
  await expect(tabs).toHaveText(['Slide', 'Advanced'])
  await tabs.filter({ hasText: 'Slide' }).click()
  await expect(page.locator('#field-layout__1__slides__0__heading')).toHaveValue('De Kade food hall, Rotterdam')
  await expect(page.locator('#field-layout__1__slides__0__historySlug')).toHaveCount(0)
  await expect(page.locator('#field-layout__1__slides__0__hash')).toHaveCount(0)
  await expect(page.locator('#field-layout__1__slides__0__parallaxLayers')).toHaveCount(0)

  await tabs.filter({ hasText: 'Advanced' }).click()
  await expect(page.locator('#field-layout__1__slides__0__historySlug')).toHaveValue('de-kade-food-hall')
  await expect(page.locator('#field-layout__1__slides__0__hash')).toBeVisible()
  await expect(page.locator('#field-layout__1__slides__0__autoplayDelay')).toBeVisible()
  await expect(page.locator('#field-layout__1__slides__0__parallaxLayers')).toBeVisible()
  await expect(page.locator('#field-layout__1__slides__0__heading')).toHaveCount(0)
  await first.scrollIntoViewIfNeeded()
  await snapshot(page, testInfo, 'slider-edit')
  expect(await axeViolations(page, ['#field-layout__1__slides .tabs-field__tabs'])).toEqual([])

  // Back as it was: the everyday tab, the slide folded.
  await tabs.filter({ hasText: 'Slide' }).click()
  await setOpen(first, false)
})

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { byPath, formStateWatch, openRow, tickUntil } from '../support/builder'
import { signIn } from '../support/page'

/**
 * The page editor as staff meet it: each block row names its block by its heading or first words,
 * the block picker shows a picture of every block, and a Media with text block's link is there
 * again when the saved page is opened.
 */
test.use({ viewport: { width: 1440, height: 900 } })

/** axe on what this work adds: the block rows' labels and the block picker's pictures. */
async function axeViolations(page: Page, selector: string) {
  const result = await new AxeBuilder({ page }).include(selector).analyze()
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Opens a seeded page's edit view by its address. */
async function editPage(page: Page, path: string, title: string) {
  await page.goto(`/admin/collections/pages?where[path][equals]=${encodeURIComponent(path)}`)
  // A click before the list has hydrated goes nowhere: click again until the edit view opens.
  await expect(async () => {
    if (!/\/admin\/collections\/pages\/\d+/.test(page.url()))
      await page.getByRole('link', { name: title, exact: true }).first().click()
    await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/, { timeout: 5000 })
  }).toPass({ timeout: 60_000 })
  await expect(page.locator('.blocks-field__row').first()).toBeVisible()
}

const rowLabels = (page: Page) => page.locator('.blocks-field__row .block-row-label')

test('each block row shows its number, type and heading or first words', async ({ page }, testInfo) => {
  await signIn(page)
  await editPage(page, '/faq', 'Frequently asked questions')
  const labels = rowLabels(page)
  await expect(labels.first()).toBeVisible()
  const texts = (await labels.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())
  // Every row names its block; none says "Untitled".
  expect(texts.length).toBeGreaterThan(1)
  for (const text of texts) expect(text).not.toMatch(/Untitled/)
  await expect(labels.filter({ hasText: 'Ordering and delivery' })).toHaveCount(1)
  await expect(labels.filter({ hasText: 'Ordering and delivery' }).locator('.blocks-field__block-pill')).toHaveText('FAQ')
  await expect(labels.first().locator('.blocks-field__block-number')).toHaveText('01')
  expect(await axeViolations(page, '.block-row-label')).toEqual([])
  // Folded, the page reads as a list of its sections.
  await page.getByRole('button', { name: 'Collapse All' }).first().click()
  await expect(byPath(page, 'layout.0.heading')).toBeHidden()
  await page.screenshot({ path: testInfo.outputPath('block-rows.png') })

  // The label follows the heading as it is typed.
  const settle = formStateWatch(page)
  await openRow(page.locator('.blocks-field__row').first(), byPath(page, 'layout.0.heading'))
  await byPath(page, 'layout.0.heading').fill('Opening hours at Easter')
  await expect(labels.first().locator('.block-row-label__text')).toHaveText('Opening hours at Easter')
  await settle()
})

test('the block picker shows a picture of every block, described for screen readers', async ({ page }, testInfo) => {
  await signIn(page)
  await page.goto('/admin/collections/pages/create')
  await page.getByRole('button', { name: 'Add Layout' }).click()
  const drawer = page.locator('.blocks-drawer__blocks-wrapper')
  await expect(drawer).toBeVisible()
  const cards = drawer.locator('.thumbnail-card')
  await expect(cards).toHaveCount(13)
  const images = drawer.locator('.thumbnail-card img')
  await expect(images).toHaveCount(13)
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute('src', /^\/block-previews\/[a-zA-Z]+\.svg$/)
    expect((await img.getAttribute('alt'))?.length ?? 0).toBeGreaterThan(20)
    // The picture loaded: a broken image has no natural width.
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0)
  }
  const mediaWithText = drawer.getByRole('button', { name: /Media with text/ })
  await expect(mediaWithText.locator('img')).toHaveAttribute('src', '/block-previews/mediaWithText.svg')
  await page.screenshot({ path: testInfo.outputPath('block-picker.png') })
  expect(await axeViolations(page, '.blocks-drawer__blocks-wrapper')).toEqual([])

  // A block taken from the picker is a row that names its type until it has words of its own.
  await mediaWithText.click()
  await expect(drawer).toBeHidden()
  const label = rowLabels(page).first()
  await expect(label.locator('.blocks-field__block-pill')).toHaveText('Media with text')
  await expect(label.locator('.block-row-label__text')).toHaveCount(0)
  await byPath(page, 'layout.0.heading').fill('Guests wait where they like')
  await expect(label.locator('.block-row-label__text')).toHaveText('Guests wait where they like')
})

test('a Media with text block’s link shows its saved values when the page is opened again', async ({ page }, testInfo) => {
  test.setTimeout(240_000)
  const stamp = Date.now().toString(36)
  const settle = formStateWatch(page)
  await signIn(page)
  await page.goto('/admin/collections/pages/create')
  await page.locator('#field-title').fill(`Nurse call ${stamp}`)
  await page.locator('#field-slug').fill(`nurse-call-${stamp}`)
  await settle()
  await page.getByRole('button', { name: 'Add Layout' }).click()
  await page
    .locator('.blocks-drawer__blocks-wrapper')
    .getByRole('button', { name: /Media with text/ })
    .click()
  const row = page.locator('.blocks-field__row').first()
  await openRow(row, byPath(page, 'layout.0.heading'))

  await byPath(page, 'layout.0.media')
    .getByRole('button', { name: /Choose from existing/i })
    .click()
  const list = page.locator('.list-drawer')
  await expect(list.locator('tbody tr').first()).toBeVisible()
  await list.locator('tbody tr').first().getByRole('button').first().click()
  await expect(list).toBeHidden()

  await byPath(page, 'layout.0.heading').fill('Nurse call that reaches the carer')
  const editor = row.locator('[contenteditable="true"]').first()
  await editor.click()
  await editor.pressSequentially('Residents call with a wristband.')
  await settle()
  const url = byPath(page, 'layout.0.link.url')
  await tickUntil(row.getByRole('checkbox', { name: 'Add a link' }), byPath(page, 'layout.0.link.type'))
  await byPath(page, 'layout.0.link.type').getByText('Custom URL').click()
  await expect(url).toBeVisible()
  await url.fill('/contact')
  await byPath(page, 'layout.0.link.label').fill('Ask about nurse call')
  await byPath(page, 'layout.0.link.newTab').check()
  await settle()
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/published successfully|updated successfully/i).first()).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)

  await page.reload()
  await openRow(page.locator('.blocks-field__row').first(), byPath(page, 'layout.0.heading'))
  await expect(byPath(page, 'layout.0.heading')).toHaveValue('Nurse call that reaches the carer')
  await expect(page.locator('.blocks-field__row').first().getByRole('checkbox', { name: 'Add a link' })).toBeChecked()
  await page.screenshot({ path: testInfo.outputPath('media-with-text-reopened.png'), fullPage: true })
  await expect(byPath(page, 'layout.0.link.type').getByRole('radio', { name: 'Custom URL' })).toBeChecked()
  await expect(url).toHaveValue('/contact')
  await expect(byPath(page, 'layout.0.link.label')).toHaveValue('Ask about nurse call')
  await expect(byPath(page, 'layout.0.link.newTab')).toBeChecked()
})

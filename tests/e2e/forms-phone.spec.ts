import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'

import { openQuoteNeeds, quoteField } from '../support/quote'

/**
 * The forms on a phone (390 px): the form takes the width of the page less its gutter, the
 * list field's cells are wide enough to type in, and the upload field shows its drop zone
 * and a button instead of the browser's own file control, still worked from the keyboard.
 */

const dir = path.join(os.tmpdir(), `site-e2e-phone-${process.pid}`)
const plan = path.join(dir, 'plattegrond.pdf')

test.beforeAll(() => {
  mkdirSync(dir, { recursive: true })
  writeFileSync(plan, Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(20_000)]))
})

test.use({ viewport: { width: 390, height: 844 } })

const width = async (locator: Locator) => (await locator.boundingBox())?.width ?? 0

/** The width the page's content has: the viewport less the container's gutter on each side. */
async function contentWidth(page: Page): Promise<number> {
  return page
    .locator('main .container')
    .first()
    .evaluate((el) => el.getBoundingClientRect().width)
}

test('text inputs span the page less its gutter on the quote and contact forms', async ({ page }) => {
  for (const [path, name] of [
    ['/request-a-quote', 'input_2'],
    ['/contact', 'input_4'],
    ['/dealer-application', 'input_3'],
  ] as const) {
    await page.goto(path)
    await expect(page.locator('.gform_wrapper[data-enhanced="true"]')).toBeVisible()
    const content = await contentWidth(page)
    expect(content, path).toBeGreaterThan(340)
    const input = quoteField(page, name)
    expect(await width(input), `${path} ${name}`).toBeGreaterThanOrEqual(content - 2)
  }
})

test('list cells are wide enough to type in', async ({ page }) => {
  await openQuoteNeeds(page)
  const content = await contentWidth(page)
  const cells = page.locator('.gform_wrapper .gfield_list_group_item input')
  await expect(cells.first()).toBeVisible()
  for (const cell of await cells.all()) expect(await width(cell)).toBeGreaterThanOrEqual(content * 0.6)
  // Each cell says which column it is, as the header row does on wider screens.
  await expect(page.locator('.gform_wrapper .gfield_list_group').first()).toContainText('Location')
  await expect(page.locator('.gform_wrapper .gfield_list_group').first()).toContainText('Floors')
})

test('the upload field shows a button, not the browser’s file control, and works from the keyboard', async ({ page }) => {
  const formId = await openQuoteNeeds(page)
  const input = page.locator(`#input_${formId}_40`)
  await expect(input).toBeEnabled()
  // The native control is there for the keyboard and the label, but takes no room on screen.
  expect(await width(input)).toBeLessThanOrEqual(1)
  const button = page.locator(`#gform_drag_drop_area_${formId}_40`).getByText('Select files')
  await expect(button).toBeVisible()
  expect(await width(button)).toBeGreaterThan(80)

  // Tab from the field before it reaches the file input; its focus shows on the button.
  await quoteField(page, 'input_10').focus()
  let reached = false
  for (let i = 0; i < 6 && !reached; i++) {
    await page.keyboard.press('Tab')
    reached = await input.evaluate((el) => el === document.activeElement)
  }
  expect(reached).toBe(true)
  const ring = await button.evaluate((el) => getComputedStyle(el).outlineStyle)
  expect(ring).not.toBe('none')
  const chooser = page.waitForEvent('filechooser')
  await page.keyboard.press('Space')
  await (await chooser).setFiles(plan)
  await expect(page.locator(`#gform_preview_${formId}_40 .ginput_preview`, { hasText: 'plattegrond.pdf' })).toHaveCount(1)

  // A click on the button opens the picker too.
  const again = page.waitForEvent('filechooser')
  await button.click()
  await (await again).setFiles([])

  const axe = await new AxeBuilder({ page }).include('.gform_wrapper').analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { appear, formStateWatch } from '../support/builder'
import { adminFind } from '../support/privacy'
import { signIn } from '../support/page'

/**
 * The Image Choice field end to end: staff build it in the admin with pictures from the media
 * library, the builder's preview shows the cards, a visitor picks one by keyboard and the entry
 * keeps the choice.
 */
test.use({ viewport: { width: 1440, height: 900 } })

/** Adds a choice to the field's list, in a quiet moment (see `formStateWatch`): its label, and a picture from the media library. */
async function addChoice(page: Page, settle: () => Promise<void>, n: number, text: string) {
  const field = page.locator('.blocks-field__row').last()
  await settle()
  await field.getByRole('button', { name: 'Add Choice' }).click()
  const choice = field.locator('.array-field__row').nth(n)
  await appear(choice.getByRole('textbox', { name: /^Label/ }))
  await choice.getByRole('textbox', { name: /^Label/ }).fill(text)
  await settle()
  await choice.getByRole('button', { name: /Choose from existing/i }).click()
  const drawer = page.locator('.list-drawer').last()
  await drawer.locator('table tbody tr').nth(n).locator('button, a').first().click()
  await expect(drawer).toBeHidden()
}

test('staff add an Image Choice field with pictures; a visitor picks a card by keyboard and the entry keeps it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000)
  const settle = formStateWatch(page)
  await signIn(page)
  await page.goto('/admin/collections/forms/create')
  const title = `Pager colours ${Date.now()}`
  await page.getByLabel('Title').fill(title)
  await page.getByRole('button', { name: 'Add Field' }).click()
  await page
    .locator('.blocks-drawer__blocks-wrapper')
    .getByRole('button', { name: / Image Choice$/ })
    .click()
  const row = page.locator('.blocks-field__row').last()
  await expect(row.getByRole('textbox', { name: /^Label/ }).first()).toBeFocused()
  await page.keyboard.type('Pager colour')
  await addChoice(page, settle, 0, 'Ocean')
  await addChoice(page, settle, 1, 'Forest')

  const preview = page.frameLocator('iframe[title="Preview of the form"]')
  await expect(preview.locator('.gfield--type-image_choice .gchoice img.gfield-choice-image')).toHaveCount(2)
  await page.screenshot({ path: testInfo.outputPath('image-choice-admin.png') })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/forms\/\d+/)
  const [form] = await adminFind<{ id: number; fields: { blockType: string; choices: { text: string; image: unknown }[] }[] }>(
    request,
    'forms',
    `where[title][equals]=${encodeURIComponent(title)}`,
  )
  expect(form!.fields[0]!.blockType).toBe('ff_image_choice')
  expect(form!.fields[0]!.choices.map((c) => [c.text, c.image !== null && c.image !== undefined])).toEqual([
    ['Ocean', true],
    ['Forest', true],
  ])
  const id = form!.id

  // The visitor.
  await page.context().clearCookies()
  await page.goto(`/forms/${id}`)
  await expect(page.locator('.gform_wrapper[data-enhanced="true"]')).toBeVisible()
  const cards = page.locator(`#input_${id}_1 .gchoice`)
  await expect(cards).toHaveCount(2)
  await expect(cards.locator('img.gfield-choice-image')).toHaveCount(2)
  const axe = await new AxeBuilder({ page }).include(`#gform_wrapper_${id}`).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

  // Keyboard only: Tab reaches the first card's radio, the arrow key moves to the second, Space keeps it.
  await page.locator('body').click({ position: { x: 1, y: 1 } })
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab')
    if (await page.evaluate((cid) => document.activeElement?.id === cid, `choice_${id}_1_0`)) break
  }
  await expect(page.locator(`#choice_${id}_1_0`)).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Space')
  await expect(page.locator(`#choice_${id}_1_1`)).toBeChecked()
  // The image-choice part of the script marks the chosen card (for browsers without :has()).
  await expect(cards.nth(1)).toHaveClass(/gchoice--selected/)
  await expect(cards.nth(0)).not.toHaveClass(/gchoice--selected/)
  await cards.first().scrollIntoViewIfNeeded()
  await page.locator(`#field_${id}_1`).screenshot({ path: testInfo.outputPath('image-choice-1440.png') })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.locator(`#field_${id}_1`).screenshot({ path: testInfo.outputPath('image-choice-390.png') })

  await page.locator(`#gform_submit_button_${id}`).click()
  await expect(page.locator(`#gform_confirmation_wrapper_${id}, .gform_confirmation_message`).first()).toBeVisible()
  const [entry] = await adminFind<{ values: Record<string, string> }>(request, 'form-entries', `where[form][equals]=${id}`)
  expect(entry!.values['1']).toBe('Forest')
})

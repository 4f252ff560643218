import { expect, test } from '@playwright/test'

import { adminFind } from '../support/privacy'
import { signIn } from '../support/page'

/**
 * A form built in the admin is kept as built: its fields are stored as one JSON list (not a table
 * per field type), and the builder must still add, save and reopen them with their ids.
 */
test.use({ viewport: { width: 1440, height: 900 } })

test('a field taken from the palette opens ready for its label; the form is saved with its fields and ids and opens as built', async ({
  page,
  request,
}) => {
  await signIn(page)
  await page.goto('/admin/collections/forms/create')
  const title = `Callback request ${Date.now()}`
  await page.getByLabel('Title').fill(title)
  for (const [type, label] of [
    ['Single line text', 'Company'],
    ['E-mail', 'Work e-mail'],
  ] as const) {
    await page.getByRole('button', { name: 'Add Field' }).click()
    await page
      .locator('.blocks-drawer__blocks-wrapper')
      .getByRole('button', { name: new RegExp(` ${type}$`) })
      .click()
    const row = page.locator('.blocks-field__row').last()
    // A new field opens ready for its label: the box has the focus, so staff just type.
    await expect(row.getByRole('textbox', { name: /^Label/ })).toBeFocused()
    await page.keyboard.type(label)
    await expect(row.locator('.field-row-label__text')).toHaveText(label)
  }
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/forms\/\d+/)
  const [form] = await adminFind<{ id: number; fields: { label: string; fieldId: number; blockType: string }[] }>(
    request,
    'forms',
    `where[title][equals]=${encodeURIComponent(title)}`,
  )
  expect(form!.fields.map((f) => [f.blockType, f.label, f.fieldId])).toEqual([
    ['ff_text', 'Company', 1],
    ['ff_email', 'Work e-mail', 2],
  ])
  await page.reload()
  const labels = page.locator('.blocks-field__row .field-row-label__text')
  await expect(labels).toHaveText(['Company', 'Work e-mail'])
  await expect(page.locator('.blocks-field__row .field-row-label__id')).toHaveText(['ID 1', 'ID 2'])
})

test('the builder shows a live preview of the form, rendered as visitors get it, that follows each edit', async ({
  page,
  request,
}, testInfo) => {
  const [quote] = await adminFind<{ id: number }>(
    request,
    'forms',
    `where[title][equals]=${encodeURIComponent('Request a quote')}`,
  )
  await signIn(page)
  await page.goto(`/admin/collections/forms/${quote!.id}`)
  const preview = page.frameLocator('iframe[title="Preview of the form"]')
  // The visitors' markup: Gravity Forms' classes, the quote form's own fields and steps.
  await expect(preview.locator('.gform_wrapper .gfield_label', { hasText: 'Company or organisation' })).toBeVisible()
  await expect(preview.locator('.gf_progressbar_wrapper, .gf_page_steps').first()).toBeAttached()
  await page.screenshot({ path: testInfo.outputPath('builder-preview.png') })

  await page.getByRole('button', { name: 'Add Field' }).click()
  await page
    .locator('.blocks-drawer__blocks-wrapper')
    .getByRole('button', { name: / Paragraph text$/ })
    .click()
  await expect(
    page
      .locator('.blocks-field__row')
      .last()
      .getByRole('textbox', { name: /^Label/ }),
  ).toBeFocused()
  await page.keyboard.type('Preferred installation week')
  // Not saved, yet shown, with the id saving will give it: the preview follows the builder.
  const added = preview.locator('.gfield', { hasText: 'Preferred installation week' })
  await expect(added).toHaveAttribute('id', `field_${quote!.id}_71`)
  await expect(added.locator('textarea')).toBeAttached()
  await page.screenshot({ path: testInfo.outputPath('builder-preview-new-field.png'), fullPage: true })
})

test('staff duplicate a form and a field, and reorder fields by keyboard, by the row menu and by dragging', async ({
  page,
  request,
}) => {
  const [contact] = await adminFind<{ id: number; fields: { label: string }[] }>(
    request,
    'forms',
    `where[title][equals]=${encodeURIComponent('Contact')}`,
  )
  await signIn(page)
  await page.goto(`/admin/collections/forms/${contact!.id}`)
  await page.locator('.doc-controls__popup button, .doc-controls__dots').first().click()
  await page.getByRole('button', { name: 'Duplicate' }).click()
  await expect(page).not.toHaveURL(new RegExp(`/forms/${contact!.id}$`))
  await expect(page).toHaveURL(/\/admin\/collections\/forms\/\d+$/)
  const copyId = Number(page.url().split('/').pop())
  const [copy] = await adminFind<{ id: number; fields: { label: string; fieldId: number }[] }>(
    request,
    'forms',
    `where[id][equals]=${copyId}`,
  )
  expect(copy!.fields.map((f) => f.label)).toEqual(contact!.fields.map((f) => f.label))

  const labels = page.locator('.blocks-field__row .field-row-label__text')
  const before = await labels.allTextContents()
  // Keyboard only: the row's menu opens with Enter, and Move Down is a key press away.
  await page.locator('.blocks-field__row').first().locator('.array-actions__button').focus()
  await page.keyboard.press('Enter')
  const moveDown = page.getByRole('button', { name: 'Move Down' })
  await moveDown.focus()
  await page.keyboard.press('Enter')
  await expect(labels).toHaveText([before[1]!, before[0]!, ...before.slice(2)])
  // The row menu with the pointer: Move Up puts it back.
  await page.locator('.blocks-field__row').nth(1).locator('.array-actions__button').click()
  await page.getByRole('button', { name: 'Move Up' }).click()
  await expect(labels).toHaveText(before)
  // The mouse: drag the third row above the first.
  const third = page.locator('.blocks-field__row').nth(2).locator('.collapsible__drag')
  const first = page.locator('.blocks-field__row').first()
  await third.hover()
  await page.mouse.down()
  const box = (await first.boundingBox())!
  await page.mouse.move(box.x + 40, box.y + 5, { steps: 12 })
  await page.mouse.up()
  await expect(labels).toHaveText([before[2]!, before[0]!, before[1]!, ...before.slice(3)])
  // Duplicate a field: the copy gets its own id when saved.
  await page.locator('.blocks-field__row').first().locator('.array-actions__button').click()
  await page.getByRole('button', { name: 'Duplicate' }).click()
  await expect(labels).toHaveCount(before.length + 1)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible()
  const [saved] = await adminFind<{ fields: { label: string; fieldId: number }[]; lastFieldId: number }>(
    request,
    'forms',
    `where[id][equals]=${copyId}`,
  )
  expect(saved!.fields.map((f) => f.label)).toEqual([before[2], before[2], before[0], before[1], ...before.slice(3)])
  const ids = saved!.fields.map((f) => f.fieldId)
  expect(new Set(ids).size).toBe(ids.length)
  expect(saved!.fields[1]!.fieldId).toBe(saved!.lastFieldId)
})

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { adminFind } from '../support/privacy'
import { addField, appear, byPath, formStateWatch, openRow, optionsOf, pick, rows, tickUntil } from '../support/builder'
import { signIn } from '../support/page'

/**
 * The builder names fields by their labels wherever a form refers to one: a logic rule's field and
 * value, a notification's recipient and Reply-To are picked from drop-downs of the form's own
 * fields (saved or just added), a field has its id from the moment it is added, merge tags are
 * picked from a menu, a new form starts with GF's admin notification and default confirmation, and
 * a form that e-mails nobody says so.
 */
test.use({ viewport: { width: 1440, height: 900 } })

type StoredForm = {
  id: number
  fields: {
    blockType: string
    fieldId: number
    label: string
    defaultValue?: string
    logic?: { rules?: { fieldId: string; operator: string; value: string }[] }
  }[]
  notifications: {
    name: string
    isActive: boolean
    toType: string
    toEmails?: string
    toField: number | null
    replyToField: number | null
    subject: string
    message: string
  }[]
  confirmations: { name: string; isDefault: boolean; type: string }[]
}

/**
 * axe on what this work adds to the edit view (the drop-downs, the merge-tag menus, the notices).
 * Payload's own parts of the view are not axe-clean (drag handles and row menus without names,
 * its selects' inputs without labels, its descriptions' contrast) and are Payload's to fix.
 */
const OURS = ['.builder-select', '.merge-tag-picker', '.sp-notifications-off']
async function axeViolations(page: Page) {
  let axe = new AxeBuilder({ page })
  for (const selector of OURS) if ((await page.locator(selector).count()) > 0) axe = axe.include(selector)
  const result = await axe.analyze()
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('a new form starts ready; logic, recipients and merge tags are picked from its fields, which have ids at once', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000)
  const settle = formStateWatch(page)
  await signIn(page)
  await page.goto('/admin/collections/forms/create')
  await page.locator('#field-title').fill('Pickers test form')

  const topic = await addField(page, settle, 'Drop down', 'Topic')
  // The new field has its id at once, before any save.
  await expect(rows(page).nth(topic).locator('.field-row-label__id')).toHaveText('ID 1')
  for (const [i, text] of ['Sales', 'Support'].entries()) {
    await settle()
    await byPath(page, `fields.${topic}.choices`).getByRole('button', { name: 'Add Choice' }).last().click()
    await appear(byPath(page, `fields.${topic}.choices.${i}.text`))
    await byPath(page, `fields.${topic}.choices.${i}.text`).fill(text)
  }
  const email = await addField(page, settle, 'E-mail', 'Your e-mail')
  await expect(rows(page).nth(email).locator('.field-row-label__id')).toHaveText('ID 2')
  await addField(page, settle, 'Name', 'Your name')
  await addField(page, settle, 'Section', 'About the order')
  const order = await addField(page, settle, 'Single line text', 'Order number')
  await expect(byPath(page, `fields.${order}.fieldId`)).toHaveValue('5')

  // Show "Order number" when Topic is Support: both chosen, nothing typed.
  await settle()
  const addRule = byPath(page, `fields.${order}.logic.rules`).getByRole('button', { name: 'Add Rule' })
  await tickUntil(page.locator('.blocks-field__row').nth(order).getByRole('checkbox', { name: 'Use conditional logic' }), addRule)
  await settle()
  await addRule.click()
  const ruleField = byPath(page, `fields.${order}.logic.rules.0.fieldId`)
  await appear(ruleField)
  expect(await optionsOf(page, ruleField)).toEqual([
    'Topic · ID 1',
    'Your e-mail · ID 2',
    'Your name · ID 3',
    'Your name (First) · ID 3.3',
    'Your name (Last) · ID 3.6',
    'Order number · ID 5',
  ])
  await pick(page, ruleField, 'Topic · ID 1')
  const ruleValue = byPath(page, `fields.${order}.logic.rules.0.value`)
  expect(await optionsOf(page, ruleValue)).toEqual(['Sales', 'Support'])
  // By keyboard: the value's drop-down opens with the arrow key and takes Enter.
  await ruleValue.getByRole('combobox').focus()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(ruleValue.locator('.rs__single-value')).toHaveText('Support')
  await page.screenshot({ path: testInfo.outputPath('logic-rule-pickers.png') })

  // A default value from the merge-tag menu: only what is known before there is an entry.
  const orderDefault = page.locator('.field-type.text', { has: byPath(page, `fields.${order}.defaultValue`) })
  await orderDefault.getByRole('button', { name: 'Insert merge tag' }).click()
  const defaultMenu = orderDefault.getByRole('menu')
  await expect(defaultMenu.getByRole('menuitem', { name: /\{all_fields\}/ })).toHaveCount(0)
  await defaultMenu.getByRole('menuitem', { name: /\{date_dmy\}/ }).click()
  await expect(byPath(page, `fields.${order}.defaultValue`)).toHaveValue('{date_dmy}')
  expect(await axeViolations(page)).toEqual([])

  // A new form has GF's default confirmation …
  await settle()
  await page.getByRole('button', { name: 'Confirmations', exact: true }).click()
  await openRow(page.locator('.array-field__row').first(), byPath(page, 'confirmations.0.name'))
  await expect(byPath(page, 'confirmations.0.name')).toHaveValue('Default Confirmation')
  const confirmation = page.locator('.field-type.rich-text-lexical').first()
  await expect(confirmation.locator('[contenteditable="true"]')).toHaveText(
    'Thanks for contacting us! We will get in touch with you shortly.',
  )
  // … whose rich text takes a merge tag from the menu (at the end, not having been clicked into).
  await confirmation.getByRole('button', { name: 'Insert merge tag' }).click()
  await confirmation.getByRole('menuitem', { name: /\{Your name \(First\):3\.3\}/ }).click()
  await expect(confirmation.locator('[contenteditable="true"]')).toHaveText(
    'Thanks for contacting us! We will get in touch with you shortly. {Your name (First):3.3}',
  )
  await page.screenshot({ path: testInfo.outputPath('confirmation-merge-tag.png') })

  // … and its admin notification, active, to the site's address, with every answer.
  await settle()
  await page.getByRole('button', { name: 'Notifications', exact: true }).click()
  await openRow(page.locator('.array-field__row').first(), byPath(page, 'notifications.0.name'))
  await expect(byPath(page, 'notifications.0.name')).toHaveValue('Admin Notification')
  await expect(page.getByRole('checkbox', { name: 'Active' }).first()).toBeChecked()
  await expect(byPath(page, 'notifications.0.toEmails')).toHaveValue(/^[^@\s]+@[^@\s]+\.[^@\s]+$/)
  await expect(byPath(page, 'notifications.0.subject')).toHaveValue('New submission from {form_title}')
  await expect(byPath(page, 'notifications.0.message')).toHaveValue('{all_fields}')

  // Merge tags by keyboard: Tab from the subject to the menu button, Enter, type-ahead, Enter.
  const subject = byPath(page, 'notifications.0.subject')
  await subject.click()
  await subject.press('Home')
  await subject.press('Tab')
  const subjectPicker = page.locator('.field-type.text', { has: subject }).getByRole('button', { name: 'Insert merge tag' })
  await expect(subjectPicker).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(subjectPicker).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('menuitem').first()).toBeFocused()
  await page.keyboard.press('y')
  await expect(page.getByRole('menuitem', { name: /^Your e-mail/ })).toBeFocused()
  await page.screenshot({ path: testInfo.outputPath('merge-tag-menu.png') })
  expect(await axeViolations(page)).toEqual([])
  await page.keyboard.press('Enter')
  await expect(subject).toHaveValue('{Your e-mail:2}New submission from {form_title}')
  await expect(subject).toBeFocused()
  // Escape closes the menu and gives focus back to its button.
  await subjectPicker.focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem').first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(subjectPicker).toBeFocused()

  // A second notification to the address typed into "Your e-mail", replying to it too.
  await settle()
  await byPath(page, 'notifications').getByRole('button', { name: 'Add Notification' }).click()
  await openRow(page.locator('.array-field__row').nth(1), byPath(page, 'notifications.1.name'))
  await byPath(page, 'notifications.1.name').fill('To the visitor')
  await pick(page, byPath(page, 'notifications.1.toType'), 'The address in an e-mail field')
  const toField = byPath(page, 'notifications.1.toField')
  // Shown by a condition the server works out.
  await appear(toField)
  expect(await optionsOf(page, toField)).toEqual(['Your e-mail · ID 2'])
  await pick(page, toField, 'Your e-mail · ID 2')
  await pick(page, byPath(page, 'notifications.1.replyToField'), 'Your e-mail · ID 2')
  await page.screenshot({ path: testInfo.outputPath('notification-pickers.png') })

  await settle()
  await page.locator('#action-save').click()
  await expect(page).toHaveURL(/\/admin\/collections\/forms\/\d+$/)
  const id = Number(/(\d+)$/.exec(page.url())![1])
  const [stored] = await adminFind<StoredForm>(request, 'forms', `where[id][equals]=${id}`)
  // Stored as before: the ids the rows were given, the rule's field id as text, the e-mail field's id.
  expect(stored!.fields.map((f) => f.fieldId)).toEqual([1, 2, 3, 4, 5])
  expect(stored!.fields[order]!.logic!.rules).toEqual([
    expect.objectContaining({ fieldId: '1', operator: 'is', value: 'Support' }),
  ])
  expect(stored!.fields[order]!.defaultValue).toBe('{date_dmy}')
  expect(stored!.confirmations).toEqual([
    expect.objectContaining({ name: 'Default Confirmation', isDefault: true, type: 'message' }),
  ])
  expect(stored!.notifications[0]).toMatchObject({
    name: 'Admin Notification',
    isActive: true,
    toType: 'email',
    subject: '{Your e-mail:2}New submission from {form_title}',
    message: '{all_fields}',
  })
  expect(stored!.notifications[1]).toMatchObject({ toType: 'field', toField: 2, replyToField: 2 })

  // Opened again, the choices read as labels.
  await page.reload()
  await page.getByRole('button', { name: 'Notifications', exact: true }).click()
  await openRow(page.locator('.array-field__row').nth(1), byPath(page, 'notifications.1.toField'))
  await expect(byPath(page, 'notifications.1.toField').locator('.rs__single-value')).toHaveText('Your e-mail · ID 2')
  expect(await axeViolations(page)).toEqual([])
})

test('a form whose notifications are all off says so in the forms list and on its entries', async ({ page }, testInfo) => {
  test.setTimeout(180_000)
  const settle = formStateWatch(page)
  await signIn(page)
  await page.goto('/admin/collections/forms/create')
  await page.locator('#field-title').fill('Quiet form')
  await settle()
  await page.getByRole('button', { name: 'Notifications', exact: true }).click()
  await openRow(page.locator('.array-field__row').first(), byPath(page, 'notifications.0.name'))
  await page.getByRole('checkbox', { name: 'Active' }).first().uncheck()
  await settle()
  await page.locator('#action-save').click()
  await expect(page).toHaveURL(/\/admin\/collections\/forms\/\d+$/)
  const id = Number(/(\d+)$/.exec(page.url())![1])
  // The form's sidebar says it.
  await expect(page.locator('.sp-notifications-off')).toContainText('Notifications are off')

  await page.goto('/admin/collections/forms?limit=100')
  const row = page.locator('tr', { has: page.getByRole('link', { name: 'Quiet form', exact: true }) })
  await expect(row.locator('.sp-notifications-off')).toHaveText('Notifications are off')
  // Forms with an active notification say nothing.
  const contact = page.locator('tr', { has: page.getByRole('link', { name: 'Contact', exact: true }) })
  await expect(contact.locator('.sp-notifications-off')).toHaveCount(0)
  await page.screenshot({ path: testInfo.outputPath('forms-list-notifications-off.png') })

  // The form's entries say it above the list.
  await page
    .locator('tr', { has: page.getByRole('link', { name: 'Quiet form', exact: true }) })
    .locator('a[href*="form-entries"]')
    .click()
  await expect(page).toHaveURL(/form-entries/)
  await expect(page.locator('.sp-entries-tools .sp-notifications-off')).toContainText('Notifications are off')
  expect(id).toBeGreaterThan(0)
  await page.screenshot({ path: testInfo.outputPath('entries-notifications-off.png') })
})

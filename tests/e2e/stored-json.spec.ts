import path from 'node:path'

import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'

import { E2E } from '../../playwright.config'
import { signIn } from '../support/page'

/**
 * A bad JSON value written straight into the SQLite file (a hand edit, a bad restore): an
 * entry's answers and the contact form's confirmation message that do not parse. The Entries
 * list and the entry still open and show the entry marked; the Forms list and the form still
 * open, the message field shows the stored text, marked, and saving the form repairs it.
 */
test.describe.configure({ mode: 'serial' })

const stamp = Date.now().toString(36)
const gerda = `gerda-${stamp}@kapot.example`
const database = () => createClient({ url: `file:${path.join(E2E.dataDir, 'site.db')}` })

let entryId = 0
let formId = 0

test('a visitor writes in, then the entry and the form are damaged in the database', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.locator('.gform_wrapper[data-enhanced="true"]').first()).toBeVisible()
  const field = (name: string) => page.locator(`[name="${name}"]`).first()
  await field('input_1.3').fill('Gerda')
  await field('input_1.6').fill('Tester')
  await field('input_2').fill(gerda)
  await field('input_5').selectOption('service')
  await field('input_6').fill('Our pagers stopped working.')
  await field('input_7.1').check()
  await page.locator('[id^="gform_submit_button_"]').first().click()
  await expect(page.locator('[id^="gform_confirmation_wrapper_"]')).toContainText('Thank you, Gerda')

  const db = database()
  try {
    const row = (await db.execute('SELECT id, form_id FROM form_entries ORDER BY id DESC LIMIT 1')).rows[0]!
    entryId = Number(row.id)
    formId = Number(row.form_id)
    await db.execute({ sql: 'UPDATE form_entries SET "values" = ? WHERE id = ?', args: [`{"2": "${gerda}`, entryId] })
    await db.execute({
      sql: 'UPDATE forms_confirmations SET message = ? WHERE _parent_id = ?',
      args: ['{"root": {"chil', formId],
    })
  } finally {
    db.close()
  }
})

test('the Entries list and the entry open and show the bad answers marked', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/collections/form-entries')
  await expect(page.locator('.table tbody tr').first()).toBeVisible()
  await expect(page.getByText("This page couldn't load")).toHaveCount(0)
  await page.goto(`/admin/collections/form-entries/${entryId}`)
  await expect(page.locator('.sp-entry__table').first()).toContainText('[unreadable value]')
  await expect(page.locator('.sp-entry__raw')).toContainText(gerda)
})

test('the Forms list and the form open; the message shows the stored text and saving repairs it', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/collections/forms')
  await expect(page.locator('.table tbody tr').first()).toBeVisible()
  await page.goto(`/admin/collections/forms/${formId}`)
  await page
    .getByRole('tab', { name: 'Confirmations' })
    .or(page.getByRole('button', { name: 'Confirmations' }))
    .first()
    .click()
  const editor = page.locator('[contenteditable="true"]').filter({ hasText: '[unreadable value]' }).first()
  await expect(editor).toBeVisible()
  await expect(editor).toContainText('{"root": {"chil')
  // Staff correct the text; saving stores a readable message in its place.
  await editor.click()
  await page.keyboard.press('Control+A')
  await page.keyboard.type('Thank you, we will call you back.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible()

  const db = database()
  try {
    const rows = (await db.execute({ sql: 'SELECT message FROM forms_confirmations WHERE _parent_id = ?', args: [formId] })).rows
    for (const row of rows) expect(() => JSON.parse(String(row.message))).not.toThrow()
    expect(rows.map((r) => String(r.message)).join()).toContain('Thank you, we will call you back.')
  } finally {
    db.close()
  }
})

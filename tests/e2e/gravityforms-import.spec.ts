import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { signIn } from '../support/page'

/**
 * The admin's import screen: staff find it in the navigation, choose a Gravity Forms
 * export file, read what was imported and which field types were left out, one by one,
 * and find the form in the Forms list.
 */
test('imports a Gravity Forms export through the admin screen', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin')

  // The navigation is closed at this window size: the link is checked, then followed.
  await expect(page.locator('#nav-import-forms')).toHaveAttribute('href', '/admin/import-forms')
  await page.goto('/admin/import-forms')
  await expect(page.getByRole('heading', { level: 1, name: 'Import from Gravity Forms' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Import Gravity Forms' })
  await form.getByLabel('Export file').setInputFiles(path.resolve('tests/fixtures/gravityforms/photo-uploader-gf2.5.json'))
  await form.getByRole('button', { name: 'Import' }).click()

  const created = page.locator('[data-import="created"]')
  await expect(created).toContainText(/Imported Photo Uploader with \d+ fields\./)
  const unsupported = page.locator('[data-import="unsupported"] li')
  await expect(unsupported).toHaveCount(1)
  await expect(unsupported.first()).toContainText('useyourdrive')
  await page.screenshot({ path: 'test-results/gravityforms-import.png', fullPage: true })
  const axe = await new AxeBuilder({ page }).include('.sp-screen').analyze()
  expect(axe.violations).toEqual([])

  await page.goto('/admin/collections/forms')
  // A retry of this test imports the form again: either row opens the imported form.
  const row = page.locator('.table tbody tr', { hasText: 'Photo Uploader' }).first()
  await expect(row).toBeVisible()
  // The list rewrites its address (page size, depth) once it has loaded; a click made while it does is
  // dropped, so the link is clicked again until the form opens.
  await expect(async () => {
    await row.getByRole('link').first().click()
    await expect(page).toHaveURL(/\/admin\/collections\/forms\/\d+$/, { timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
})

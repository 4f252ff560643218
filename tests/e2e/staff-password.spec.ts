import { expect, test, type Response } from '@playwright/test'

import { E2E } from '../../playwright.config'
import { signIn } from '../support/page'

/**
 * Staff see how strong a new password is while they type it (the site's zxcvbn meter, with the
 * 12-character rule).
 */
test('the staff password meter rates a new password against the 12-character rule', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/account')
  await page.getByRole('button', { name: 'Change Password' }).click()
  const password = page.locator('#field-password')
  const meter = page.locator('#staff-password-strength')

  await password.fill('paging')
  await page.locator('#field-confirm-password').fill('paging')
  await expect(meter).toContainText('Very weak')
  await expect(page.getByText('At least 12 characters.')).toBeVisible()

  // A confirmation that differs is called out as such.
  await password.fill('password1234')
  await expect(meter).toContainText('Mismatch')
  await page.locator('#field-confirm-password').fill('password1234')
  await expect(meter).toContainText('Weak')
  await expect(meter).not.toContainText('Very weak')

  await password.fill('Oproep-zomer-Bakfiets-97!')
  await page.locator('#field-confirm-password').fill('Oproep-zomer-Bakfiets-97!')
  await expect(meter).toContainText('Strong')
  await page.screenshot({ path: 'test-results/staff-password-meter.png', fullPage: true })
})

test('saving a password under 12 characters shows why it was refused and keeps the old one', async ({ page, request }) => {
  await signIn(page)
  await page.goto('/admin/account')
  await page.getByRole('button', { name: 'Change Password' }).click()
  await page.locator('#field-password').fill('pager-12345')
  await page.locator('#field-confirm-password').fill('pager-12345')
  // The admin's form ignores a save while it is still settling (no request leaves): press again, as
  // a person would, until the save reaches the server.
  const saved = (r: Response) => r.request().method() === 'PATCH' && /^\/api\/users\/\d+/.test(new URL(r.url()).pathname)
  await expect(async () => {
    const answer = page.waitForResponse(saved, { timeout: 5_000 })
    await page.getByRole('button', { name: 'Save' }).click()
    expect((await answer).status()).toBe(400)
  }).toPass({ timeout: 60_000 })
  await expect(page.getByText('A password must be at least 12 characters long.').first()).toBeVisible()
  await page.screenshot({ path: 'test-results/staff-password-refused.png', fullPage: true })
  // Nothing was changed: the old password still signs in.
  const login = await request.post('/api/users/login', { data: { email: E2E.adminEmail, password: E2E.adminPassword } })
  expect(login.status()).toBe(200)
})

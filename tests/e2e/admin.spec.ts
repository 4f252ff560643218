import { expect, test } from '@playwright/test'

import { signIn, signInByForm } from '../support/page'

/**
 * An editor's everyday path: sign in, write a page, publish it, see it on the
 * site; rename it and find the old address redirecting to the new one.
 */
test('an admin creates, publishes and renames a page', async ({ page, request }) => {
  const stamp = Date.now().toString(36)
  const title = `Opening hours during the holidays ${stamp}`
  const slug = `holiday-hours-${stamp}`
  const renamed = `christmas-opening-hours-${stamp}`

  await signInByForm(page)

  await page.goto('/admin/collections/pages/create')
  await page.locator('#field-title').fill(title)
  await page.locator('#field-slug').fill(slug)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/published successfully|updated successfully/i).first()).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)

  const visitor = await page.context().browser()!.newContext()
  const site = await visitor.newPage()
  const res = await site.goto(`/${slug}`)
  expect(res?.status()).toBe(200)
  await expect(site.getByRole('heading', { level: 1, name: title })).toBeVisible()

  await page.locator('#field-slug').fill(renamed)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.locator('#field-path')).toHaveValue(`/${renamed}`)

  await expect
    .poll(async () => {
      const old = await request.get(`/${slug}`, { maxRedirects: 0 })
      return `${old.status()} ${old.headers()['location'] ?? ''}`
    })
    .toBe(`301 /${renamed}`)

  const moved = await site.goto(`/${slug}`)
  expect(moved?.url()).toMatch(new RegExp(`/${renamed}$`))
  await expect(site.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await visitor.close()
})

test('live preview shows unsaved edits beside the form', async ({ page }) => {
  await signIn(page)

  await page.goto('/admin/collections/pages?where[path][equals]=/about')
  // The list may rewrite its own address under a click made as it opens, which drops the click's
  // navigation: click until the editor opens.
  await expect(async () => {
    await page.getByRole('link', { name: 'About us', exact: true }).first().click()
    await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+$/, { timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  await page.getByRole('button', { name: 'Live Preview' }).click()
  const preview = page.frameLocator('iframe').first()
  await expect(preview.getByText('You are previewing unpublished changes.')).toBeVisible()
  await page.locator('input[name="layout.0.heading"]').fill('Thirty people who answer the phone themselves')
  await expect(preview.locator('h1')).toHaveText('Thirty people who answer the phone themselves')

  // Visitors still see the published page: the edit is a draft until it is published.
  const visitor = await page.context().browser()!.newContext()
  const site = await visitor.newPage()
  await site.goto('/about')
  await expect(site.locator('h1')).not.toHaveText('Thirty people who answer the phone themselves')
  await visitor.close()
})

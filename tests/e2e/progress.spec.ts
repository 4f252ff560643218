import { expect, test, type APIRequestContext } from '@playwright/test'

import { E2E } from '../../playwright.config'
import { adminToken } from '../support/privacy'

/**
 * A multi-page form with GF's percentage progress bar (a form imported from Gravity Forms):
 * the title the script writes as the visitor moves between pages reads exactly as the one
 * the server renders for that page.
 */

const origin = `http://localhost:${E2E.port}`

/** A two-page Gravity Forms export with a percentage progress bar and named pages. */
const exportFile = JSON.stringify({
  0: {
    title: `Site survey ${Date.now().toString(36)}`,
    fields: [
      { type: 'text', id: 1, label: 'Site name', isRequired: true },
      {
        type: 'page',
        id: 2,
        label: '',
        nextButton: { type: 'text', text: 'Next' },
        previousButton: { type: 'text', text: 'Previous' },
      },
      { type: 'text', id: 3, label: 'Your name' },
    ],
    button: { type: 'text', text: 'Send' },
    pagination: { type: 'percentage', pages: ['Your site', 'About you'], style: 'blue' },
    confirmations: [{ id: 'c1', name: 'Default', isDefault: true, type: 'message', message: 'Thank you.' }],
  },
  version: '2.5.9.3',
})

async function importForm(request: APIRequestContext): Promise<number> {
  const token = await adminToken(request)
  const res = await request.post('/api/forms/import-gravityforms', {
    headers: { Authorization: `JWT ${token}`, origin, 'content-type': 'application/json' },
    data: exportFile,
  })
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { created: { id: number }[] }).created[0]!.id
}

test('the progress bar reads the same whether the server or the script wrote it', async ({ page, browser, request }) => {
  const id = await importForm(request)
  const title = page.locator(`#gf_progressbar_wrapper_${id} .gf_progressbar_title`)

  // As the server renders each page: without JavaScript, page 2 comes from the post back.
  const plain = await browser.newContext({ javaScriptEnabled: false })
  let serverFirst = ''
  let serverSecond = ''
  try {
    const noScript = await plain.newPage()
    await noScript.goto(`${origin}/forms/${id}`)
    const plainTitle = noScript.locator(`#gf_progressbar_wrapper_${id} .gf_progressbar_title`)
    serverFirst = (await plainTitle.textContent()) ?? ''
    await noScript.locator(`#input_${id}_1`).fill('Hotel De Linde')
    await noScript.locator(`#gform_page_${id}_1 .gform_next_button`).click()
    await expect(noScript.locator(`#input_${id}_3`)).toBeVisible()
    serverSecond = (await plainTitle.textContent()) ?? ''
  } finally {
    await plain.close()
  }
  expect(serverFirst).toBe('Step 1 of 2 - Your site')
  expect(serverSecond).toBe('Step 2 of 2 - About you')

  await page.goto(`/forms/${id}`)
  await expect(page.locator('.gform_wrapper[data-enhanced="true"]')).toBeVisible()
  await expect(title).toHaveText(serverFirst)
  await page.locator(`#input_${id}_1`).fill('Hotel De Linde')
  await page.locator(`#gform_page_${id}_1 .gform_next_button`).click()
  await expect(page.locator(`#input_${id}_3`)).toBeVisible()
  await expect(title).toHaveText(serverSecond)
  await page.locator(`#gform_page_${id}_2 .gform_previous_button`).click()
  await expect(page.locator(`#input_${id}_1`)).toBeVisible()
  await expect(title).toHaveText(serverFirst)
})

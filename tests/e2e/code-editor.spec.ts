import { expect, test } from '@playwright/test'

import { E2E } from '../../playwright.config'
import { signIn } from '../support/page'

/**
 * The admin's JSON and code fields use Monaco; the admin's Content-Security-Policy allows
 * scripts from this site only, so the editor loads from /next/monaco, never from a CDN. An
 * entry's answers (a JSON field) render in the editor with no request to another host and no
 * CSP violation.
 */
test("an entry's JSON field renders in the code editor, loaded from this site", async ({ page, request }, testInfo) => {
  const stamp = Date.now().toString(36)
  const email = `json-${stamp}@zorghuis.example`
  await page.goto('/contact')
  await expect(page.locator('.gform_wrapper[data-enhanced="true"]').first()).toBeVisible()
  const field = (name: string) => page.locator(`[name="${name}"]`).first()
  await field('input_1.3').fill('Jet')
  await field('input_1.6').fill('Tester')
  await field('input_2').fill(email)
  await field('input_5').selectOption({ index: 1 })
  await field('input_6').fill('A question about pagers for our restaurant.')
  await field('input_7.1').check()
  await page.locator('[id^="gform_submit_button_"]').first().click()
  await expect(page.locator('[id^="gform_confirmation_wrapper_"]')).toContainText('Thank you, Jet')

  const login = await request.post('/api/users/login', { data: { email: E2E.adminEmail, password: E2E.adminPassword } })
  const auth = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const entries = (await (await request.get('/api/form-entries?sort=-createdAt&limit=1&depth=0', { headers: auth })).json()) as {
    docs: { id: number; values: Record<string, string> }[]
  }
  expect(entries.docs[0]!.values['2']).toBe(email)

  await signIn(page)
  await page.goto('/admin')
  const origin = new URL(page.url()).origin
  const foreign: string[] = []
  const violations: string[] = []
  const monaco: string[] = []
  page.on('request', (req) => {
    const url = req.url()
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url)
    if (url.includes('/next/monaco/')) monaco.push(url)
  })
  page.on('console', (msg) => {
    if (/Content.Security.Policy/i.test(msg.text())) violations.push(msg.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content-Security-Policy violation: ${e.violatedDirective} ${e.blockedURI}`)
    })
  })

  await page.goto(`/admin/collections/form-entries/${entries.docs[0]!.id}`)
  const editor = page.locator('.code-editor .monaco-editor').first()
  await expect(editor).toBeVisible({ timeout: 30_000 })
  // The answers are in the editor's text.
  await expect(editor.locator('.view-lines')).toContainText(email)
  await page.screenshot({ path: testInfo.outputPath('json-field.png'), fullPage: true })

  expect(monaco.some((u) => u.endsWith('/vs/loader.js'))).toBe(true)
  expect(foreign).toEqual([])
  expect(violations).toEqual([])

  // The files are kept for good; anything outside min/vs is not served.
  const loader = await request.get(new URL(monaco.find((u) => u.endsWith('/vs/loader.js'))!).pathname)
  expect(loader.status()).toBe(200)
  expect(loader.headers()['cache-control']).toContain('immutable')
  expect(loader.headers()['content-type']).toContain('javascript')
  const base = new URL(monaco[0]!).pathname.replace(/\/vs\/.*$/, '')
  for (const bad of [`${base}/vs/../package.json`, `${base}/vs/..%2F..%2Fpackage.json`, '/next/monaco/0.0.0/vs/loader.js']) {
    expect((await request.get(bad)).status(), bad).toBe(404)
  }
})

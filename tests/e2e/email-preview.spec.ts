import { mkdirSync } from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { E2E } from '../../playwright.config'
import { byPath, openRow } from '../support/builder'
import { adminFind } from '../support/privacy'
import { signIn } from '../support/page'

/**
 * E-mails as staff see them: a visitor writes in through the contact page; in the admin the
 * Outbox shows the notification as its recipient gets it (the branded HTML in a sandboxed frame,
 * the text part a tab away); in the form editor a notification is previewed with that entry's
 * answers and a test is sent to the signed-in member of staff, which then waits in the Outbox.
 */
test.describe.configure({ mode: 'serial' })

const stamp = Date.now().toString(36)
const visitor = `mila-${stamp}@example.test`
const first = `Mila${stamp}`
const SHOTS = '/tmp/shots-mail'
mkdirSync(SHOTS, { recursive: true })

type Mail = { id: number; to: string; subject: string; html: string; text: string; replyTo?: string }

async function submitContact(page: Page) {
  await page.goto('/contact')
  await expect(page.locator('.gform_wrapper[data-enhanced="true"]').first()).toBeVisible()
  const field = (name: string) => page.locator(`[name="${name}"]`).first()
  await field('input_1.3').fill(first)
  await field('input_1.6').fill('Tester')
  await field('input_2').fill(visitor)
  await field('input_5').selectOption('product')
  await field('input_6').fill('Do you sell <b>coaster</b> pagers?')
  await field('input_7.1').check()
  await page.locator('[id^="gform_submit_button_"]').first().click()
  await expect(page.locator('[id^="gform_confirmation_wrapper_"]')).toContainText(`Thank you, ${first}`)
}

/** Axe on our own parts of the admin only (Payload's own screens are Payload's). */
async function axeOn(page: Page, selector: string) {
  // The e-mail inside the sandboxed frame is the message, not the admin, and axe cannot run there
  // (no script may): the frame element itself is checked (its title), its document is not.
  const result = await new AxeBuilder({ page }).include(selector).exclude('.sp-email__frame').analyze()
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

let salesMail: Mail

test('a visitor writes in; the notification waits in the Outbox', async ({ browser, request }) => {
  const context = await browser.newContext()
  await submitContact(await context.newPage())
  await context.close()
  await expect
    .poll(
      async () => {
        const found = await adminFind<Mail>(request, 'outbox', `where[replyTo][equals]=${encodeURIComponent(visitor)}`)
        salesMail = found.find((m) => m.to === 'info@oproep.example')!
        return Boolean(salesMail)
      },
      { timeout: 60_000 },
    )
    .toBe(true)
  // The stored message is the branded layout, the answers escaped inside it.
  expect(salesMail.html).toContain('role="presentation"')
  expect(salesMail.html).toContain('max-width:600px')
  expect(salesMail.html).toContain('&#60;b&#62;coaster&#60;/b&#62;')
  expect(salesMail.text).toContain(first)
})

test('staff read the Outbox e-mail as it was sent: HTML in a sandboxed frame, then the text', async ({ page }) => {
  await signIn(page)
  await page.setViewportSize({ width: 1280, height: 1000 })
  await page.goto(`/admin/collections/outbox/${salesMail.id}`)
  const viewer = page.locator('.sp-email').first()
  await expect(viewer).toBeVisible()
  await expect(viewer.locator('.sp-email__headers')).toContainText('info@oproep.example')
  await expect(viewer.locator('.sp-email__headers')).toContainText(salesMail.subject)
  await expect(viewer.locator('.sp-email__headers')).toContainText(visitor)

  const frame = viewer.locator('iframe.sp-email__frame')
  await expect(frame).toHaveAttribute('sandbox', '')
  const inside = page.frameLocator('.sp-email iframe.sp-email__frame')
  await expect(inside.locator('table.gform_all_fields')).toContainText(first)
  await expect(inside.locator('table.gform_all_fields')).toContainText('<b>coaster</b>')
  // The site's own logo shows: the admin's CSP allows its own images.
  const logo = inside.locator('img').first()
  await expect(logo).toBeVisible()
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  // No script runs in the frame, and it cannot reach the admin.
  expect(await frame.evaluate((f: HTMLIFrameElement) => f.contentDocument === null)).toBe(true)
  await page.screenshot({ path: `${SHOTS}/outbox.png`, fullPage: true })
  await axeOn(page, '.sp-email')

  // Keyboard: the tabs follow the arrow keys.
  const htmlTab = viewer.getByRole('tab', { name: 'HTML' })
  await expect(htmlTab).toHaveAttribute('aria-selected', 'true')
  await htmlTab.focus()
  await page.keyboard.press('ArrowRight')
  const textTab = viewer.getByRole('tab', { name: 'Text' })
  await expect(textTab).toHaveAttribute('aria-selected', 'true')
  await expect(textTab).toBeFocused()
  await expect(viewer.getByRole('tabpanel', { name: 'Text' })).toContainText(`${first}`)
  await expect(viewer.getByRole('tabpanel', { name: 'Text' })).toContainText('Do you sell <b>coaster</b> pagers?')
  await expect(frame).toBeHidden()
  await axeOn(page, '.sp-email')
})

test('the e-mail itself reads well at 600 and 390 pixels', async ({ browser }) => {
  for (const width of [600, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.setContent(salesMail.html, { waitUntil: 'load' })
    // Nothing overflows sideways: the layout shrinks to the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await page.screenshot({ path: `${SHOTS}/email-${width}.png`, fullPage: true })
    await context.close()
  }
})

test('in the form editor a notification is previewed with the entry and a test goes to staff', async ({ page, request }) => {
  await signIn(page)
  await page.setViewportSize({ width: 1280, height: 1000 })
  const [contact] = await adminFind<{ id: number }>(request, 'forms', `where[title][equals]=Contact`)
  expect(contact).toBeTruthy()
  await page.goto(`/admin/collections/forms/${contact!.id}`)
  await page.getByRole('button', { name: 'Notifications', exact: true }).click()
  const row = page
    .locator('.array-field__row')
    .filter({ has: byPath(page, 'notifications.0.subject') })
    .first()
  await openRow(row, byPath(page, 'notifications.0.subject'))
  const tryOut = row.locator('.sp-try').first()
  await expect(tryOut).toBeVisible()

  // An unsaved edit of the subject is what the preview shows.
  const subject = byPath(page, 'notifications.0.subject')
  await subject.fill('Unsaved: {Subject:5} from {Name:1.3}')
  await tryOut.getByRole('button', { name: 'Preview' }).click()
  const preview = tryOut.locator('.sp-email')
  await expect(preview.locator('.sp-email__headers')).toContainText(`Unsaved: `)
  await expect(preview.locator('.sp-email__headers')).toContainText(`from ${first}`)
  await expect(tryOut.getByLabel('Answers from')).toContainText(first)
  const inside = tryOut.frameLocator('iframe.sp-email__frame')
  await expect(inside.locator('table.gform_all_fields')).toContainText(first)
  await expect(tryOut.locator('iframe.sp-email__frame')).toHaveAttribute('sandbox', '')
  await tryOut.scrollIntoViewIfNeeded()
  await tryOut.screenshot({ path: `${SHOTS}/notification-preview.png` })
  await axeOn(page, '.sp-try')

  await tryOut.getByRole('button', { name: `Send a test to ${E2E.adminEmail}` }).click()
  await expect(tryOut.getByRole('status')).toContainText(`Test sent to ${E2E.adminEmail}`)
  await expect(tryOut.getByRole('status')).toContainText('Outbox')

  // The test waits in the Outbox, to staff only, with the unsaved subject.
  let test: Mail | undefined
  await expect
    .poll(
      async () => {
        const found = await adminFind<Mail>(
          request,
          'outbox',
          `where[to][equals]=${encodeURIComponent(E2E.adminEmail)}&sort=-createdAt`,
        )
        test = found.find((m) => m.subject.startsWith('[Test] Unsaved: '))
        return Boolean(test)
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  expect(test!.subject).toContain(`from ${first}`)
  // In a page of its own: the editor keeps its unsaved edit (it is never saved by this test).
  const outbox = await page.context().newPage()
  await outbox.goto(`/admin/collections/outbox/${test!.id}`)
  await expect(outbox.locator('.sp-email__headers')).toContainText(`[Test] Unsaved: `)
  await expect(outbox.frameLocator('.sp-email iframe.sp-email__frame').locator('table.gform_all_fields')).toContainText(first)
  await outbox.close()
})

test('the notification log and the entry show the same e-mail as sent', async ({ page, request }) => {
  await signIn(page)
  const [logged] = await adminFind<{ id: number; entry: number; to: string }>(
    request,
    'form-notifications',
    `where[replyTo][equals]=${encodeURIComponent(visitor)}&where[to][equals]=info@oproep.example`,
  )
  expect(logged).toBeTruthy()
  await page.goto(`/admin/collections/form-notifications/${logged!.id}`)
  const viewer = page.locator('.sp-email').first()
  await expect(viewer.locator('.sp-email__headers')).toContainText('info@oproep.example')
  await expect(viewer.locator('iframe.sp-email__frame')).toHaveAttribute('sandbox', '')
  await expect(page.frameLocator('.sp-email iframe.sp-email__frame').locator('table.gform_all_fields')).toContainText(first)
  await axeOn(page, '.sp-email')

  await page.goto(`/admin/collections/form-entries/${logged!.entry}`)
  const shown = page.locator('details.sp-entry__email', { hasText: 'info@oproep.example' }).first()
  await shown.locator('summary').click()
  await expect(shown.locator('.sp-email__headers')).toContainText(salesMail.subject)
  await expect(shown.frameLocator('iframe.sp-email__frame').locator('table.gform_all_fields')).toContainText(first)
  await axeOn(page, '.sp-entry__email[open]')
})

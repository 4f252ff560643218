import { mkdirSync } from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { emailsAddress } from '../../src/core/admin/dashboard'
import { signIn } from '../support/page'

/**
 * The admin opens on what needs doing: a visitor's new entry is counted as unread for its
 * form, and the count opens the form's unread entries with that entry in them. Our own
 * screens (Analytics, Personal data, Import from Gravity Forms) sit in Payload's frame,
 * with its navigation and breadcrumb, and axe finds nothing in what we draw.
 */
test.describe.configure({ mode: 'serial' })

const stamp = Date.now().toString(36)
const email = `dash-${stamp}@kantoor.example`
/** Screenshots for a person to look at, when asked for (SHOTS_DIR=/tmp/shots-dash). */
const shots = process.env.SHOTS_DIR

async function submitContact(page: Page): Promise<void> {
  await page.goto('/contact')
  await expect(page.locator('.gform_wrapper[data-enhanced="true"]').first()).toBeVisible()
  const field = (name: string) => page.locator(`[name="${name}"]`).first()
  await field('input_1.3').fill('Dirk')
  await field('input_1.6').fill('Dashboard')
  await field('input_2').fill(email)
  await field('input_5').selectOption('service')
  await field('input_6').fill('Our pagers need new batteries.')
  await field('input_7.1').check()
  await page.locator('[id^="gform_submit_button_"]').first().click()
  await expect(page.locator('[id^="gform_confirmation_wrapper_"]')).toContainText('Thank you, Dirk')
}

async function axeOn(page: Page, selector: string) {
  const result = await new AxeBuilder({ page }).include(selector).analyze()
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    selector,
  ).toEqual([])
}

async function shoot(page: Page, name: string) {
  if (!shots) return
  mkdirSync(shots, { recursive: true })
  for (const [w, h] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h })
    await page.screenshot({ path: path.join(shots, `${name}-${w}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

/** The unread count of the Contact form on the admin's home page (0 when the form is not listed). */
async function unreadOfContact(page: Page): Promise<number> {
  const link = page.getByRole('link', { name: /^\d[\d,]* unread, Contact$/ })
  if ((await link.count()) === 0) return 0
  return Number((await link.innerText()).replace(/\D/g, ''))
}

test('a new entry shows as unread on the admin home and its count opens the filtered list', async ({ page, browser }) => {
  await signIn(page)
  await page.goto('/admin')
  const panel = page.getByRole('region', { name: 'What needs doing' })
  await expect(panel.getByRole('heading', { level: 1, name: 'What needs doing' })).toBeVisible()
  const before = await unreadOfContact(page)

  const visitor = await browser.newContext()
  await submitContact(await visitor.newPage())
  await visitor.close()

  await page.reload()
  const unread = panel.getByRole('link', { name: /^\d[\d,]* unread, Contact$/ })
  await expect(unread).toHaveText(new RegExp(`^${before + 1}`))
  await expect(panel.locator('[data-dashboard="summary"]')).toContainText('unread entr')
  await expect(panel.getByRole('link', { name: /new today, Contact$/ })).toBeVisible()
  await expect(panel.getByRole('heading', { level: 2, name: 'This week’s conversion' })).toBeVisible()
  await expect(panel.getByRole('heading', { level: 2, name: 'Notification e-mails' })).toBeVisible()
  await expect(panel.getByRole('heading', { level: 2, name: 'Scheduled publications' })).toBeVisible()
  await expect(panel.getByRole('heading', { level: 2, name: 'Last 7 days' })).toBeVisible()
  // Payload's collection cards are still below.
  await expect(page.locator('.collections__card-list').first()).toBeVisible()
  await axeOn(page, '.sp-todo')
  await shoot(page, 'dashboard')

  await unread.click()
  await expect(page).toHaveURL(/\/admin\/collections\/form-entries\?/)
  const query = decodeURIComponent(new URL(page.url()).search)
  expect(query).toContain('[isRead][equals]=false')
  expect(query).toContain('[status][equals]=active')
  expect(query).toMatch(/\[form\]\[equals\]=\d+/)
  await expect(page.locator('.table tbody tr', { hasText: email })).toHaveCount(1)
  // Exactly the unread ones, up to the list's first page of 10.
  await expect(page.locator('.table tbody tr')).toHaveCount(Math.min(before + 1, 10))
})

test('the e-mail lists the panel links to open filtered, and the panel links the analytics and consent log', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin')
  const panel = page.getByRole('region', { name: 'What needs doing' })
  await expect(panel.getByRole('link', { name: 'the consent log' })).toHaveAttribute('href', '/admin/collections/consent-records')
  await expect(panel.getByRole('link', { name: 'open the analytics dashboard' })).toHaveAttribute(
    'href',
    /^\/admin\/analytics\?from=/,
  )
  for (const filter of ['failed', 'retrying'] as const) {
    await page.goto(emailsAddress(filter, new Date()))
    // Payload's list takes the filter (a query it could not read would end in its error page).
    await expect(page.getByRole('heading', { level: 1, name: 'Notification e-mails' })).toBeVisible()
    await expect(page.locator('.collection-list')).toBeVisible()
    expect(decodeURIComponent(page.url())).toContain(
      filter === 'failed' ? '[status][equals]=failed' : '[attempts][greater_than]=0',
    )
  }
})

const SCREENS = [
  { path: '/admin/analytics', title: 'Analytics', shot: 'analytics' },
  { path: '/admin/personal-data', title: 'Personal data', shot: 'personal-data' },
  { path: '/admin/import-forms', title: 'Import from Gravity Forms', shot: 'import-forms' },
]

for (const screen of SCREENS) {
  test(`${screen.title} sits in Payload's frame and passes axe`, async ({ page }) => {
    await signIn(page)
    await page.goto(screen.path)
    await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible()
    // Payload's template: its navigation (with our links) and the breadcrumb in its header.
    await expect(page.locator('.template-default nav.nav__wrap, .template-default .nav')).not.toHaveCount(0)
    await expect(page.locator('#nav-personal-data')).toHaveCount(1)
    await expect(page.locator('.step-nav')).toContainText(screen.title)
    await axeOn(page, '.sp-screen')
    await shoot(page, screen.shot)
  })
}

test('the home page and a screen in the dark theme', async ({ page, context, baseURL }) => {
  test.skip(!shots, 'screenshots only')
  await context.addCookies([{ name: 'payload-theme', value: 'dark', url: baseURL! }])
  await signIn(page)
  await axeOn(page, '.sp-todo')
  await shoot(page, 'dashboard-dark')
  await page.goto('/admin/analytics')
  await axeOn(page, '.sp-screen')
  await shoot(page, 'analytics-dark')
})

import { readFileSync } from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'

import { adminFind } from '../support/privacy'
import { signIn } from '../support/page'

/**
 * Staff working through form entries: two visitors write in through the contact page; in
 * the admin the form shows its figures, the entries list filters by answer, an entry is
 * starred, annotated and its notifications resent, another goes to spam and then the
 * trash, and the CSV download holds exactly what the list shows; an entry the anti-spam guard
 * flagged shows why and staff mark it not spam.
 */
test.describe.configure({ mode: 'serial' })

const stamp = Date.now().toString(36)
const anna = `anna-${stamp}@zorghuis.example`
const bram = `bram-${stamp}@hotel.example`

async function submitContact(page: Page, first: string, email: string, subject: string, message: string) {
  await page.goto('/contact')
  const wrapper = page.locator('.gform_wrapper[data-enhanced="true"]').first()
  await expect(wrapper).toBeVisible()
  const field = (name: string) => page.locator(`[name="${name}"]`).first()
  await field('input_1.3').fill(first)
  await field('input_1.6').fill('Tester')
  await field('input_2').fill(email)
  await field('input_5').selectOption(subject)
  await field('input_6').fill(message)
  await field('input_7.1').check()
  await page.locator('[id^="gform_submit_button_"]').first().click()
  await expect(page.locator('[id^="gform_confirmation_wrapper_"]')).toContainText(`Thank you, ${first}`)
}

/** RFC 4180 as the export writes it. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const body = text.replace(/^\uFEFF/, '')
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(cell)
      cell = ''
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += c
  }
  return rows
}

const rows = (page: Page) => page.locator('.table tbody tr')

test('visitors write in through the contact form', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await submitContact(page, 'Anna', anna, 'service', 'The charger of our pagers <b>broke</b>.')
  await submitContact(page, 'Bram', bram, 'product', 'Do you sell coaster pagers?')
  await context.close()
})

test('the form shows its figures; the list filters by an answer; views switch', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/collections/forms')
  const contactRow = page.locator('.table tbody tr', { hasText: 'Contact' }).first()
  await expect(contactRow).toContainText(/\d+ views? · \d+ entr(y|ies) · /)
  await pressUntilOpen(page, contactRow.getByRole('link', { name: /entr(y|ies)/ }))
  await expect(page.locator('[data-figures]')).toContainText('Contact:')
  await expect(page.getByRole('navigation', { name: 'Entry views' }).getByRole('link', { name: 'Inbox' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(rows(page).filter({ hasText: anna })).toHaveCount(1)
  await expect(rows(page).filter({ hasText: bram })).toHaveCount(1)

  const filters = page.getByRole('search', { name: 'Filter entries' })
  await filters.getByLabel('Answer in').selectOption({ label: 'Subject' })
  await filters.getByLabel('contains').fill('Service and repairs')
  // The list follows the bar as it changes: no button to press, nothing shown that the bar does not say.
  await expect(rows(page).filter({ hasText: bram })).toHaveCount(0)
  await expect(rows(page).filter({ hasText: anna })).toHaveCount(1)
  // One filter bar: Payload's own search and filters are not shown beside it.
  await expect(page.locator('.list-controls')).toBeHidden()
  await page.screenshot({ path: 'test-results/entries-list-filtered.png', fullPage: true })
  const axe = await new AxeBuilder({ page }).include('.sp-entries-tools').analyze()
  expect(axe.violations).toEqual([])
})

test('an entry shows every field and its metadata; starring, a note and resending', async ({ page, request }) => {
  await signIn(page)
  await page.goto(`/admin/collections/form-entries?search=${encodeURIComponent(anna)}`)
  await rows(page).filter({ hasText: anna }).first().getByRole('link').first().click()
  const answers = page.locator('.sp-entry')
  const fields = answers.locator('table').first()
  await expect(fields.getByRole('row', { name: /^Subject\b/ })).toContainText('Service and repairs')
  await expect(fields.getByRole('row', { name: /^Message\b/ })).toContainText('The charger of our pagers <b>broke</b>.')
  await expect(answers.locator('b')).toHaveCount(0)
  await expect(answers.getByText('Source URL')).toBeVisible()
  await expect(answers.locator('dd').filter({ hasText: /\/contact$/ })).toHaveCount(1)
  await expect(answers.getByText('User agent')).toBeVisible()
  // Shown once: the details beside the answers, not again as Payload's read-only boxes below them.
  await expect(page.locator('[id^="field-meta__"]')).toHaveCount(0)
  await page.screenshot({ path: 'test-results/entry-view.png', fullPage: true })
  await expect(answers.getByRole('table').last()).toContainText('Receipt to the visitor')

  await page.locator('#field-isStarred').check()
  // A click that lands while the admin's form is still hydrating adds nothing; press again until the row is there.
  const note = page.locator('#field-notes__0__text')
  await expect(async () => {
    if ((await note.count()) === 0) await page.getByRole('button', { name: /Add Note/i }).click()
    await expect(note).toBeVisible({ timeout: 8_000 })
  }).toPass({ timeout: 45_000 })
  // Should the first press have landed late after all, there are two rows: each gets the note (an empty
  // one would be refused as a note without text).
  for (const row of await page.locator('[id^="field-notes__"][id$="__text"]').all())
    await row.fill('Called back; new charger sent.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible()

  await page.getByRole('button', { name: 'Resend notifications' }).click()
  await expect(page.locator('.sp-entry__status')).toHaveText(/notification e-mails? queued\./)
  await expect
    .poll(
      async () => (await adminFind<{ to: string }>(request, 'outbox', `where[to][equals]=${encodeURIComponent(anna)}`)).length,
      {
        timeout: 60_000,
      },
    )
    .toBe(2)
  await page.reload()
  await expect(page.locator('.sp-entry').getByText('(sent again)').first()).toBeVisible()
  await expect(page.locator('#field-notes__0__text')).toHaveValue('Called back; new charger sent.')
  await page.screenshot({ path: 'test-results/entry-view.png', fullPage: true })

  await page.goto('/admin/collections/form-entries')
  await page.getByRole('navigation', { name: 'Entry views' }).getByRole('link', { name: 'Starred' }).click()
  await expect(rows(page).filter({ hasText: anna })).toHaveCount(1)
  await expect(rows(page).filter({ hasText: bram })).toHaveCount(0)
})

test('spam and trash views; the CSV download holds what the list shows', async ({ page }) => {
  await signIn(page)
  await page.goto(`/admin/collections/form-entries?search=${encodeURIComponent(bram)}`)
  await rows(page).filter({ hasText: bram }).first().getByRole('link').first().click()
  const actions = page.getByRole('group', { name: 'Entry actions' })
  await actions.getByRole('button', { name: 'Mark as spam' }).click()
  await expect(actions.getByRole('button', { name: 'Not spam' })).toBeVisible()
  await page.goto('/admin/collections/form-entries')
  const views = page.getByRole('navigation', { name: 'Entry views' })
  await openView(views, 'Spam')
  await expect(rows(page).filter({ hasText: bram })).toHaveCount(1)
  await openView(views, 'Inbox')
  await expect(rows(page).filter({ hasText: anna })).toHaveCount(1)
  await expect(rows(page).filter({ hasText: bram })).toHaveCount(0)

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /^Export CSV/ }).click()])
  const csv = parseCsv(readFileSync((await download.path())!, 'utf8'))
  const header = csv[0]!
  expect(header.slice(0, 3)).toEqual(['Entry id', 'Date (UTC)', 'Form'])
  const body = csv.slice(1).map((r) => r.join(' '))
  expect(body.some((r) => r.includes(anna))).toBe(true)
  expect(body.some((r) => r.includes(bram))).toBe(false)

  await page.goto(`/admin/collections/form-entries?search=${encodeURIComponent(bram)}&where[status][equals]=spam`)
  await rows(page).filter({ hasText: bram }).first().getByRole('link').first().click()
  await page.getByRole('group', { name: 'Entry actions' }).getByRole('button', { name: 'Move to trash' }).click()
  await expect(page.getByRole('group', { name: 'Entry actions' }).getByRole('button', { name: 'Restore' })).toBeVisible()
  await page.goto('/admin/collections/form-entries')
  // The Trash view is the list's own address: opened as its link gives it.
  const trash = page.getByRole('navigation', { name: 'Entry views' }).getByRole('link', { name: 'Trash' })
  await page.goto((await trash.getAttribute('href'))!)
  await expect(rows(page).filter({ hasText: bram })).toHaveCount(1)
  await expect(rows(page).filter({ hasText: anna })).toHaveCount(0)
})

test('an entry the anti-spam guard flagged shows its reasons, and staff mark it not spam', async ({ page, request }) => {
  // A plain HTTP post (no JavaScript, no browser): kept by the guard with status spam.
  const bot = `plain-${stamp}@partner.example`
  await page.goto('/contact')
  const id = Number(await page.locator('.gform_wrapper').first().getAttribute('data-form-id'))
  const res = await request.post('/contact', {
    headers: { 'user-agent': 'python-requests/2.32.3' },
    multipart: {
      [`is_submit_${id}`]: '1',
      gform_submit: String(id),
      [`gform_source_page_number_${id}`]: '1',
      [`gform_target_page_number_${id}`]: '0',
      'input_1.3': 'Pieter',
      'input_1.6': 'Partner',
      input_2: bot,
      input_5: 'product',
      input_6: 'We would like to resell your pagers.',
      'input_7.1': '1',
    },
  })
  expect(res.status()).toBe(200)

  await signIn(page)
  await page.goto(`/admin/collections/form-entries?search=${encodeURIComponent(bot)}&where[status][equals]=spam`)
  await rows(page).filter({ hasText: bot }).first().getByRole('link').first().click()
  // The guard's decision and reasons, for staff to judge.
  await expect(page.locator('#field-spamCheck__reasons')).toHaveValue(/non-browser/)
  await expect(page.locator('#field-spamCheck__reasons')).toHaveValue(/token-missing/)
  await page.screenshot({ path: 'test-results/entry-spam-reasons.png', fullPage: true })

  // Status changes through the entry's actions, never by editing the field.
  const actions = page.getByRole('group', { name: 'Entry actions' })
  await actions.getByRole('button', { name: 'Not spam' }).click()
  await expect(actions.getByRole('button', { name: 'Mark as spam' })).toBeVisible()

  await page.goto('/admin/collections/form-entries')
  const views = page.getByRole('navigation', { name: 'Entry views' })
  await openView(views, 'Inbox')
  await expect(rows(page).filter({ hasText: bot })).toHaveCount(1)
  await openView(views, 'Spam')
  await expect(rows(page).filter({ hasText: bot })).toHaveCount(0)
})

/**
 * Opens one of the list's views and waits until it is the page shown: an assertion that a row is
 * absent holds on the page being left too, so the next click could otherwise land on it.
 * Payload's list writes its query into the address with `history.replaceState` once it has
 * hydrated, and Chromium drops a navigation that is still pending at that moment: a click that
 * came before is pressed again (pressing a view's link twice opens the same view).
 */
async function openView(views: Locator, name: string) {
  const link = views.getByRole('link', { name, exact: true })
  await expect(async () => {
    if ((await link.getAttribute('aria-current')) !== 'page') await link.click()
    await expect(link).toHaveAttribute('aria-current', 'page', { timeout: 5_000 })
  }).toPass({ timeout: 45_000 })
}

/**
 * Presses a form's entries link in the forms list until the entries list is open. Payload's list
 * writes its default query into the address once it has loaded (`?depth=1&limit=10`), which
 * undoes a navigation started before it.
 */
async function pressUntilOpen(page: Page, link: Locator) {
  await expect(async () => {
    if (!/form-entries\?/.test(page.url())) await link.click()
    await expect(page).toHaveURL(/form-entries\?/, { timeout: 5_000 })
  }).toPass({ timeout: 45_000 })
}

const select = (page: Page, email: string) =>
  rows(page).filter({ hasText: email }).first().locator('.select-row input[type="checkbox"]').check()

async function bulk(page: Page, label: string, expected: RegExp) {
  const form = page.getByRole('form', { name: 'Bulk actions' })
  await form.getByLabel('Bulk action').selectOption({ label })
  await form.getByRole('button', { name: /^Apply/ }).click()
  await expect(form.getByRole('status')).toHaveText(expected)
}

test('opening an entry marks it read; the Unread view; mark as unread; the date range; the IP row', async ({ page }) => {
  const carla = `carla-${stamp}@kliniek.example`
  const context = await page.context().browser()!.newContext()
  await submitContact(await context.newPage(), 'Carla', carla, 'order', 'Where is my order?')
  await context.close()

  await signIn(page)
  await page.goto('/admin/collections/form-entries')
  const views = page.getByRole('navigation', { name: 'Entry views' })
  await openView(views, 'Unread')
  await expect(rows(page).filter({ hasText: carla })).toHaveCount(1)
  await rows(page).filter({ hasText: carla }).first().getByRole('link').first().click()
  const actions = page.getByRole('group', { name: 'Entry actions' })
  await expect(actions.locator('[data-read-state]')).toHaveText('Read')
  const meta = page.locator('.sp-entry__meta')
  // Submitted from this machine: the address is the loopback one, shown because the form keeps addresses.
  await expect(meta.locator('dt', { hasText: 'IP address' }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    /^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/,
  )
  await page.screenshot({ path: 'test-results/entry-actions.png', fullPage: true })

  await page.goBack()
  await page.reload()
  await expect(rows(page).filter({ hasText: anna })).toHaveCount(0)
  await expect(rows(page).filter({ hasText: carla })).toHaveCount(0)

  await page.goto(`/admin/collections/form-entries?search=${encodeURIComponent(carla)}`)
  await rows(page).filter({ hasText: carla }).first().getByRole('link').first().click()
  await actions.getByRole('button', { name: 'Mark as unread' }).click()
  await expect(actions.locator('[data-read-state]')).toHaveText('Unread')
  await page.goto('/admin/collections/form-entries')
  await openView(views, 'Unread')
  await expect(rows(page).filter({ hasText: carla })).toHaveCount(1)

  // The date range: today holds every entry written by these tests; a range that ended yesterday, none.
  const today = new Date().toISOString().slice(0, 10)
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
  await openView(views, 'All')
  const filters = page.getByRole('search', { name: 'Filter entries' })
  await filters.getByLabel('From').fill(today)
  await filters.getByLabel('To').fill(today)
  await expect(rows(page).filter({ hasText: carla })).toHaveCount(1)
  await expect(rows(page).filter({ hasText: anna })).toHaveCount(1)
  await expect(page).toHaveURL(/createdAt/)
  await filters.getByLabel('From').fill('2020-01-01')
  await filters.getByLabel('To').fill(yesterday)
  await expect(page.locator('.sp-entries-tools')).toBeVisible()
  await expect(rows(page)).toHaveCount(0)
})

test('bulk actions on the selected entries: read, star, spam, not spam, trash, restore, delete', async ({ page, request }) => {
  await signIn(page)
  const views = page.getByRole('navigation', { name: 'Entry views' })
  const carla = `carla-${stamp}@kliniek.example`
  await page.goto('/admin/collections/form-entries')
  await openView(views, 'Unread')
  await select(page, carla)
  await bulk(page, 'Mark as read', /^1 entry marked as read\.$/)
  await expect(rows(page).filter({ hasText: carla })).toHaveCount(0)

  await openView(views, 'Inbox')
  await select(page, carla)
  await select(page, anna)
  await bulk(page, 'Unstar', /^2 entries unstarred\.$/)
  await openView(views, 'Starred')
  await expect(rows(page).filter({ hasText: anna })).toHaveCount(0)
  await openView(views, 'Inbox')
  await select(page, carla)
  await bulk(page, 'Star', /^1 entry starred\.$/)
  await openView(views, 'Starred')
  await expect(rows(page).filter({ hasText: carla })).toHaveCount(1)

  await openView(views, 'Inbox')
  await select(page, carla)
  await bulk(page, 'Mark as spam', /^1 entry marked as spam\.$/)
  await openView(views, 'Spam')
  await expect(rows(page).filter({ hasText: carla })).toHaveCount(1)
  await select(page, carla)
  await bulk(page, 'Not spam', /^1 entry marked as not spam\.$/)
  await expect(rows(page).filter({ hasText: carla })).toHaveCount(0)

  // Bram is in the trash: restored, trashed again with Carla, then deleted for good from the trash.
  await openView(views, 'Trash')
  await select(page, bram)
  await bulk(page, 'Restore', /^1 entry restored\.$/)
  await openView(views, 'Inbox')
  await select(page, bram)
  await select(page, carla)
  await bulk(page, 'Move to trash', /^2 entries moved to the trash\.$/)
  await openView(views, 'Trash')
  await expect(rows(page).filter({ hasText: carla })).toHaveCount(1)
  await select(page, bram)
  await select(page, carla)
  page.once('dialog', (dialog) => void dialog.accept())
  await bulk(page, 'Delete permanently', /^2 entries deleted permanently\.$/)
  await expect(rows(page).filter({ hasText: bram })).toHaveCount(0)
  expect(await adminFind(request, 'form-entries', `where[summary][like]=${encodeURIComponent('Carla')}`)).toHaveLength(0)
  const axe = await new AxeBuilder({ page }).include('.sp-entries-tools').analyze()
  expect(axe.violations).toEqual([])
})

test('staff choose which answers show as columns for a form, remembered for them', async ({ page }, testInfo) => {
  await signIn(page)
  await page.goto('/admin/collections/forms')
  await pressUntilOpen(
    page,
    page
      .locator('.table tbody tr', { hasText: 'Contact' })
      .first()
      .getByRole('link', { name: /entr(y|ies)/ }),
  )
  const chooser = page.locator('.sp-entries-tools__columns')
  // Before anyone chooses, the list shows the form's first answers (a retry finds the first attempt's choice).
  if (testInfo.retry === 0) {
    await expect(chooser.locator('summary')).toHaveText('Answer columns (3)')
    await expect(rows(page).filter({ hasText: anna }).first().locator('[data-answer-field="1"] dd')).toHaveText('Anna Tester')
  }
  await chooser.locator('summary').click()
  const columns = page.getByRole('form', { name: 'Answer columns' })
  for (const label of ['Name', 'E-mail', 'Phone']) await columns.getByLabel(label, { exact: true }).uncheck()
  await columns.getByLabel('Subject').check()
  await columns.getByLabel('Message').check()
  await columns.getByRole('button', { name: 'Show columns' }).click()
  const annaRow = rows(page).filter({ hasText: anna }).first()
  await expect(annaRow.locator('[data-answer-field="5"] dd')).toHaveText('Service and repairs')
  await expect(annaRow.locator('[data-answer-field="6"] dd')).toHaveText('The charger of our pagers <b>broke</b>.')
  await expect(annaRow.locator('.sp-answer-columns b')).toHaveCount(0)
  await page.screenshot({ path: 'test-results/entries-answer-columns.png', fullPage: true })
  // Remembered: a new visit to the list shows the same columns, and the chooser knows them.
  await page.reload()
  await expect(rows(page).filter({ hasText: anna }).first().locator('[data-answer-field="5"] dd')).toHaveText(
    'Service and repairs',
  )
  await expect(chooser.locator('summary')).toHaveText('Answer columns (2)')
  await chooser.locator('summary').click()
  await columns.getByLabel('Message').uncheck()
  await columns.getByRole('button', { name: 'Show columns' }).click()
  await expect(rows(page).filter({ hasText: anna }).first().locator('[data-answer-field="6"]')).toHaveCount(0)
})

test('picking a form is enough: the list and the CSV export follow it, a column per field', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/collections/form-entries')
  const filters = page.getByRole('search', { name: 'Filter entries' })
  await filters.getByLabel('Search').fill(stamp)
  await expect(rows(page).filter({ hasText: anna })).toHaveCount(1)
  await expect(filters.getByRole('link', { name: 'Export CSV (all forms)' })).toBeVisible()
  // The defect this guards: choosing a form without pressing anything else exported every form, answers in one cell.
  await filters.getByLabel('Form').selectOption({ label: 'Contact' })
  const formFilter = /%5Bform%5D%5Bequals%5D=\d+|\[form\]\[equals\]=\d+/
  await expect(page).toHaveURL(formFilter)
  const link = filters.getByRole('link', { name: 'Export CSV', exact: true })
  await expect(link).toHaveAttribute('href', formFilter)
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  const csv = parseCsv(readFileSync((await download.path())!, 'utf8'))
  expect(csv[0]).toContain('Subject')
  expect(csv[0]).not.toContain('Answers')
  const body = csv.slice(1)
  expect(body.some((r) => r.includes(anna))).toBe(true)
  expect(body.every((r) => r[2] === 'Contact')).toBe(true)
  await page.screenshot({ path: 'test-results/entries-list-one-bar.png' })
})

test('an entry is starred and marked read from the list, by mouse or keyboard', async ({ page, request }) => {
  await signIn(page)
  await page.goto(`/admin/collections/form-entries?search=${encodeURIComponent(anna)}`)
  const row = rows(page).filter({ hasText: anna })
  await expect(row).toHaveCount(1)
  const star = row.getByRole('button', { name: /^Starred, entry / })
  const read = row.getByRole('button', { name: /^Read, entry / })
  const starredBefore = (await star.getAttribute('aria-pressed')) === 'true'
  await star.click()
  await expect(star).toHaveAttribute('aria-pressed', String(!starredBefore))
  await expect(page).toHaveURL(/form-entries\?/)
  const readBefore = (await read.getAttribute('aria-pressed')) === 'true'
  await read.focus()
  await page.keyboard.press('Space')
  await expect(read).toHaveAttribute('aria-pressed', String(!readBefore))
  // Kept: the marks are the entry's, after a reload too.
  await expect
    .poll(async () => {
      const [entry] = await adminFind<{ isStarred: boolean; isRead: boolean }>(
        request,
        'form-entries',
        `where[summary][like]=${encodeURIComponent(anna)}`,
      )
      return [entry?.isStarred, entry?.isRead]
    })
    .toEqual([!starredBefore, !readBefore])
  await page.reload()
  await expect(
    rows(page)
      .filter({ hasText: anna })
      .getByRole('button', { name: /^Starred, entry / }),
  ).toHaveAttribute('aria-pressed', String(!starredBefore))
  // The toggles this list adds; Payload's own headings and selection boxes are outside them.
  const axe = await new AxeBuilder({ page }).include('.sp-mark').analyze()
  expect(axe.violations).toEqual([])
  await page.screenshot({ path: 'test-results/entries-list-marks.png' })
})

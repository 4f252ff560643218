import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'

import { E2E } from '../../playwright.config'

/**
 * File uploads and save and continue on the seeded quote request (/request-a-quote): the
 * floor-plan field (pdf, jpg, png; at most 10 MB and 3 files) on its second page.
 */

const dir = path.join(os.tmpdir(), `site-e2e-uploads-${process.pid}`)
const MIB = 1024 * 1024
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)])
const png = (size: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(size - 8)])
const file = (name: string) => path.join(dir, name)

test.beforeAll(() => {
  mkdirSync(dir, { recursive: true })
  writeFileSync(file('plan.pdf'), pdf(40_000))
  writeFileSync(file('ground-floor.pdf'), pdf(60_000))
  writeFileSync(file('photo.png'), png(30_000))
  writeFileSync(file('nine-mb.pdf'), pdf(9 * MIB))
  writeFileSync(file('too-big.pdf'), pdf(11 * MIB))
  writeFileSync(file('photo.gif'), Buffer.from('GIF89a' + 'x'.repeat(100)))
  writeFileSync(file('fake.pdf'), Buffer.concat([Buffer.from('MZ'), randomBytes(2000)]))
})

const field = (page: Page, name: string) => page.locator(`.gform_wrapper form [name="${name}"]`)

async function openOnPlans(page: Page): Promise<{ formId: number; input: Locator; list: Locator; messages: Locator }> {
  await page.goto('/request-a-quote')
  const wrapper = page.locator('.gform_wrapper[data-enhanced="true"]').first()
  await expect(wrapper).toBeVisible()
  const formId = Number(await wrapper.getAttribute('data-form-id'))
  await field(page, 'input_1.3').fill('Jan')
  await field(page, 'input_1.6').fill('Bakker')
  await field(page, 'input_2').fill('Hotel De Linde')
  await field(page, 'input_3').fill('jan@example.com')
  await field(page, 'input_3_2').fill('jan@example.com')
  await field(page, 'input_4').fill('020 123 4567')
  await page.locator(`#gform_page_${formId}_1 .gform_next_button`).click()
  await expect(page.locator(`#gform_page_${formId}_2`)).toBeVisible()
  const input = page.locator(`#input_${formId}_40`)
  await expect(input).toBeEnabled()
  return {
    formId,
    input,
    list: page.locator(`#gform_preview_${formId}_40 .ginput_preview`),
    messages: page.locator(`#gform_multifile_messages_${formId}_40`),
  }
}

/** The required answers of the "Your needs" page. */
async function fillNeeds(page: Page) {
  await page.locator('.gform_wrapper form [name="input_7"][value="hotel"]').check()
  await page.locator('.gform_wrapper form [name="input_8.1"][value="guest-pagers"]').check()
  await field(page, 'input_9').fill('25')
}

const stateOf = async (page: Page, formId: number) =>
  JSON.parse((await page.locator(`#gform_uploaded_files_${formId}`).inputValue()) || '{}') as Record<string, { name: string }[]>

async function axe(page: Page) {
  const result = await new AxeBuilder({ page }).include('.gform_wrapper').analyze()
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test.describe('file upload field', () => {
  test('uploads as files are added, lists them, stops at the maximum and deletes', async ({ page }) => {
    const { formId, input, list, messages } = await openOnPlans(page)
    await expect(page.locator(`#gfield_upload_rules_${formId}_40`)).toHaveText(
      'Accepted file types: pdf, jpg, png. Max. file size: 10 MB. Max. files: 3.',
    )
    await input.setInputFiles(file('plan.pdf'))
    const first = list.filter({ hasText: 'plan.pdf' })
    await expect(first.locator('.gform_delete_file')).toBeVisible()
    await expect(first).toContainText('39 KB')
    expect((await stateOf(page, formId)).input_40?.map((f) => f.name)).toEqual(['plan.pdf'])

    await input.setInputFiles([file('ground-floor.pdf'), file('photo.png')])
    await expect(list).toHaveCount(3)
    await expect(list.locator('.gform_delete_file')).toHaveCount(3)
    await expect(input).toBeDisabled()
    await expect(messages).toContainText('Maximum number of files reached')
    expect(await axe(page)).toEqual([])
    await page.screenshot({ path: 'test-results/uploads-listed.png', fullPage: false })

    await first.locator('.gform_delete_file').click()
    await expect(list).toHaveCount(2)
    await expect(input).toBeEnabled()
    await expect(input).toBeFocused()
    await expect(messages).not.toContainText('Maximum number of files reached')
    // In the order the uploads finished, as Gravity Forms keeps them.
    expect((await stateOf(page, formId)).input_40?.map((f) => f.name).sort()).toEqual(['ground-floor.pdf', 'photo.png'])
  })

  test('says what is wrong: size, type, contents, and more files than allowed', async ({ page }) => {
    const { input, list, messages } = await openOnPlans(page)
    await input.setInputFiles(file('too-big.pdf'))
    await expect(messages).toHaveText('too-big.pdf - File exceeds size limit')
    await input.setInputFiles(file('photo.gif'))
    await expect(messages).toHaveText('photo.gif - This type of file is not allowed. Must be one of the following: pdf, jpg, png')
    // The server reads the first bytes: a program named .pdf is refused before it is stored.
    await input.setInputFiles(file('fake.pdf'))
    await expect(messages).toHaveText('Error: content, Message: The contents of the file do not match its type., File: fake.pdf')
    await expect(list).toHaveCount(0)
    await input.setInputFiles([file('plan.pdf'), file('ground-floor.pdf'), file('photo.png'), file('nine-mb.pdf')])
    await expect(list).toHaveCount(3)
    await expect(messages).toContainText('Maximum number of files reached')
    await expect(input).toBeDisabled()
  })

  test('shows progress in percent, blocks the submission while uploading, and cancels', async ({ page }) => {
    const { formId, input, list, messages } = await openOnPlans(page)
    await fillNeeds(page)
    // Hold the second chunk (5 MiB chunks): the first one's progress shows.
    let patches = 0
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    await page.route('**/next/uploads/*', async (route) => {
      if (route.request().method() === 'PATCH' && ++patches === 2) await gate
      await route.continue().catch(() => undefined)
    })
    await input.setInputFiles(file('nine-mb.pdf'))
    const item = list.filter({ hasText: 'nine-mb.pdf' })
    const bar = item.getByRole('progressbar', { name: 'Uploading nine-mb.pdf' })
    await expect(bar).toBeVisible()
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(50)
    await expect(item.locator('.gfield_fileupload_percent')).toHaveText(/^\d{1,3}%$/)
    await page.screenshot({ path: 'test-results/uploads-progress.png' })

    await page.locator(`#gform_page_${formId}_2 .gform_next_button`).click()
    await expect(page.locator(`#gform_${formId}_ajax_error`)).toContainText('Please wait for the uploading to complete')
    await expect(page.locator(`#gform_page_${formId}_2`)).toBeVisible()

    await item.getByRole('button', { name: 'Cancel nine-mb.pdf' }).click()
    release()
    await expect(list).toHaveCount(0)
    await expect(messages).toHaveText('Cancelled')
    expect((await stateOf(page, formId)).input_40 ?? []).toEqual([])
    // Nothing is uploading now: the form moves on.
    await page.locator(`#gform_page_${formId}_2 .gform_next_button`).click()
    await expect(page.locator(`#gform_page_${formId}_3`)).toBeVisible()
  })

  test('resumes from the last offset when the connection drops', async ({ page }) => {
    const { formId, input, list } = await openOnPlans(page)
    const seen: string[] = []
    let dropped = false
    await page.route('**/next/uploads/*', async (route) => {
      const req = route.request()
      seen.push(`${req.method()} ${req.headers()['upload-offset'] ?? ''}`)
      if (req.method() === 'PATCH' && req.headers()['upload-offset'] !== '0' && !dropped) {
        dropped = true
        await route.abort('connectionreset')
        return
      }
      await route.continue()
    })
    await input.setInputFiles(file('nine-mb.pdf'))
    await expect(list.filter({ hasText: 'nine-mb.pdf' }).locator('.gform_delete_file')).toBeVisible()
    expect(dropped).toBe(true)
    // After the drop the client asked where the upload stood (HEAD), then went on from there, never from 0 again.
    const afterDrop = seen.slice(seen.findIndex((s) => s.startsWith('PATCH 5242880')) + 1)
    expect(afterDrop.some((s) => s.startsWith('HEAD'))).toBe(true)
    expect(afterDrop.filter((s) => s.startsWith('PATCH')).every((s) => s !== 'PATCH 0')).toBe(true)
    expect((await stateOf(page, formId)).input_40?.map((f) => f.name)).toEqual(['nine-mb.pdf'])
  })

  test('a chunk error removes the file; a server that cannot save and an answer that is not ok say so', async ({ page }) => {
    const { input, list, messages } = await openOnPlans(page)
    await page.route('**/next/uploads/*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue()
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', error: { code: 'storage', message: 'disk full' } }),
      })
    })
    await input.setInputFiles(file('plan.pdf'))
    await expect(messages).toHaveText('plan.pdf - There was a problem while saving the file on the server', { timeout: 60_000 })
    await expect(list).toHaveCount(0)

    await page.unroute('**/next/uploads/*')
    await page.route('**/next/uploads/*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue()
      const response = await route.fetch()
      return route.fulfill({ response, body: JSON.stringify({ status: 'error' }) })
    })
    await input.setInputFiles(file('photo.png'))
    await expect(messages).toHaveText('unknown error: photo.png')
    await expect(list).toHaveCount(0)
  })

  test('takes files dropped on the field', async ({ page }) => {
    const { formId, list } = await openOnPlans(page)
    await page.locator(`#gform_drag_drop_area_${formId}_40`).evaluate((area) => {
      const data = new DataTransfer()
      data.items.add(new File(['%PDF-1.7\n' + 'x'.repeat(5000)], 'dropped.pdf', { type: 'application/pdf' }))
      area.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }))
      area.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }))
    })
    await expect(list.filter({ hasText: 'dropped.pdf' }).locator('.gform_delete_file')).toBeVisible()
  })

  test('files stay through pages and errors, go with the entry, and staff download them as attachments', async ({ page }) => {
    const { formId, input, list } = await openOnPlans(page)
    await fillNeeds(page)
    await input.setInputFiles(file('plan.pdf'))
    await expect(list.locator('.gform_delete_file')).toHaveCount(1)
    await page.locator(`#gform_page_${formId}_2 .gform_next_button`).click()
    await expect(page.locator(`#gform_page_${formId}_3`)).toBeVisible()
    await expect(page.locator(`#gform_page_${formId}_3`)).toContainText('plan.pdf')
    // Submit without the privacy tick: errors, then back to the plans page, the file still there.
    await page.locator(`#gform_submit_button_${formId}`).click()
    await expect(page.locator('.gform_validation_errors')).toBeVisible()
    await page.locator(`#gform_page_${formId}_3 .gform_previous_button`).click()
    await expect(page.locator(`#gform_page_${formId}_2`)).toBeVisible()
    await expect(list.filter({ hasText: 'plan.pdf' })).toHaveCount(1)
    await page.locator(`#gform_page_${formId}_2 .gform_next_button`).click()
    await field(page, 'input_17.1').check()
    await page.locator(`#gform_submit_button_${formId}`).click()
    await expect(page.locator(`#gform_confirmation_wrapper_${formId}`)).toContainText('Thank you, Jan')

    // Staff only, as an attachment that no browser renders.
    const found = await page.request.get('/api/form-uploads?where[name][equals]=plan.pdf&where[status][equals]=attached')
    expect(found.status()).toBe(403)
    const login = await page.request.post('/api/users/login', {
      data: { email: E2E.adminEmail, password: E2E.adminPassword },
      headers: { origin: `http://localhost:${E2E.port}` },
    })
    expect(login.ok()).toBe(true)
    const auth = { authorization: `JWT ${((await login.json()) as { token: string }).token}` }
    const listed = await page.request.get(
      '/api/form-uploads?where[name][equals]=plan.pdf&where[status][equals]=attached&sort=-createdAt',
      { headers: auth },
    )
    expect(listed.status(), await listed.text()).toBe(200)
    const docs = (await listed.json()) as { docs: { id: number; size: number; entry: unknown }[] }
    expect(docs.docs[0]?.entry).toBeTruthy()
    const download = await page.request.get(`/api/form-uploads/${docs.docs[0]!.id}/download`, { headers: auth })
    expect(download.status()).toBe(200)
    expect(download.headers()['content-disposition']).toBe(`attachment; filename="plan.pdf"; filename*=UTF-8''plan.pdf`)
    expect(download.headers()['x-content-type-options']).toBe('nosniff')
    expect((await download.body()).length).toBe(docs.docs[0]!.size)
  })
})

test.describe('save and continue', () => {
  test('saves the whole form with its files, shows the link, and the link resumes on the saved page', async ({ page }) => {
    const { formId, input, list } = await openOnPlans(page)
    await fillNeeds(page)
    await input.setInputFiles(file('plan.pdf'))
    await expect(list.locator('.gform_delete_file')).toHaveCount(1)
    const save = page.locator(`#gform_page_${formId}_2 .gform_save_link`)
    await expect(save).toHaveText('Save and Continue Later')
    await save.click()
    const saved = page.locator(`#gform_saved_message_${formId}`)
    await expect(saved).toBeVisible()
    await expect(saved).toBeFocused()
    await expect(page.locator('#gform-live-region')).toHaveText(
      'The form has been saved.  The content contains the link to return and complete the form.',
    )
    await expect(saved).toContainText('Note: This link will expire after 30 days.')
    const link = await saved.locator('a.resume_form_link').getAttribute('href')
    expect(link).toMatch(/\/request-a-quote\?gf_token=[0-9a-f]{48}$/)
    expect(await axe(page)).toEqual([])
    await page.screenshot({ path: 'test-results/saved.png' })

    // Send link with a wrong address: it says so and keeps the link.
    await page.locator(`#gform_resume_email_${formId}`).fill('not an address')
    await page.getByRole('button', { name: 'Send Link' }).click()
    await expect(page.locator(`#gform_resume_email_error_${formId}`)).toHaveText('Please enter a valid email address.')

    // Another visit, from the link: page 2, with the file and every value.
    await page.goto(link!)
    await expect(page.locator(`#gform_page_${formId}_2`)).toBeVisible()
    await expect(page.locator('.gform_wrapper[data-enhanced="true"]')).toBeVisible()
    await expect(list.filter({ hasText: 'plan.pdf' }).locator('.gform_delete_file')).toBeVisible()
    await expect(page.locator(`input[name="input_7"][value="hotel"]`)).toBeChecked()
    await expect(field(page, 'input_9')).toHaveValue('25')
    await page.locator(`#gform_page_${formId}_2 .gform_previous_button`).click()
    await expect(field(page, 'input_2')).toHaveValue('Hotel De Linde')
    await page.locator(`#gform_page_${formId}_1 .gform_next_button`).click()
    await page.locator(`#gform_page_${formId}_2 .gform_next_button`).click()
    await expect(page.locator(`#gform_page_${formId}_3`)).toContainText('plan.pdf')
    await field(page, 'input_17.1').check()
    await page.locator(`#gform_submit_button_${formId}`).click()
    await expect(page.locator(`#gform_confirmation_wrapper_${formId}`)).toContainText('Thank you, Jan')

    // A completed form's link no longer opens it.
    await page.goto(link!)
    await expect(page.locator('.gform_validation_errors')).toContainText(
      'This link to resume the form has expired or is not valid.',
    )
  })
})

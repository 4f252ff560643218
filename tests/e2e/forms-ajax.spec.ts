import { gzipSync } from 'node:zlib'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page, type Route } from '@playwright/test'

/**
 * The forms with JavaScript: ajax submission, pages, errors, failures, the one-at-a-time
 * rule, the pre-submission filter, the post-render events, live conditional logic and the
 * date picker, on the seeded contact form (/contact) and quote request (/request-a-quote).
 */

const AJAX = '**/next/forms/ajax'
const UNKNOWN_ERROR = 'There was an unknown error processing your request. Please try again.'

type Recorded = { type: string; formId: number; currentPage?: number; submissionType?: string }

/** Opens a page with a form and waits until the form script has taken over; records the form events. */
async function open(page: Page, path: string): Promise<{ wrapper: Locator; form: Locator; formId: number }> {
  await page.addInitScript(() => {
    const w = window as unknown as { __events: Recorded[]; __loadMark: number }
    w.__events = []
    w.__loadMark = Math.random()
    document.addEventListener('gform/post_render', (e) => {
      const d = (e as CustomEvent<{ formId: number; currentPage: number }>).detail
      w.__events.push({ type: 'post_render', formId: d.formId, currentPage: d.currentPage })
    })
    document.addEventListener('gform/submission/aborted', (e) => {
      const d = (e as CustomEvent<{ formId: number; submissionType: string }>).detail
      w.__events.push({ type: 'aborted', formId: d.formId, submissionType: d.submissionType })
    })
  })
  await page.goto(path)
  const wrapper = page.locator('.gform_wrapper[data-enhanced="true"]').first()
  await expect(wrapper).toBeVisible()
  const formId = Number(await wrapper.getAttribute('data-form-id'))
  expect(formId).toBeGreaterThan(0)
  return { wrapper, form: page.locator(`#gform_${formId}`), formId }
}

const events = (page: Page) => page.evaluate(() => (window as unknown as { __events: Recorded[] }).__events)
const loadMark = (page: Page) => page.evaluate(() => (window as unknown as { __loadMark: number }).__loadMark)
const liveRegion = (page: Page) => page.locator('#gform-live-region')

/** Holds every ajax post until `release()` is called. */
async function holdAjax(page: Page) {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  const held: Route[] = []
  await page.route(AJAX, async (route) => {
    held.push(route)
    await gate
    await route.continue()
  })
  return { release, held }
}

function countAjax(page: Page) {
  const posts: string[] = []
  page.on('request', (req) => {
    if (req.url().includes('/next/forms/ajax') && req.method() === 'POST') posts.push(req.postData() ?? '')
  })
  return posts
}

/** An input of the form by its GF name (`input_1.3`, `input_3_2`): labels are the editors' to change. */
const field = (page: Page, name: string) => page.locator(`.gform_wrapper form [name="${name}"]`)
const choice = (page: Page, name: string, value: string) => page.locator(`.gform_wrapper form [name="${name}"][value="${value}"]`)

async function fillContact(page: Page) {
  await field(page, 'input_1.3').fill('Anna')
  await field(page, 'input_1.6').fill('de Vries')
  await field(page, 'input_2').fill('anna@example.com')
  await field(page, 'input_4').fill('Brasserie Noord')
  await field(page, 'input_5').selectOption('product')
  await field(page, 'input_6').fill('Do you have pagers with a longer range?')
  await field(page, 'input_7.1').check()
}

async function fillQuotePage1(page: Page) {
  await field(page, 'input_1.3').fill('Jan')
  await field(page, 'input_1.6').fill('Bakker')
  await field(page, 'input_2').fill('Zorgcentrum De Linde')
  await field(page, 'input_3').fill('jan@example.com')
  await field(page, 'input_3_2').fill('jan@example.com')
  await field(page, 'input_4').fill('020 123 4567')
}

const buttonsOf = (form: Locator) =>
  form.locator('.gform_button, .gform_next_button, .gform_previous_button, .gform_save_link').filter({ visible: true })

async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).include('.gform_wrapper, .gform_confirmation_wrapper').analyze()
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test.describe('contact form with JavaScript', () => {
  test('submits by ajax: the confirmation replaces the form, the page stays, post-render fires', async ({ page }) => {
    const posts = countAjax(page)
    const { formId } = await open(page, '/contact')
    expect(await events(page)).toContainEqual({ type: 'post_render', formId, currentPage: 1 })
    const mark = await loadMark(page)
    await fillContact(page)
    await page.locator(`#gform_submit_button_${formId}`).click()
    const confirmation = page.locator(`#gform_confirmation_wrapper_${formId}`)
    await expect(confirmation).toContainText('Thank you, Anna')
    await expect(page.locator(`#gform_${formId}`)).toHaveCount(0)
    await expect(page.locator(`#gform_wrapper_${formId}`)).toHaveCount(0)
    expect(await loadMark(page)).toBe(mark)
    expect(posts).toHaveLength(1)
    expect(posts[0]).toContain('gform_submit_form')
    expect((await events(page)).filter((e) => e.type === 'post_render' && e.formId === formId)).toHaveLength(2)
    // The confirmation takes focus, so screen readers read it.
    await expect(confirmation.locator('.gform_confirmation_message')).toBeFocused()
  })

  test('works the same on its own page at /forms/<id>: by ajax, and the page stays', async ({ page }) => {
    const { formId: id } = await open(page, '/contact')
    const posts = countAjax(page)
    const { formId } = await open(page, `/forms/${id}`)
    expect(formId).toBe(id)
    const mark = await loadMark(page)
    await fillContact(page)
    await page.locator(`#gform_submit_button_${formId}`).click()
    await expect(page.locator(`#gform_confirmation_wrapper_${formId}`)).toContainText('Thank you, Anna')
    await expect(page).toHaveURL(new RegExp(`/forms/${id}$`))
    expect(await loadMark(page)).toBe(mark)
    expect(posts).toHaveLength(1)
  })

  test('shows errors: summary above the heading with focus, messages per field, values kept, axe clean', async ({ page }) => {
    const { wrapper, formId } = await open(page, '/contact')
    const mark = await loadMark(page)
    await field(page, 'input_4').fill('Brasserie Noord')
    await field(page, 'input_2').fill('not-an-address')
    await page.locator(`#gform_submit_button_${formId}`).click()
    const summary = wrapper.locator('.gform_validation_errors')
    await expect(summary).toBeVisible()
    await expect(summary).toBeFocused()
    const errors = wrapper.locator('.gfield_error')
    await expect(errors.first()).toBeVisible()
    const count = await errors.count()
    expect(count).toBeGreaterThanOrEqual(4)
    await expect(
      wrapper.locator('.gfield_error .validation_message, .gfield_error .gfield_validation_message').first(),
    ).toBeVisible()
    await expect(page.locator(`#field_${formId}_2`)).toContainText('The email address entered is invalid')
    await expect(field(page, 'input_4')).toHaveValue('Brasserie Noord')
    await expect(field(page, 'input_2')).toHaveValue('not-an-address')
    await expect(liveRegion(page)).toHaveText(`There were ${count} errors found in the information submitted`)
    expect(await loadMark(page)).toBe(mark)
    // The summary comes before the heading.
    const order = await wrapper.evaluate((w) => {
      const s = w.querySelector('.gform_validation_errors')
      const h = w.querySelector('.gform_heading')
      return s && h ? s.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_FOLLOWING : -1
    })
    expect(order === -1 || order > 0).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    // The script still runs on the new markup: fixing the form submits it.
    await fillContact(page)
    await page.locator(`#gform_submit_button_${formId}`).click()
    await expect(page.locator(`#gform_confirmation_wrapper_${formId}`)).toContainText('Thank you, Anna')
  })

  test('while a submission runs: spinner beside the button, buttons disabled; a second submit is refused', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    const posts = countAjax(page)
    const { form, formId } = await open(page, '/contact')
    await fillContact(page)
    const { release } = await holdAjax(page)
    const submit = page.locator(`#gform_submit_button_${formId}`)
    await submit.click()
    const loader = form.locator('.gform-loader')
    await expect(loader).toHaveCount(1)
    expect(await loader.evaluate((el) => el.previousElementSibling?.id)).toBe(`gform_submit_button_${formId}`)
    await expect(submit).toBeDisabled()
    // Enter in a field and a script's requestSubmit are both refused while the first post runs.
    await field(page, 'input_4').press('Enter')
    await form.evaluate((f: HTMLFormElement) => f.requestSubmit())
    await expect.poll(() => errors.filter((e) => /already in progress/.test(e)).length).toBeGreaterThanOrEqual(2)
    expect(errors.some((e) => /unsupported submit flow/.test(e))).toBe(true)
    release()
    await expect(page.locator(`#gform_confirmation_wrapper_${formId}`)).toContainText('Thank you, Anna')
    expect(posts).toHaveLength(1)
  })

  for (const [name, answer] of [
    ['a server error', { status: 500, body: 'Internal Server Error' }],
    ['an unreadable answer', { status: 200, body: '<html>gateway says hi</html>' }],
  ] as const) {
    test(`on ${name}: a banner with the unknown-error text, values kept, form usable again`, async ({ page }) => {
      const { wrapper, formId } = await open(page, '/contact')
      await fillContact(page)
      await page.route(AJAX, (route) => route.fulfill({ status: answer.status, contentType: 'text/html', body: answer.body }))
      await page.locator(`#gform_submit_button_${formId}`).click()
      const banner = wrapper.locator('[data-js="gform-ajax-error"]')
      await expect(banner).toHaveText(UNKNOWN_ERROR)
      await expect(banner).toHaveAttribute('role', 'alert')
      await expect(banner.locator('.gform-icon--circle-error')).toHaveCount(1)
      await expect(field(page, 'input_6')).toHaveValue('Do you have pagers with a longer range?')
      await expect(page.locator(`#gform_submit_button_${formId}`)).toBeEnabled()
      await expect(wrapper.locator('.gform-loader')).toHaveCount(0)
      expect((await events(page)).filter((e) => e.type === 'post_render')).toHaveLength(1)
      // The next try goes through and the banner goes.
      await page.unroute(AJAX)
      await page.locator(`#gform_submit_button_${formId}`).click()
      await expect(page.locator(`#gform_confirmation_wrapper_${formId}`)).toContainText('Thank you, Anna')
    })
  }

  test('a pre-submission filter can abort: the aborted event fires, nothing is posted', async ({ page }) => {
    const posts = countAjax(page)
    const { formId } = await open(page, '/contact')
    await page.evaluate(() => {
      const w = window as unknown as { gform: { addFilter: (n: string, f: (d: { abort: boolean }) => unknown) => void } }
      w.gform.addFilter('gform/submission/pre_submission', async (data) => {
        data.abort = true
        return data
      })
    })
    await fillContact(page)
    await page.locator(`#gform_submit_button_${formId}`).click()
    await expect.poll(() => events(page)).toContainEqual({ type: 'aborted', formId, submissionType: 'submit' })
    await expect(page.locator(`#gform_submit_button_${formId}`)).toBeEnabled()
    await expect(page.locator('.gform-loader')).toHaveCount(0)
    expect(posts).toHaveLength(0)
  })

  test('a switch to the iframe method is logged and ignored: the form still goes by ajax', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    const posts = countAjax(page)
    const { formId } = await open(page, '/contact')
    const mark = await loadMark(page)
    await page.evaluate(() => {
      const w = window as unknown as {
        gform: { addFilter: (n: string, f: (d: { submissionMethod: string }) => unknown) => void }
      }
      w.gform.addFilter('gform/submission/pre_submission', (data) => {
        data.submissionMethod = 'iframe'
        return data
      })
    })
    await fillContact(page)
    await page.locator(`#gform_submit_button_${formId}`).click()
    await expect(page.locator(`#gform_confirmation_wrapper_${formId}`)).toContainText('Thank you, Anna')
    expect(errors.some((e) => /iframe/.test(e))).toBe(true)
    expect(posts).toHaveLength(1)
    expect(await loadMark(page)).toBe(mark)
  })

  test('loads its script only with a form, within the page budget', async ({ page }) => {
    const scripts = new Set<string>()
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.add(res.url())
    })
    await open(page, '/contact')
    await page.waitForLoadState('networkidle')
    let total = 0
    for (const url of scripts) total += gzipSync(await (await page.request.get(url)).body(), { level: 6 }).length
    expect(total).toBeLessThanOrEqual(275 * 1024)
  })
})

test.describe('quote request with JavaScript', () => {
  test('next and previous by ajax: one page at a time, progress follows, focus moves, values kept', async ({ page }) => {
    const { wrapper, form, formId } = await open(page, '/request-a-quote')
    const mark = await loadMark(page)
    const pageOf = (n: number) => page.locator(`#gform_page_${formId}_${n}`)
    await expect(pageOf(1)).toBeVisible()
    await expect(pageOf(2)).toBeHidden()
    const progress = wrapper.locator('.gf_page_steps .gf_step_active, .gf_progressbar_title').first()
    await expect(progress).toContainText(/Your details|Step 1/)

    // Next with an empty page: the server answers with errors for this page only.
    await pageOf(1).locator('.gform_next_button').click()
    await expect(wrapper.locator('.gform_validation_errors')).toBeFocused()
    await expect(pageOf(1)).toBeVisible()
    await expect(pageOf(1).locator('.gfield_error').first()).toBeVisible()
    await expect(pageOf(2).locator('.gfield_error')).toHaveCount(0)

    await fillQuotePage1(page)
    await pageOf(1).locator('.gform_next_button').click()
    await expect(pageOf(2)).toBeVisible()
    await expect(pageOf(1)).toBeHidden()
    await expect(progress).toContainText(/Your needs|Step 2/)
    await expect(liveRegion(page)).toHaveText('Step 2 of 3, Your needs')
    await expect(page.locator(`#gform_source_page_number_${formId}`)).toHaveValue('2')
    await expect(page.locator(`#gform_target_page_number_${formId}`)).toHaveValue('3')
    // Focus is on the new page's first field.
    expect(
      await pageOf(2).evaluate(
        (p) => p.contains(document.activeElement) && document.activeElement?.matches('input, select, textarea'),
      ),
    ).toBe(true)
    await expect(wrapper.locator('.gform_validation_errors')).toHaveCount(0)
    expect(await events(page)).toContainEqual({ type: 'post_render', formId, currentPage: 2 })

    // Previous skips validation and brings page 1 back with its values.
    await pageOf(2).locator('.gform_previous_button').click()
    await expect(pageOf(1)).toBeVisible()
    await expect(progress).toContainText(/Your details|Step 1/)
    await expect(field(page, 'input_2')).toHaveValue('Zorgcentrum De Linde')
    await expect(form.locator('.gfield_error')).toHaveCount(0)
    expect(await events(page)).toContainEqual({ type: 'post_render', formId, currentPage: 1 })

    // Through to the end: page 2, page 3 with the summary, then the confirmation.
    await pageOf(1).locator('.gform_next_button').click()
    await expect(pageOf(2)).toBeVisible()
    await choice(page, 'input_7', 'hotel').check()
    await choice(page, 'input_8.1', 'guest-pagers').check()
    await field(page, 'input_9').fill('40')
    await pageOf(2).locator('.gform_next_button').click()
    await expect(pageOf(3)).toBeVisible()
    await expect(progress).toContainText(/Summary|Step 3/)
    await expect(page.locator(`#gform_target_page_number_${formId}`)).toHaveValue('0')
    await expect(pageOf(3)).toContainText('Zorgcentrum De Linde')
    await field(page, 'input_17.1').check()
    await page.locator(`#gform_submit_button_${formId}`).click()
    await expect(page.locator(`#gform_confirmation_wrapper_${formId}`)).toContainText('Thank you, Jan')
    expect(await loadMark(page)).toBe(mark)
  })

  test('conditional logic shows and hides the care-home section as the visitor chooses', async ({ page }) => {
    const { formId } = await open(page, '/request-a-quote')
    await fillQuotePage1(page)
    await page.locator(`#gform_page_${formId}_1 .gform_next_button`).click()
    const section = page.locator('.gform_wrapper .gsection').filter({ hasText: 'Care home details' })
    const rooms = field(page, 'input_12')
    await expect(choice(page, 'input_7', 'care')).toBeVisible()
    await expect(section).toBeHidden()
    await expect(rooms).toBeHidden()
    await choice(page, 'input_7', 'care').check()
    await expect(section).toBeVisible()
    await expect(rooms).toBeVisible()
    await choice(page, 'input_7', 'hotel').check()
    await expect(section).toBeHidden()
    await expect(rooms).toBeHidden()
  })

  test('date picker: a dialog with Monday-first weeks, used with the keyboard only', async ({ page }) => {
    const { formId } = await open(page, '/request-a-quote')
    await fillQuotePage1(page)
    await page.locator(`#gform_page_${formId}_1 .gform_next_button`).click()
    const input = field(page, 'input_10')
    await expect(input).toBeVisible()
    await input.fill('15-01-2031')
    const trigger = page.getByRole('button', { name: /Choose date/ })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(dialog.getByRole('heading')).toHaveText('January 2031')
    await expect(dialog.locator('th')).toHaveText(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'])
    // Every day in the first column is a Monday.
    const firstColumn = await dialog
      .locator('tbody tr td:first-child[data-date]')
      .evaluateAll((cells) => cells.map((c) => new Date(`${(c as HTMLElement).dataset.date}T00:00:00Z`).getUTCDay()))
    expect(firstColumn.length).toBeGreaterThan(0)
    expect(new Set(firstColumn)).toEqual(new Set([1]))
    // Focus starts on the typed date; keys move it: a week on, to Monday, a month on.
    await expect(dialog.locator('td:focus')).toHaveAttribute('data-date', '2031-01-15')
    await page.keyboard.press('ArrowDown')
    await expect(dialog.locator('td:focus')).toHaveAttribute('data-date', '2031-01-22')
    await page.keyboard.press('Home')
    await expect(dialog.locator('td:focus')).toHaveAttribute('data-date', '2031-01-20')
    await page.keyboard.press('PageDown')
    await expect(dialog.getByRole('heading')).toHaveText('February 2031')
    await expect(dialog.locator('td:focus')).toHaveAttribute('data-date', '2031-02-20')
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Enter')
    await expect(dialog).toHaveCount(0)
    await expect(input).toHaveValue('20-02-2031')
    await expect(trigger).toBeFocused()
    // Escape closes without changing the value.
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(input).toHaveValue('20-02-2031')
    await expect(trigger).toBeFocused()
  })

  test('select all ticks every box of the field and turns into deselect all', async ({ page }) => {
    const { formId } = await open(page, '/request-a-quote')
    await fillQuotePage1(page)
    await page.locator(`#gform_page_${formId}_1 .gform_next_button`).click()
    await choice(page, 'input_7', 'care').check()
    const field = page.locator(`#field_${formId}_13`)
    const toggle = field.locator('.gfield_choice_all_toggle')
    await expect(toggle).toHaveText('Select All')
    await toggle.click()
    await expect(field.locator('input[type="checkbox"]:checked')).toHaveCount(3)
    await expect(toggle).toHaveText('Deselect All')
    await toggle.click()
    await expect(field.locator('input[type="checkbox"]:checked')).toHaveCount(0)
  })

  test('the radio "other" box is typed in only when "other" is chosen', async ({ page }) => {
    const { formId } = await open(page, '/request-a-quote')
    await fillQuotePage1(page)
    await page.locator(`#gform_page_${formId}_1 .gform_next_button`).click()
    const other = page.locator(`#input_${formId}_7_other`)
    await expect(other).toBeDisabled()
    await page.locator(`#field_${formId}_7 input[value="gf_other_choice"]`).check()
    await expect(other).toBeEnabled()
    await expect(other).toBeFocused()
    await choice(page, 'input_7', 'hotel').check()
    await expect(other).toBeDisabled()
  })

  test('spinner and disabled buttons on next, released with the new page', async ({ page }) => {
    const { form, formId } = await open(page, '/request-a-quote')
    await fillQuotePage1(page)
    const { release } = await holdAjax(page)
    const next = page.locator(`#gform_page_${formId}_1 .gform_next_button`)
    await next.click()
    await expect(form.locator('.gform-loader')).toHaveCount(1)
    await expect(next).toBeDisabled()
    release()
    await expect(page.locator(`#gform_page_${formId}_2`)).toBeVisible()
    await expect(form.locator('.gform-loader')).toHaveCount(0)
    for (const button of await buttonsOf(form).all()) await expect(button).toBeEnabled()
  })
})

import { gzipSync } from 'node:zlib'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { fetchRouted, signIn, SITE_SCRIPT } from '../support/page'

/**
 * The quote request's notes ("Anything else we should know?", field 16) are a rich text
 * field: the editor's toolbar and shortcuts, pasted HTML cleaned, the entry stored with
 * sanitised HTML, save and continue, the plain textarea without JavaScript, and the
 * re-init error when the editor library cannot load.
 */

const NOTES = 16
const field = (page: Page, name: string) => page.locator(`.gform_wrapper form [name="${name}"]`)
const stamp = Date.now().toString(36)

/** Opens the quote request and walks to its summary page, where the notes are. */
async function openNotes(page: Page, email: string) {
  await page.goto('/request-a-quote')
  const wrapper = page.locator('.gform_wrapper[data-enhanced="true"]').first()
  await expect(wrapper).toBeVisible()
  const formId = Number(await wrapper.getAttribute('data-form-id'))
  await field(page, 'input_1.3').fill('Jan')
  await field(page, 'input_1.6').fill('Bakker')
  await field(page, 'input_2').fill('Hotel De Linde')
  await field(page, 'input_3').fill(email)
  await field(page, 'input_3_2').fill(email)
  await field(page, 'input_4').fill('020 123 4567')
  await page.locator(`#gform_page_${formId}_1 .gform_next_button`).click()
  await expect(page.locator(`#gform_page_${formId}_2`)).toBeVisible()
  await page.locator(`.gform_wrapper form [name="input_7"][value="hotel"]`).check()
  await page.locator(`.gform_wrapper form [name="input_8.1"]`).check()
  await field(page, 'input_9').fill('25')
  await page.locator(`#gform_page_${formId}_2 .gform_next_button`).click()
  await expect(page.locator(`#gform_page_${formId}_3`)).toBeVisible()
  const fieldEl = page.locator(`#field_${formId}_${NOTES}`)
  // The editor starts once its field is in view; until then the field is the plain textarea.
  const editor = fieldEl.locator('.gform-rich-text').getByRole('textbox', { name: 'Anything else we should know?' })
  await expect(editor).toBeVisible()
  return { formId, fieldEl, editor, toolbar: fieldEl.getByRole('toolbar') }
}

const textarea = (page: Page, formId: number) => page.locator(`#input_${formId}_${NOTES}`)

test.describe('rich text notes', () => {
  for (const width of [1280, 390]) {
    test(`at ${width} px the editor takes exactly the textarea's place, so starting it shifts nothing`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      const { formId, fieldEl } = await openNotes(page, `rte-h${width}-${stamp}@hotel.example`)
      const heights = await page.evaluate(
        ({ id }) => {
          const area = document.getElementById(id) as HTMLTextAreaElement
          const editor = area.parentElement!.querySelector<HTMLElement>('.gform-rich-text')!
          const toolbar = editor.querySelector<HTMLElement>('.gform-rich-text__toolbar')!
          editor.hidden = true
          area.hidden = false
          const before = area.getBoundingClientRect().height
          area.hidden = true
          editor.hidden = false
          return { before, after: editor.getBoundingClientRect().height, toolbar: toolbar.getBoundingClientRect().height }
        },
        { id: `input_${formId}_${NOTES}` },
      )
      expect(Math.abs(heights.before - heights.after), JSON.stringify(heights)).toBeLessThanOrEqual(1)
      await expect(fieldEl.getByRole('toolbar')).toBeVisible()
    })
  }

  test('toolbar and shortcuts format the text; the textarea carries the HTML; axe finds nothing', async ({ page }) => {
    const { formId, editor, toolbar } = await openNotes(page, `rte-a-${stamp}@hotel.example`)
    await expect(textarea(page, formId)).toBeHidden()
    await expect(editor).toHaveAttribute('aria-multiline', 'true')
    await expect(editor).toHaveAttribute('aria-labelledby', `label_${formId}_${NOTES}`)
    const bold = toolbar.getByRole('button', { name: 'Bold' })
    const italic = toolbar.getByRole('button', { name: 'Italic' })

    // Keyboard: Ctrl+B and Ctrl+I toggle, and the buttons show the state.
    await editor.click()
    await page.keyboard.type('Plain ')
    await page.keyboard.press('Control+b')
    await expect(bold).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.type('strong')
    await page.keyboard.press('Control+b')
    await expect(bold).toHaveAttribute('aria-pressed', 'false')
    await page.keyboard.type(' and ')
    await page.keyboard.press('Control+i')
    await page.keyboard.type('slanted')
    await expect(italic).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('Control+i')

    // Toolbar: a bulleted list, then a numbered one.
    await page.keyboard.press('Enter')
    await toolbar.getByRole('button', { name: 'Bulleted list' }).click()
    await expect(toolbar.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.type('first point')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Control+Shift+7')
    await expect(toolbar.getByRole('button', { name: 'Numbered list' })).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.type('step one')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')

    // A link by Ctrl+K: the prompt refuses javascript:, takes a bare host name as https.
    await page.keyboard.press('Control+k')
    const dialog = page.getByRole('dialog', { name: 'Link' })
    await expect(dialog).toBeVisible()
    const address = dialog.getByRole('textbox', { name: /Address/ })
    await expect(address).toBeFocused()
    await address.fill('javascript:alert(1)')
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('alert')).toContainText('http://, https:// or mailto:')
    await expect(address).toHaveAttribute('aria-invalid', 'true')
    expect(
      await new AxeBuilder({ page })
        .include('.gform-rich-text-dialog')
        .analyze()
        .then((r) => r.violations),
    ).toEqual([])
    await address.fill('oproep.example')
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(editor).toBeFocused()
    await expect(toolbar.getByRole('button', { name: 'Link', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(toolbar.getByRole('button', { name: 'Remove link' })).toHaveAttribute('aria-disabled', 'false')

    await expect(textarea(page, formId)).toHaveValue(
      '<p>Plain <strong>strong</strong> and <em>slanted</em></p><ul><li><p>first point</p></li></ul>' +
        '<ol><li><p>step one</p></li></ol>' +
        '<p><a href="https://oproep.example" rel="nofollow noopener noreferrer">https://oproep.example</a></p>',
    )

    // The toolbar is one tab stop; arrows, Home and End move inside it.
    await bold.focus()
    await page.keyboard.press('ArrowRight')
    await expect(italic).toBeFocused()
    await page.keyboard.press('End')
    await expect(toolbar.getByRole('button', { name: 'Remove link' })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(bold).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(toolbar.getByRole('button', { name: 'Remove link' })).toBeFocused()
    expect(await toolbar.locator('button[tabindex="0"]').count()).toBe(1)

    await page.locator(`#field_${formId}_${NOTES}`).scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/richtext-editor.png' })
    const axe = await new AxeBuilder({ page }).include('.gform_wrapper').analyze()
    expect(axe.violations.map((v) => v.id)).toEqual([])
  })

  test('pasted HTML is cleaned; the entry stores sanitised HTML and a stored script never runs', async ({ page }) => {
    const email = `rte-b-${stamp}@hotel.example`
    const { formId, editor } = await openNotes(page, email)
    await editor.click()
    await editor.evaluate((el) => {
      const data = new DataTransfer()
      data.setData(
        'text/html',
        '<p style="color:red" onclick="window.__pwned=1">Pasted <b>bold</b></p><script>window.__pwned=2</script>' +
          '<img src="x" onerror="window.__pwned=3"><a href="javascript:window.__pwned=4">bad link</a>' +
          '<iframe src="https://evil.example"></iframe>',
      )
      data.setData('text/plain', 'Pasted bold bad link')
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    })
    await expect(editor).toContainText('Pasted bold')
    const pasted = await textarea(page, formId).inputValue()
    expect(pasted).toContain('<strong>bold</strong>')
    expect(pasted).not.toMatch(/script|onerror|onclick|style|iframe|javascript|<img/i)

    // Consent left out: the server answers with the form, the notes come back into the editor.
    await page.locator(`#gform_submit_button_${formId}`).click()
    await expect(page.locator(`#validation_message_${formId}_17`)).toBeVisible()
    await expect(editor).toContainText('Pasted bold')
    await expect(editor.locator('strong')).toHaveText('bold')

    // A script that skips the editor's cleaning (an add-on's hook runs after the editors saved).
    await page.evaluate(
      ({ id }) => {
        const w = window as unknown as { gform: { addAction: (n: string, f: () => void) => void } }
        w.gform.addAction('gform/submission/save_editors', () => {
          const area = document.querySelector<HTMLTextAreaElement>(`#input_${id}_16`)!
          area.value =
            '<p>Hostile <strong>kept</strong></p><script>window.__pwned=5</script><img src=x onerror="window.__pwned=6">' +
            '<p><a href="javascript:window.__pwned=7">js</a> <a href="https://ok.example" target="_blank">ok</a></p>'
        })
      },
      { id: formId },
    )
    await field(page, 'input_17.1').check()
    await page.locator(`#gform_submit_button_${formId}`).click()
    await expect(page.locator(`#gform_confirmation_wrapper_${formId}`)).toContainText('Thank you, Jan')
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()

    // Staff: the stored value is the sanitised HTML, and the entry view shows it formatted.
    await signIn(page)
    await page.goto(`/admin/collections/form-entries?search=${encodeURIComponent(email)}`)
    await page.locator('.table tbody tr').filter({ hasText: email }).first().getByRole('link').first().click()
    await expect(page).toHaveURL(/\/admin\/collections\/form-entries\/[^/?]+$/)
    const entryId = new URL(page.url()).pathname.split('/').pop()
    // Read as the signed-in browser does (the admin's own REST API, same origin).
    const body = await page.evaluate(async (id) => {
      const res = await fetch(`/api/form-entries/${id}?depth=0`, { credentials: 'same-origin' })
      return `${res.status} ${await res.text()}`
    }, entryId)
    expect(body, body.slice(0, 300)).toMatch(/^200 /)
    const stored = JSON.stringify((JSON.parse(body.slice(4)) as { values: unknown }).values)
    expect(stored).toContain('<p>Hostile <strong>kept</strong></p>')
    expect(stored).toContain('<a href=\\"https://ok.example\\" rel=\\"nofollow noopener noreferrer\\">ok</a>')
    expect(stored).not.toMatch(/script|onerror|javascript|_blank|<img/i)

    const answer = page
      .locator('.sp-entry table')
      .first()
      .getByRole('row', { name: /^Anything else we should know\?/ })
    await expect(answer.locator('strong')).toHaveText('kept')
    await expect(answer.getByRole('link', { name: 'ok' })).toHaveAttribute('rel', 'nofollow noopener noreferrer')
    await expect(answer.locator('script, img')).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    await answer.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/richtext-entry.png' })
  })

  test('save and continue keeps the HTML, and resuming shows it in the editor', async ({ page }) => {
    const { formId, editor, toolbar } = await openNotes(page, `rte-c-${stamp}@hotel.example`)
    await editor.click()
    await page.keyboard.type('Call ')
    await toolbar.getByRole('button', { name: 'Bold' }).click()
    await page.keyboard.type('before noon')
    await page.locator(`#gform_page_${formId}_3 .gform_save_link`).click()
    const saved = page.locator(`#gform_saved_message_${formId}`)
    await expect(saved).toBeVisible()
    const link = await saved.locator('a.resume_form_link').getAttribute('href')
    await page.goto(link!)
    await expect(page.locator('.gform_wrapper[data-enhanced="true"]')).toBeVisible()
    // The editor starts as its field comes into view.
    await page.locator(`#field_${formId}_${NOTES}`).scrollIntoViewIfNeeded()
    const resumed = page.locator('.gform-rich-text').getByRole('textbox', { name: 'Anything else we should know?' })
    await expect(resumed.locator('strong')).toHaveText('before noon')
    await expect(textarea(page, formId)).toHaveValue('<p>Call <strong>before noon</strong></p>')
  })

  test('the quote page stays within the form pages’ script budget with the editor loaded', async ({ page }) => {
    const scripts = new Set<string>()
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.add(res.url())
    })
    await page.goto('/request-a-quote')
    await expect(page.locator('.gform_wrapper[data-enhanced="true"]').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    let total = 0
    for (const url of scripts) total += gzipSync(await (await page.request.get(url)).body(), { level: 6 }).length
    console.log(`quote page JavaScript: ${(total / 1024).toFixed(1)} KB gzip`)
    expect(total).toBeLessThanOrEqual(275 * 1024)
  })

  test('a page without a rich text field never fetches the editor', async ({ page }) => {
    const bodies: string[] = []
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') bodies.push(await res.text().catch(() => ''))
    })
    await page.goto('/contact')
    await expect(page.locator('.gform_wrapper[data-enhanced="true"]').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(bodies.some((b) => b.includes('ProseMirror-hideselection'))).toBe(false)
  })

  test('when the editor library cannot load, the re-init error is logged and the textarea still works', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    // The chunk with ProseMirror in it fails, as a blocked or broken download would.
    await page.route(SITE_SCRIPT, async (route) => {
      const fetched = await fetchRouted(route)
      if (!fetched) return
      if (fetched.body.includes('ProseMirror-hideselection')) return route.abort('failed')
      return route.fulfill(fetched)
    })
    await page.goto('/request-a-quote')
    const wrapper = page.locator('.gform_wrapper[data-enhanced="true"]').first()
    await expect(wrapper).toBeVisible()
    const formId = Number(await wrapper.getAttribute('data-form-id'))
    // The notes are on the last page: re-initialising them asks for the library now.
    await page.evaluate((id) => {
      const w = window as unknown as { gform: { richText: { reInit: (f?: unknown, i?: unknown) => Promise<void> } } }
      return w.gform.richText.reInit(id, 16)
    }, formId)
    await expect
      .poll(() => errors.find((e) => e.includes('gform.richText.reInit')))
      .toBe(
        `gform.richText.reInit: the rich text editor library is missing (it failed to load); form ${formId}, field ${NOTES} stays a plain text box.`,
      )
    // The other messages of the same family.
    await page.evaluate(() => {
      const w = window as unknown as { gform: { richText: { reInit: (f?: unknown, i?: unknown) => Promise<void> } } }
      return w.gform.richText.reInit()
    })
    expect(errors).toContain('gform.richText.reInit: a form id and a field id are required.')
    await expect(page.locator('.gform-rich-text')).toHaveCount(0)
    await expect(textarea(page, formId)).toBeAttached()
    await expect(textarea(page, formId)).not.toHaveAttribute('hidden', /.*/)
  })
})

test.describe('rich text notes without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the notes are a plain labelled textarea that posts', async ({ page }) => {
    await page.goto('/request-a-quote')
    const id = Number(await page.locator('.gform_wrapper').first().getAttribute('data-form-id'))
    const f = (name: string) => page.locator(`#gform_${id} [name="${name}"]`)
    await f('input_1.3').fill('Jan')
    await f('input_1.6').fill('de Vries')
    await f('input_2').fill('Zorghuis De Linde')
    await f('input_3').fill(`rte-d-${stamp}@zorghuis.example`)
    await f('input_3_2').fill(`rte-d-${stamp}@zorghuis.example`)
    await f('input_4').fill('030 700 41 20')
    await page.locator(`#gform_page_${id}_1`).getByRole('button', { name: 'Next' }).click()
    await page.locator(`#gform_${id} [name="input_7"][value="hotel"]`).check()
    await f('input_8.1').check()
    await f('input_9').fill('12')
    // Enter goes forward (as in the server-side forms test).
    await f('input_9').press('Enter')
    await expect(page.locator(`#gform_page_${id}_3`)).toBeVisible()
    const notes = page.getByRole('textbox', { name: 'Anything else we should know?' })
    await expect(notes).toHaveJSProperty('tagName', 'TEXTAREA')
    await notes.fill('Deliver before May.\n\nAsk for <b>Piet</b> at reception.')
    // Consent left out: the notes come back as the sanitised HTML the server made of them.
    await page.getByRole('button', { name: 'Request my quote' }).click()
    await expect(page.locator(`#validation_message_${id}_17`)).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Anything else we should know?' })).toHaveValue(
      '<p>Deliver before May.</p><p>Ask for &lt;b&gt;Piet&lt;/b&gt; at reception.</p>',
    )
    await page.getByRole('checkbox', { name: /I agree that Oproep Systems stores my details/ }).check()
    await page.getByRole('button', { name: 'Request my quote' }).click()
    await expect(page.locator(`#gform_confirmation_message_${id}`)).toContainText(
      'You will have our quote within one working day',
    )
  })
})

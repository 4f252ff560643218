/**
 * Forms over HTTP, against the real database: the ajax endpoint and the no-JavaScript
 * postback, called as the route handlers call them (features/forms/http.ts). Part of the
 * integration suite, so it runs on SQLite and on PostgreSQL.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { contactForm, quoteForm } from '../../src/core/forms/fixtures'
import { dealerForm } from '../../src/core/forms/fixtures-dealer'
import { isPasswordHash } from '../../src/core/password/field'
import { verifyPassword } from '../../src/core/password/hash'
import { renderForm } from '../../src/core/forms/markup'
import { JSON_END, JSON_START, honeypotFieldId, type AjaxResponse } from '../../src/core/forms/protocol'
import type { Form } from '../../src/core/forms/types'
import { withUploadsAndSave } from '../../src/core/uploads/fixtures'
import { withProductReference } from '../../src/core/products/fixtures'
import { withCaptcha } from '../../src/seed/seed'
import { TokenBucket } from '../../src/core/http/rate-limit'
import { handleAjax, handleAjaxGet, handlePostback, MESSAGES, type HttpDeps } from '../../src/features/forms/http'
import { docFromForm } from '../../src/features/forms/model'
import { formNonce } from '../../src/features/forms/nonce'
import { renderOptions } from '../../src/features/forms/render'

const SITE = 'http://localhost:3000'
const SECRET = 'f'.repeat(64)

type Entries = Record<string, string>

export function formsTests(label: string, getPayload: () => Payload): void {
  const ids: Record<'contact' | 'quote', number> = { contact: 0, quote: 0 }

  /** Every test gets a fresh rate limit unless it tests the limit. */
  const deps = (extra: Partial<HttpDeps> = {}): HttpDeps => ({
    payload: async () => getPayload(),
    secret: SECRET,
    siteUrl: SITE,
    limiter: new TokenBucket({ capacity: 100, refillPerMinute: 100 }),
    fetchPage: async (path) => pageHtml(path),
    ...extra,
  })

  /** What the serving layer would read: a page shell with the form as the block renders it. */
  async function pageHtml(path: string): Promise<string | null> {
    const formId = path === '/contact' ? ids.contact : path === '/request-a-quote' ? ids.quote : Number(path.split('/')[2])
    const form = await getForm(formId)
    if (!form) return null
    const options = renderOptions({ action: path, formId, secret: SECRET, displayTitle: false, displayDescription: true })
    return `<!DOCTYPE html><html><body><header><h1>Page ${path}</h1></header><main><div class="gform-host">${renderForm(
      form,
      { values: {} },
      options,
    )}</div></main><footer>Oproep Systems</footer></body></html>`
  }

  async function getForm(id: number): Promise<Form | null> {
    const { loadForm } = await import('../../src/features/forms/process')
    return loadForm(getPayload(), id)
  }

  const body = (fields: Entries) => {
    const data = new FormData()
    for (const [k, v] of Object.entries(fields)) data.append(k, v)
    return data
  }

  const post = (url: string, fields: Entries, headers: Record<string, string> = {}) =>
    new Request(`${SITE}${url}`, {
      method: 'POST',
      body: body(fields),
      headers: {
        origin: SITE,
        'sec-fetch-site': 'same-origin',
        'user-agent': 'Integration test',
        'x-site-client-ip': '203.0.113.7',
        ...headers,
      },
    })

  const ajaxFields = (formId: number, fields: Entries): Entries => ({
    action: 'gform_submit_form',
    form_id: String(formId),
    gform_ajax_nonce: formNonce(SECRET, formId),
    current_page_url: `${SITE}/contact`,
    ajax_referer: `${SITE}/contact`,
    display_title: '0',
    display_description: '1',
    [`is_submit_${formId}`]: '1',
    gform_submit: String(formId),
    [`gform_source_page_number_${formId}`]: '1',
    [`gform_target_page_number_${formId}`]: '0',
    gform_unique_id: '',
    [`state_${formId}`]: '',
    ...fields,
  })

  async function readAjax(res: Response): Promise<AjaxResponse> {
    const text = await res.text()
    expect(text.startsWith(JSON_START) && text.endsWith(JSON_END), text).toBe(true)
    return JSON.parse(text.slice(JSON_START.length, -JSON_END.length)) as AjaxResponse
  }

  const contactValues = (email: string): Entries => ({
    'input_1.3': 'Jan',
    'input_1.6': 'de Vries',
    input_2: email,
    input_3: '030 700 41 20',
    input_5: 'service',
    input_6: 'Our pagers <no longer> charge.',
    'input_7.1': '1',
  })

  const entriesOf = async (formId: number) =>
    (
      await getPayload().find({
        collection: 'form-entries',
        where: { form: { equals: formId } },
        sort: '-createdAt',
        pagination: false,
        overrideAccess: true,
      })
    ).docs

  describe(`${label}: forms`, () => {
    // These cover the form engine; the anti-spam guard in front of it is tested on its own (antispam.ts).
    beforeAll(async () => {
      await getPayload().updateGlobal({ slug: 'antispam-settings', data: { enabled: false }, overrideAccess: true })
    })

    it('seeds the contact and quote forms and places them on /contact and /request-a-quote', async () => {
      const payload = getPayload()
      const { docs } = await payload.find({ collection: 'forms', pagination: false, overrideAccess: true })
      ids.contact = docs.find((d) => d.title === contactForm.title)!.id
      ids.quote = docs.find((d) => d.title === quoteForm.title)!.id
      for (const [path, id] of [
        ['/contact', ids.contact],
        ['/request-a-quote', ids.quote],
      ] as const) {
        const page = (await payload.find({ collection: 'pages', where: { path: { equals: path } }, depth: 0 })).docs[0]!
        const block = page.layout?.find((b) => b.blockType === 'formEmbed')
        expect(block && 'form' in block ? block.form : null, path).toBe(id)
      }
      const quote = await getForm(ids.quote)
      // The seed adds the floor plans, save and continue, and an invisible captcha at the end.
      expect(quote?.fields.map((f) => f.id)).toEqual(
        withCaptcha(withProductReference(withUploadsAndSave(quoteForm, 10))).fields.map((f) => f.id),
      )
      expect(quote?.pagination?.pageNames).toEqual(['Your details', 'Your needs', 'Summary'])
    })

    it('stores a valid ajax submission and answers with the confirmation', async () => {
      const res = await handleAjax(
        post('/next/forms/ajax', ajaxFields(ids.contact, { ...contactValues('jan@zorghuis.example'), input_77: 'unknown' })),
        deps(),
      )
      expect(res.status).toBe(200)
      const answer = await readAjax(res)
      expect(answer.success).toBe(true)
      const data = answer.success ? answer.data : {}
      expect(data.confirmation_type).toBe('message')
      expect(data.confirmation_markup).toContain('id="gform_confirmation_wrapper_')
      expect(data.confirmation_markup).toContain('Thank you, Jan.')
      const [entry] = await entriesOf(ids.contact)
      expect(entry?.values).toMatchObject({
        '1.3': 'Jan',
        '1.6': 'de Vries',
        '2': 'jan@zorghuis.example',
        '5': 'service',
        '6': 'Our pagers <no longer> charge.',
        '7.1': '1',
        '7.2': 'I agree that Oproep Systems stores my details to answer me.',
      })
      expect(Object.keys(entry?.values as object)).not.toContain('77')
      expect(entry?.summary).toBe('Jan de Vries · jan@zorghuis.example · 030 700 41 20')
      expect(entry?.meta).toMatchObject({ sourceUrl: `${SITE}/contact`, userAgent: 'Integration test', ip: '203.0.113.7' })
      expect(entry?.status).toBe('active')
    })

    it('answers an invalid submission with the form, its errors and the values, and stores nothing', async () => {
      const before = (await entriesOf(ids.contact)).length
      const res = await handleAjax(
        post('/next/forms/ajax', ajaxFields(ids.contact, { input_2: 'not-an-address', input_6: '<script>alert(1)</script>' })),
        deps(),
      )
      const answer = await readAjax(res)
      expect(answer.success).toBe(true)
      const markup = answer.success ? (answer.data.form_markup ?? '') : ''
      expect(markup).toContain('class="gform_validation_errors"')
      expect(markup).toContain('The email address entered is invalid')
      expect(markup).toContain('value="not-an-address"')
      expect(markup).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
      expect(markup).not.toContain('<script>alert')
      expect((await entriesOf(ids.contact)).length).toBe(before)
    })

    it('refuses an e-mail field holding more than one plain address, with the field message, and stores nothing', async () => {
      const before = (await entriesOf(ids.contact)).length
      for (const address of ['a,b@x.y', 'x<v@y.z>', 'Jan <jan@zorghuis.example>', 'jan@zorghuis.example;b@x.y']) {
        const res = await handleAjax(post('/next/forms/ajax', ajaxFields(ids.contact, contactValues(address))), deps())
        const answer = await readAjax(res)
        const markup = answer.success ? (answer.data.form_markup ?? '') : ''
        expect(markup, address).toContain('class="gform_validation_errors"')
        expect(markup, address).toContain(
          'The email address entered is invalid, please check the formatting (e.g. email@domain.com).',
        )
        expect(answer.success && answer.data.confirmation_markup, address).toBeFalsy()
      }
      expect((await entriesOf(ids.contact)).length).toBe(before)
    })

    it('moves between pages of the quote form: next validates the page, previous does not', async () => {
      const page1: Entries = {
        'input_1.3': 'Jan',
        'input_1.6': 'de Vries',
        input_2: 'Zorghuis De Linde',
        input_3: 'jan@zorghuis.example',
        input_3_2: 'jan@zorghuis.example',
        input_4: '030 700 41 20',
      }
      const next = await readAjax(
        await handleAjax(
          post('/next/forms/ajax', ajaxFields(ids.quote, { ...page1, [`gform_target_page_number_${ids.quote}`]: '2' })),
          deps(),
        ),
      )
      expect(next.success && next.data).toMatchObject({ page_number: 2, source_page_number: 1 })
      expect(next.success && next.data.page_markup).toContain(`id="gform_page_${ids.quote}_2"`)
      const previous = await readAjax(
        await handleAjax(
          post(
            '/next/forms/ajax',
            ajaxFields(ids.quote, {
              [`gform_source_page_number_${ids.quote}`]: '2',
              [`gform_target_page_number_${ids.quote}`]: '1',
            }),
          ),
          deps(),
        ),
      )
      expect(previous.success && previous.data).toMatchObject({ page_number: 1, source_page_number: 2 })
      const invalid = await readAjax(
        await handleAjax(
          post('/next/forms/ajax', ajaxFields(ids.quote, { [`gform_target_page_number_${ids.quote}`]: '2' })),
          deps(),
        ),
      )
      expect(invalid.success && invalid.data.form_markup).toContain('gform_validation_errors')
      expect(invalid.success && invalid.data.page_number).toBe(1)
    })

    it('drops the values of fields that conditional logic hides', async () => {
      const res = await handleAjax(
        post(
          '/next/forms/ajax',
          ajaxFields(ids.quote, {
            'input_1.3': 'Pim',
            'input_1.6': 'Bakker',
            input_2: 'Brasserie De Kade',
            input_3: 'pim@dekade.example',
            input_3_2: 'pim@dekade.example',
            input_4: '+31 20 555 0101',
            input_7: 'hospitality',
            'input_8.1': 'guest-pagers',
            input_9: '30',
            // The care home section is hidden for a restaurant: these must not be kept.
            input_12: '12',
            'input_13.1': 'wired',
            'input_17.1': '1',
            [`gform_source_page_number_${ids.quote}`]: '3',
          }),
        ),
        deps(),
      )
      const answer = await readAjax(res)
      expect(answer.success && answer.data.confirmation_markup).toContain('You will have our quote within one working day')
      const [entry] = await entriesOf(ids.quote)
      const values = entry?.values as Record<string, string>
      expect(values['7']).toBe('hospitality')
      expect(values['9']).toBe('30')
      expect(values['12']).toBeUndefined()
      expect(values['13.1']).toBeUndefined()
    })

    it('prices an order from the form definition, whatever prices the post carries', async () => {
      const res = await handleAjax(
        post(
          '/next/forms/ajax',
          ajaxFields(ids.quote, {
            'input_1.3': 'Pim',
            'input_1.6': 'Bakker',
            input_2: 'Brasserie De Kade',
            input_3: 'pim@dekade.example',
            input_3_2: 'pim@dekade.example',
            input_4: '+31 20 555 0101',
            input_7: 'hospitality',
            'input_8.1': 'guest-pagers',
            input_9: '30',
            'input_61.1': 'Free pagers',
            'input_61.2': '0,01 €',
            'input_61.3': '2',
            input_62: 'waterproof|0',
            'input_64.3': '1',
            'input_65.2': '0,00 €',
            input_66: '999',
            input_67: 'courier-nl|0.00',
            input_68: '0,01 €',
            'input_59[]': 'Kade 1',
            'input_17.1': '1',
            [`gform_source_page_number_${ids.quote}`]: '3',
          }),
        ),
        deps(),
      )
      const answer = await readAjax(res)
      expect(answer.success).toBe(true)
      const [entry] = await entriesOf(ids.quote)
      const values = entry?.values as Record<string, string>
      // 2 × (489 + 35) + 249 + installation (2 × 15 + 45) + 24,95
      expect(values).toMatchObject({
        '61.1': 'Guest pager set',
        '61.2': '489,00 €',
        '61.3': '2',
        '62': 'waterproof',
        '64.2': '249,00 €',
        '65.2': '75,00 €',
        '66': '20',
        '67': 'courier-nl',
        '68': '1.396,95 €',
      })
      expect(values['63.1']).toBeUndefined()
    })

    it('stores every site of the quote form’s repeater, and refuses a site without its address', async () => {
      const base = {
        'input_1.3': 'Els',
        'input_1.6': 'Visser',
        input_2: 'Zorggroep De Linde',
        input_3: 'els@delinde.example',
        input_3_2: 'els@delinde.example',
        input_4: '+31 30 555 0101',
        input_7: 'hospitality',
        'input_8.1': 'guest-pagers',
        input_9: '10',
        'input_17.1': '1',
        'input_69[0][1]': 'Hoofdgebouw',
        'input_69[0][2]': 'Lindelaan 1, Utrecht',
        'input_69[0][3]': '40',
        'input_69[1][1]': 'Paviljoen <b>Oost</b>',
        'input_69[1][3]': '1.200',
        [`gform_source_page_number_${ids.quote}`]: '3',
      }
      const refused = await readAjax(await handleAjax(post('/next/forms/ajax', ajaxFields(ids.quote, base)), deps()))
      const markup = refused.success ? (refused.data.form_markup ?? '') : ''
      expect(markup).toContain('Please complete site 2: Address.')
      expect(markup).toContain(`href="#input_${ids.quote}_69_1_2"`)
      expect(markup).toContain('value="Paviljoen &#60;b&#62;Oost&#60;/b&#62;"')

      const before = (await entriesOf(ids.quote)).length
      const answer = await readAjax(
        await handleAjax(
          post('/next/forms/ajax', ajaxFields(ids.quote, { ...base, 'input_69[1][2]': 'Lindelaan 3\r\nUtrecht' })),
          deps(),
        ),
      )
      expect(answer.success && answer.data.confirmation_markup).toContain('within one working day')
      const entries = await entriesOf(ids.quote)
      expect(entries).toHaveLength(before + 1)
      const values = entries[0]?.values as Record<string, string>
      expect(JSON.parse(values['69']!)).toEqual([
        { 'Site name': 'Hoofdgebouw', Address: 'Lindelaan 1, Utrecht', 'Beds or tables': '40' },
        { 'Site name': 'Paviljoen <b>Oost</b>', Address: 'Lindelaan 3\nUtrecht', 'Beds or tables': '1200' },
      ])
    })

    it('postback without JavaScript: the first site goes with the form', async () => {
      const q = ids.quote
      const res = await handlePostback(
        post('/request-a-quote', {
          ...ajaxFields(q, {}),
          action: '',
          gform_ajax_nonce: '',
          [`gform_source_page_number_${q}`]: '2',
          [`gform_target_page_number_${q}`]: '3',
          'input_1.3': 'Els',
          'input_1.6': 'Visser',
          input_2: 'Zorggroep De Linde',
          input_3: 'els@delinde.example',
          input_3_2: 'els@delinde.example',
          input_4: '+31 30 555 0101',
          input_7: 'hospitality',
          'input_8.1': 'guest-pagers',
          input_9: '10',
          'input_69[0][1]': 'Hoofdgebouw',
          'input_69[0][2]': 'Lindelaan 1',
        }),
        '/request-a-quote',
        deps(),
      )
      const html = await res.text()
      expect(html).toContain(`id="gform_page_${q}_3"`)
      // Page 3's summary lists the site; page 2 keeps it in its inputs.
      expect(html).toContain('Site 1: Site name: Hoofdgebouw, Address: Lindelaan 1')
      expect(html).toContain('name="input_69[0][1]" id="input_' + q + '_69_0_1"')
    })

    it('says an unknown form was not found, word for word', async () => {
      const res = await handleAjax(post('/next/forms/ajax', ajaxFields(999_999, {})), deps())
      expect(res.status).toBe(404)
      expect(await readAjax(res)).toEqual({ success: false, data: 'Form 999999 not found.' })
      const config = await handleAjax(
        post('/next/forms/ajax', {
          action: 'gform_get_config',
          config_path: 'gform_theme_config/common/form/product_meta',
          args: '{"form_id":999999}',
        }),
        deps(),
      )
      expect(config.status).toBe(404)
      expect(await config.json()).toEqual({ success: false, data: 'Form 999999 not found.' })
      const back = await handlePostback(post('/contact', { gform_submit: '999999', is_submit_999999: '1' }), '/contact', deps())
      expect(back.status).toBe(404)
      expect(await back.text()).toBe('Form 999999 not found.')
    })

    it('refuses a config path of anything but lowercase letters, digits, _, - and /', async () => {
      for (const path of ['Bad.Path', '../etc', 'a b']) {
        const res = await handleAjax(
          post('/next/forms/ajax', { action: 'gform_get_config', config_path: path, args: `{"form_id":${ids.contact}}` }),
          deps(),
        )
        expect(res.status, path).toBe(400)
        expect(await res.json()).toEqual({ success: false, data: 'Invalid config path format.' })
      }
    })

    it('hands out signed configs and checks them back', async () => {
      const nonce = formNonce(SECRET, ids.contact)
      const res = await handleAjax(
        post('/next/forms/ajax', {
          action: 'gform_get_config',
          gform_ajax_nonce: nonce,
          config_path: 'gform_theme_config/common/form/product_meta',
          args: JSON.stringify({ form_ids: [ids.contact] }),
          query_string: '',
        }),
        deps(),
      )
      expect(res.status).toBe(200)
      const got = (await res.json()) as { success: boolean; data: { forms: Record<string, { hash: string; form: Form }> } }
      expect(got.success).toBe(true)
      expect(got.data.forms[ids.contact]?.form.notifications).toEqual([])
      const check = async (config: unknown) =>
        (
          await handleAjax(
            post('/next/forms/ajax', {
              action: 'gform_validate_config',
              gform_ajax_nonce: nonce,
              config: JSON.stringify(config),
            }),
            deps(),
          )
        ).json()
      expect(await check(got.data)).toEqual({ success: true, data: { valid: true } })
      const tampered = { forms: { [ids.contact]: { ...got.data.forms[ids.contact], hash: 'x'.repeat(43) } } }
      expect(await check(tampered)).toEqual({ success: false, data: MESSAGES.configMismatch })
    })

    it('refuses posts from other sites, on both roads', async () => {
      const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }
      const ajax = await handleAjax(post('/next/forms/ajax', ajaxFields(ids.contact, contactValues('a@b.example')), evil), deps())
      expect(ajax.status).toBe(403)
      expect(await readAjax(ajax)).toEqual({ success: false, data: MESSAGES.crossOrigin })
      const back = await handlePostback(
        post('/contact', { ...ajaxFields(ids.contact, contactValues('a@b.example')), action: '' }, evil),
        '/contact',
        deps(),
      )
      expect(back.status).toBe(403)
    })

    it('refuses an ajax post without a valid nonce, and gives a fresh one on request', async () => {
      const res = await handleAjax(post('/next/forms/ajax', ajaxFields(ids.contact, { gform_ajax_nonce: 'stale' })), deps())
      expect(res.status).toBe(403)
      expect(await readAjax(res)).toEqual({ success: false, data: MESSAGES.badNonce })
      const fresh = await handleAjaxGet(
        new Request(`${SITE}/next/forms/ajax?action=gform_get_nonce&form_id=${ids.contact}`),
        deps(),
      )
      expect(await fresh.json()).toEqual({ success: true, data: { nonce: formNonce(SECRET, ids.contact) } })
    })

    it('limits submissions per address with a clear 429', async () => {
      const limiter = new TokenBucket({ capacity: 2, refillPerMinute: 1 })
      const send = () => handleAjax(post('/next/forms/ajax', ajaxFields(ids.contact, {})), deps({ limiter }))
      expect((await send()).status).toBe(200)
      expect((await send()).status).toBe(200)
      const third = await send()
      expect(third.status).toBe(429)
      const wait = Number(third.headers.get('retry-after'))
      expect(wait).toBeGreaterThan(0)
      expect(wait).toBeLessThanOrEqual(60)
      expect(await readAjax(third)).toEqual({ success: false, data: MESSAGES.rateLimited(wait) })
      // Another address is not affected.
      const other = await handleAjax(
        post('/next/forms/ajax', ajaxFields(ids.contact, {}), { 'x-site-client-ip': '198.51.100.1' }),
        deps({ limiter }),
      )
      expect(other.status).toBe(200)
      const back = await handlePostback(
        post('/contact', ajaxFields(ids.contact, { input_6: 'kept' })),
        '/contact',
        deps({ limiter }),
      )
      expect(back.status).toBe(429)
      const html = await back.text()
      expect(html).toMatch(/Too many submissions from your address\. Please wait \d+ seconds and try again\./)
      expect(html).toContain('>kept</textarea>')
    })

    it('refuses bodies over 1 MB before reading them whole', async () => {
      const big = post('/next/forms/ajax', ajaxFields(ids.contact, { input_6: 'x'.repeat(1_100_000) }))
      const res = await handleAjax(big, deps())
      expect(res.status).toBe(413)
      expect(await readAjax(res)).toEqual({ success: false, data: MESSAGES.tooLarge })
    })

    it('postback without JavaScript: errors in the page, values kept', async () => {
      const fields = {
        ...ajaxFields(ids.contact, { input_2: 'jan@', input_4: 'Oproep & Zonen' }),
        action: '',
        gform_ajax_nonce: '',
      }
      const res = await handlePostback(post('/contact', fields), '/contact', deps())
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/html')
      const html = await res.text()
      expect(html).toContain('<h1>Page /contact</h1>')
      expect(html).toContain('<footer>Oproep Systems</footer>')
      expect(html).toMatch(/<div class="gform_validation_errors"[^>]*autofocus/)
      expect(html).toContain('href="#input_')
      expect(html).toContain('value="Oproep &#38; Zonen"')
      expect(html).toContain('value="jan@"')
      expect(html.match(/id="gform_wrapper_/g)).toHaveLength(1)
    })

    it('postback without JavaScript: a valid submission shows the confirmation in the page', async () => {
      const fields = { ...ajaxFields(ids.contact, contactValues('pim@bakker.example')), action: '', gform_ajax_nonce: '' }
      const res = await handlePostback(post('/contact', fields), '/contact', deps())
      const html = await res.text()
      expect(html).toContain(`id="gform_confirmation_wrapper_${ids.contact}"`)
      expect(html).toContain('Thank you, Jan.')
      expect(html).not.toContain(`id="gform_wrapper_${ids.contact}"`)
      expect(html).toContain('<footer>Oproep Systems</footer>')
      const [entry] = await entriesOf(ids.contact)
      expect((entry?.values as Record<string, string>)['2']).toBe('pim@bakker.example')
    })

    it('postback without JavaScript: next and previous move between the quote form’s pages', async () => {
      const q = ids.quote
      const fields = (extra: Entries) => ({ ...ajaxFields(q, extra), action: '', gform_ajax_nonce: '' })
      const page1 = {
        'input_1.3': 'Jan',
        'input_1.6': 'de Vries',
        input_2: 'Zorghuis De Linde',
        input_3: 'jan@zorghuis.example',
        input_3_2: 'jan@zorghuis.example',
        input_4: '030 700 41 20',
      }
      const next = await (
        await handlePostback(
          post('/request-a-quote', fields({ ...page1, [`gform_target_page_number_${q}`]: '2' })),
          '/request-a-quote',
          deps(),
        )
      ).text()
      expect(next).toContain(`<div id="gform_page_${q}_2" class="gform_page" data-js="page-field-id-6">`)
      expect(next).toContain(`<div id="gform_page_${q}_1" class="gform_page" data-js="page-field-id-0" style="display:none">`)
      expect(next).toContain(`name="gform_source_page_number_${q}" id="gform_source_page_number_${q}" value="2"`)
      const back = await (
        await handlePostback(
          post(
            '/request-a-quote',
            fields({
              ...page1,
              [`gform_source_page_number_${q}`]: '2',
              [`gform_target_page_number_${q}`]: '3',
              gform_previous_page: 'Previous',
            }),
          ),
          '/request-a-quote',
          deps(),
        )
      ).text()
      expect(back).toContain(`<div id="gform_page_${q}_1" class="gform_page" data-js="page-field-id-0">`)
    })

    it('refuses a value an earlier entry already has, when the field asks for that', async () => {
      const form: Form = {
        ...contactForm,
        title: 'Demo kit loan',
        fields: contactForm.fields.map((f) => (f.id === 2 ? { ...f, noDuplicates: true } : f)),
      }
      const created = await getPayload().create({ collection: 'forms', data: docFromForm(form) as never, overrideAccess: true })
      const send = () => handleAjax(post('/next/forms/ajax', ajaxFields(created.id, contactValues('Once@Only.example'))), deps())
      const first = await readAjax(await send())
      expect(first.success && first.data.confirmation_type).toBe('message')
      const again = await readAjax(await send())
      expect(again.success && again.data.form_markup).toContain(
        'This field requires a unique entry and &#39;Once@Only.example&#39; has already been used',
      )
      expect((await entriesOf(created.id)).length).toBe(1)
    })

    it('redirects after a submission when the confirmation says so: a URL over ajax, 303 on the postback', async () => {
      const form: Form = {
        ...contactForm,
        title: 'Callback request',
        confirmations: [
          {
            id: 'r',
            name: 'To the thank-you page',
            isDefault: true,
            type: 'redirect',
            url: '/thank-you',
            queryString: 'name={Name:1.3}',
          },
        ],
      }
      const created = await getPayload().create({ collection: 'forms', data: docFromForm(form) as never, overrideAccess: true })
      const ajax = await readAjax(
        await handleAjax(post('/next/forms/ajax', ajaxFields(created.id, contactValues('r@x.example'))), deps()),
      )
      expect(ajax).toEqual({
        success: true,
        data: { confirmation_type: 'redirect', confirmation_redirect: '/thank-you?name=Jan' },
      })
      const back = await handlePostback(
        post('/contact', { ...ajaxFields(created.id, contactValues('s@x.example')), action: '' }),
        '/contact',
        deps(),
      )
      expect(back.status).toBe(303)
      expect(back.headers.get('location')).toBe('/thank-you?name=Jan')
      expect((await entriesOf(created.id)).length).toBe(2)
    })

    it('keeps a bot’s submission as spam and answers it like any other', async () => {
      // The seeded form ends with a captcha, so its honeypot is numbered above that.
      const honeypot = `input_${honeypotFieldId((await getForm(ids.contact))!)}`
      const res = await handleAjax(
        post(
          '/next/forms/ajax',
          ajaxFields(ids.contact, { ...contactValues('bot@spam.example'), [honeypot]: 'http://spam.example' }),
        ),
        deps(),
      )
      expect((await readAjax(res)).success).toBe(true)
      const [entry] = await entriesOf(ids.contact)
      expect(entry?.status).toBe('spam')
    })

    it('stops taking entries when the limit is reached', async () => {
      const form: Form = {
        ...contactForm,
        title: 'Open day (limited)',
        settings: { ...contactForm.settings, limitEntries: { count: 1, period: 'total', message: 'The open day is full.' } },
      }
      const created = await getPayload().create({ collection: 'forms', data: docFromForm(form) as never, overrideAccess: true })
      const send = () => handleAjax(post('/next/forms/ajax', ajaxFields(created.id, contactValues('a@open.example'))), deps())
      expect((await readAjax(await send())).success).toBe(true)
      const full = await readAjax(await send())
      expect(full.success && full.data.form_markup).toContain('The open day is full.')
      expect((await entriesOf(created.id)).length).toBe(1)
    })

    it('renders the seeded forms with every input labelled and nothing unescaped', async () => {
      for (const id of [ids.contact, ids.quote]) {
        const form = (await getForm(id))!
        const html = renderForm(
          form,
          { values: {} },
          renderOptions({ action: '/x', formId: id, secret: SECRET, displayTitle: true, displayDescription: true }),
        )
        expect(html).toContain(`id="gform_wrapper_${id}"`)
        expect(html.match(/<script/g)).toHaveLength(1)
      }
    })

    it('keeps a dealer’s portal password only as a hash: not in the entry, the e-mails or the answers', async () => {
      const payload = getPayload()
      const { docs } = await payload.find({
        collection: 'forms',
        where: { title: { equals: dealerForm.title } },
        overrideAccess: true,
      })
      const dealerId = docs[0]!.id
      const PASSWORD = 'Kw4rtel-Sn33uw-Lamp!'
      const dealer = (password: string, confirm = password): Entries => ({
        input_1: 'Bakker Beveiliging',
        'input_2.3': 'Jan',
        'input_2.6': 'Bakker',
        input_3: 'jan@bakker-beveiliging.example',
        input_6: '15/03/2027',
        input_8: password,
        input_8_2: confirm,
      })
      const send = async (fields: Entries) =>
        readAjax(await handleAjax(post('/next/forms/ajax', ajaxFields(dealerId, fields)), deps()))

      // Weak, then mismatched: refused with GF's messages, and the answer never carries the password back.
      const weak = await send(dealer('password1'))
      const weakMarkup = weak.success ? (weak.data.form_markup ?? '') : ''
      expect(weakMarkup).toContain('Your password does not meet the required strength. Choose a medium or stronger password.')
      expect(weakMarkup).not.toContain('password1')
      const mismatch = await send(dealer(PASSWORD, `${PASSWORD}?`))
      expect(mismatch.success && mismatch.data.form_markup).toContain('Your passwords do not match.')
      expect(JSON.stringify(mismatch)).not.toContain(PASSWORD)
      expect(await entriesOf(dealerId)).toHaveLength(0)

      const done = await send(dealer(PASSWORD))
      expect(done.success && done.data.confirmation_markup).toContain('Thank you, Jan.')
      const [entry] = await entriesOf(dealerId)
      const stored = entry?.values as Record<string, string>
      expect(isPasswordHash(stored['8'] ?? '')).toBe(true)
      expect(await verifyPassword(PASSWORD, stored['8']!)).toBe(true)
      expect(Object.keys(stored)).not.toContain('8.2')
      expect(JSON.stringify(entry)).not.toContain(PASSWORD)

      // The dealer manager's e-mail lists the application without the password (nor its hash).
      const { docs: notifications } = await payload.find({
        collection: 'form-notifications',
        where: { entry: { equals: entry!.id } },
        overrideAccess: true,
      })
      expect(notifications.length).toBeGreaterThan(0)
      // What was sent: the e-mail itself (the stored record also points at the entry, which keeps the hash).
      const mail = JSON.stringify(notifications.map((n) => ({ to: n.to, subject: n.subject, text: n.text, html: n.html })))
      expect(mail).toContain('Bakker Beveiliging')
      expect(mail).not.toContain(PASSWORD)
      expect(mail).not.toContain(stored['8'])
      expect(mail).not.toContain('Password for the dealer portal')
    })
  })
}

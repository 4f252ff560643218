/**
 * The forms' ajax endpoint as the serving layer answers it itself (islands/form-ajax.ts), against
 * the real database: the route's handlers and guards, with each form's definition read once per
 * generation of the page cache and again after any content change, the form's own save included.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { tempDir } from '../support/databases'
import { closePayload } from '../support/payload'
import { openSetUpPayload } from '../support/setup'

process.env.DATA_DIR = tempDir('site-int-form-ajax-serving')
process.env.DATABASE_URL = ''
process.env.SMTP_URL = ''
process.env.SEED = '0'
process.env.SITE_URL = 'http://localhost:3000'
// No serving layer to hand content changes to (features/cache/invalidate.ts): they apply here.
delete process.env.SITE_INTERNAL_URL

const SITE = 'http://localhost:3000'
const { contactForm } = await import('../../src/core/forms/fixtures')
const { JSON_END, JSON_START } = await import('../../src/core/forms/protocol')
const { pageStore } = await import('../../src/core/http/page-cache')
const { docFromForm } = await import('../../src/features/forms/model')
const { formNonce } = await import('../../src/features/forms/nonce')
const { settings } = await import('../../src/server/settings')
const { answerFormAjax } = await import('../../src/islands/form-ajax')

let payload: Payload
let formId = 0
/** The reads of a form's definition (features/forms/process.ts's loadForm reads it by id). */
let formReads: () => number

beforeAll(async () => {
  payload = await openSetUpPayload()
  await payload.updateGlobal({ slug: 'antispam-settings', data: { enabled: false }, overrideAccess: true })
  const created = await payload.create({
    collection: 'forms',
    // No e-mails: their delivery would outlive the database this file closes.
    data: docFromForm({ ...contactForm, title: 'Opening hours', notifications: [] }) as never,
    overrideAccess: true,
  })
  formId = Number(created.id)
  const findByID = vi.spyOn(payload, 'findByID')
  formReads = () => findByID.mock.calls.filter(([options]) => options.collection === 'forms').length
})

afterAll(async () => {
  vi.restoreAllMocks()
  await closePayload(payload)
})

const visitor = { 'x-site-client-ip': '203.0.113.50', 'user-agent': 'Integration test' }

const nonceRequest = (id: number) =>
  new Request(`${SITE}/next/forms/ajax?action=gform_get_nonce&form_id=${id}`, { headers: visitor })

function post(fields: Record<string, string>): Request {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  return new Request(`${SITE}/next/forms/ajax`, {
    method: 'POST',
    body,
    headers: { ...visitor, origin: SITE, 'sec-fetch-site': 'same-origin' },
  })
}

const configRequest = () =>
  post({
    action: 'gform_get_config',
    config_path: 'gform_theme_config/common/form/product_meta',
    args: JSON.stringify({ form_id: formId }),
    gform_ajax_nonce: formNonce(settings().secret, formId),
  })

async function titleServed(): Promise<string> {
  const res = await answerFormAjax(configRequest())
  expect(res.status).toBe(200)
  const answer = (await res.json()) as { success: boolean; data: { forms: Record<string, { form: { title: string } }> } }
  expect(answer.success).toBe(true)
  return answer.data.forms[formId]!.form.title
}

it('reads a form once per generation of the page cache, whatever the requests ask of it', async () => {
  const before = formReads()
  const first = await answerFormAjax(nonceRequest(formId))
  expect(first.status).toBe(200)
  expect(((await first.json()) as { data: { nonce: string } }).data.nonce).toBe(formNonce(settings().secret, formId))
  expect((await answerFormAjax(nonceRequest(formId))).status).toBe(200)
  expect(await titleServed()).toBe('Opening hours')
  expect(formReads() - before).toBe(1)

  // Any content change (features/cache/invalidate.ts empties the page cache): read again, once.
  pageStore().clear()
  expect((await answerFormAjax(nonceRequest(formId))).status).toBe(200)
  expect(await titleServed()).toBe('Opening hours')
  expect(formReads() - before).toBe(2)
})

it('answers from the saved form as soon as it is saved', async () => {
  expect(await titleServed()).toBe('Opening hours')
  await payload.update({ collection: 'forms', id: formId, data: { title: 'Opening hours (summer)' }, overrideAccess: true })
  expect(await titleServed()).toBe('Opening hours (summer)')
})

it('shares one read between submissions that miss the same form at once', async () => {
  pageStore().clear()
  const before = formReads()
  const answers = await Promise.all(Array.from({ length: 5 }, () => answerFormAjax(nonceRequest(formId))))
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
  expect(formReads() - before).toBe(1)
})

it('keeps a form that does not exist as such until the next change', async () => {
  const before = formReads()
  for (let i = 0; i < 3; i++) expect((await answerFormAjax(nonceRequest(987_654))).status).toBe(404)
  expect(formReads() - before).toBe(1)
})

it('stores a submission and answers with the confirmation, as the route does', async () => {
  const res = await answerFormAjax(
    post({
      action: 'gform_submit_form',
      form_id: String(formId),
      gform_ajax_nonce: formNonce(settings().secret, formId),
      current_page_url: `${SITE}/contact`,
      [`is_submit_${formId}`]: '1',
      gform_submit: String(formId),
      [`gform_source_page_number_${formId}`]: '1',
      [`gform_target_page_number_${formId}`]: '0',
      'input_1.3': 'Jan',
      'input_1.6': 'de Vries',
      input_2: 'jan@zorghuis.example',
      input_3: '030 700 41 20',
      input_5: 'service',
      input_6: 'Opening hours in August?',
      'input_7.1': '1',
    }),
  )
  const text = await res.text()
  expect(res.status, text).toBe(200)
  expect(text.startsWith(JSON_START) && text.endsWith(JSON_END), text).toBe(true)
  const answer = JSON.parse(text.slice(JSON_START.length, -JSON_END.length)) as {
    success: boolean
    data: { confirmation_type?: string }
  }
  expect(answer).toMatchObject({ success: true, data: { confirmation_type: 'message' } })
  const { docs } = await payload.find({ collection: 'form-entries', where: { form: { equals: formId } }, overrideAccess: true })
  expect(docs).toHaveLength(1)
  expect(docs[0]!.meta).toMatchObject({ sourceUrl: `${SITE}/contact`, ip: '203.0.113.50' })
})

it('keeps the route’s guards: another site’s post is refused', async () => {
  const res = await answerFormAjax(
    new Request(`${SITE}/next/forms/ajax`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'gform_get_config', args: '{"form_id":1}', config_path: 'a' }),
      headers: { ...visitor, origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    }),
  )
  expect(res.status).toBe(403)
})

it('hands the form the serving layer read to Next’s routes, which may not be able to read it (the database away)', async () => {
  const { httpDeps } = await import('../../src/features/forms/deps')
  pageStore().clear()
  expect(await titleServed()).toBe('Opening hours (summer)')
  const before = formReads()
  // The postback's deps (Next's route) find it kept, without a read of their own.
  const deps = httpDeps(new Request(`${SITE}/contact`, { method: 'POST' }))
  const form = await deps.loadForm!(payload, formId)
  expect(form?.title).toBe('Opening hours (summer)')
  expect(formReads() - before).toBe(0)
  // On globalThis: the copy of the module in another bundle of the process finds the same store.
  expect((globalThis as unknown as Record<symbol, { size: number }>)[Symbol.for('signalpost.forms.definitions')]!.size).toBe(1)
})

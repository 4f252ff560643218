/**
 * What the reliability tests share: the production site started as `npm start` starts it (the
 * benchmarks' starter, bench/lib/site.ts), a form to post to without a captcha, and posts built
 * as the browser builds them, and Debian's Chromium for what a visitor sees. Every request goes to 127.0.0.1.
 */
import http from 'node:http'

import { chromium, type Browser } from '@playwright/test'

import { contactForm } from '../../src/core/forms/fixtures'
import type { Form } from '../../src/core/forms/types'
import { docFromForm } from '../../src/features/forms/model'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../bench/lib/chromium'
import { adminHeaders, rest, type Site } from '../../bench/lib/site'

export { ADMIN, adminHeaders, createDatabase, rest, sleep, startSite, type Site } from '../../bench/lib/site'

export const JSON_START = '<!-- gf:json_start -->'

export type Posting = { formId: number; nonce: string }

/** The demo contact form without its captcha, saved as a new form; a proof of work per post would only measure the client. */
export async function createContactForm(site: Site, form: Partial<Form> = {}): Promise<Posting> {
  const headers = await adminHeaders(site)
  const doc = docFromForm({ ...contactForm, title: 'Contact (reliability)', ...form })
  const created = await rest<{ doc: { id: number } }>(site, headers, 'POST', '/forms', doc)
  const formId = created.doc.id
  return { formId, nonce: await nonceFor(site, formId) }
}

/** A form with one file upload field (PDF or PNG, at most 1 MB, one file). */
export async function createUploadForm(site: Site, maxFileSize = 1): Promise<Posting> {
  const headers = await adminHeaders(site)
  const form: Form = {
    id: 0,
    title: 'Floor plans (reliability)',
    fields: [{ type: 'fileupload', id: 1, label: 'Floor plan', maxFileSize, allowedExtensions: 'pdf, png', maxFiles: 1 }],
    button: { text: 'Send' },
    confirmations: [{ id: 'default', name: 'Default', type: 'message', message: 'Thank you.', isDefault: true }],
    notifications: [],
    settings: { enableHoneypot: false, requireLogin: false },
  }
  const created = await rest<{ doc: { id: number } }>(site, headers, 'POST', '/forms', docFromForm(form))
  return { formId: created.doc.id, nonce: await nonceFor(site, created.doc.id) }
}

export async function nonceFor(site: Site, formId: number): Promise<string> {
  const res = await fetch(`${site.url}/next/forms/ajax?action=gform_get_nonce&form_id=${formId}`)
  return ((await res.json()) as { data: { nonce: string } }).data.nonce
}

/** The fields of one contact form submission, numbered so each is told apart in the database. */
export function contactPost(posting: Posting, site: Site, n: number, extra: [string, string][] = []): [string, string][] {
  const { formId, nonce } = posting
  const page = `${site.url}/contact`
  return [
    ['action', 'gform_submit_form'],
    ['form_id', String(formId)],
    ['gform_ajax_nonce', nonce],
    ['current_page_url', page],
    ['ajax_referer', page],
    [`is_submit_${formId}`, '1'],
    ['gform_submit', String(formId)],
    [`gform_source_page_number_${formId}`, '1'],
    [`gform_target_page_number_${formId}`, '0'],
    ['gform_unique_id', ''],
    ['input_1.3', 'Jan'],
    ['input_1.6', `de Vries ${n}`],
    ['input_2', `visitor${n}@example.nl`],
    ['input_3', '030 700 41 20'],
    ['input_5', 'service'],
    ['input_6', `Request ${n}: two guest pagers no longer charge in the base station.`],
    ['input_7.1', '1'],
    ...extra,
  ]
}

/** Posts fields to the forms' ajax endpoint as a browser on the site would, from the given visitor address. */
export async function postAjax(
  site: Site,
  fields: [string, string][],
  options: { ip?: string; origin?: string; timeoutMs?: number; sameSite?: boolean } = {},
): Promise<{ status: number; text: string; confirmed: boolean }> {
  const body = new FormData()
  for (const [k, v] of fields) body.append(k, v)
  const res = await fetch(`${site.url}/next/forms/ajax`, {
    method: 'POST',
    body,
    headers: {
      origin: options.origin ?? site.url,
      'sec-fetch-site': !options.sameSite && options.origin && options.origin !== site.url ? 'cross-site' : 'same-origin',
      'user-agent': 'Mozilla/5.0 (reliability test)',
      'x-forwarded-for': options.ip ?? '198.18.0.1',
    },
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  })
  const text = await res.text()
  return { status: res.status, text, confirmed: isConfirmation(res.status, text) }
}

export function isConfirmation(status: number, text: string): boolean {
  return status === 200 && text.startsWith(JSON_START) && text.includes('"success":true') && text.includes('confirmation_markup')
}

/** The address of the n-th visitor of the test range 198.18.0.0/15 (allow-listed where a test says so). */
export const visitor = (n: number) => `198.18.${(n >> 8) & 255}.${n & 255}`

/** Every document of a REST list, page by page: the API holds at most SITE_API_MAX_LIMIT (100) a page. */
async function allPages<T>(site: Site, headers: Record<string, string>, path: string): Promise<T[]> {
  const docs: T[] = []
  for (let page = 1; ; page++) {
    const found = await rest<{ docs: T[]; hasNextPage: boolean }>(site, headers, 'GET', `${path}&limit=100&page=${page}`)
    docs.push(...found.docs)
    if (!found.hasNextPage) return docs
  }
}

/** Entries stored for a form, as the admin's REST API lists them. */
export async function entriesOf(
  site: Site,
  formId: number,
): Promise<{ id: number; values: Record<string, string>; status: string }[]> {
  const headers = await adminHeaders(site)
  return allPages(site, headers, `/form-entries?where[form][equals]=${formId}&depth=0&sort=id`)
}

/** How many notification e-mails each entry of the form has, by entry id. */
export async function notificationsPerEntry(site: Site, formId: number): Promise<Map<number, number>> {
  const headers = await adminHeaders(site)
  const rows = await allPages<{ entry: number }>(
    site,
    headers,
    `/form-notifications?where[form][equals]=${formId}&depth=0&select[entry]=true&sort=id`,
  )
  const counts = new Map<number, number>()
  for (const row of rows) counts.set(row.entry, (counts.get(row.entry) ?? 0) + 1)
  return counts
}

/** Lets every address of the test range through the anti-spam guard's per-address limits. */
export async function allowTestRange(site: Site): Promise<void> {
  const headers = await adminHeaders(site)
  await rest(site, headers, 'POST', '/globals/antispam-settings', { allow: { ips: '198.18.0.0/15' } })
}

/** Debian's Chromium, headless, as the browser tests drive it (playwright.config.ts). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

const b64 = (s: string) => Buffer.from(s).toString('base64')

/**
 * Starts a resumable (tus) upload for field 1 of a form, as the form's script does: the answer,
 * 201 with the upload's address in Location when it is taken.
 */
export function createUpload(
  site: Site,
  upload: { formId: number; length: number; filename: string; ip: string; uniqueId: string },
): Promise<Response> {
  return fetch(`${site.url}/next/uploads`, {
    method: 'POST',
    headers: {
      origin: site.url,
      'tus-resumable': '1.0.0',
      'upload-length': String(upload.length),
      'x-forwarded-for': upload.ip,
      'upload-metadata': [
        `filename ${b64(upload.filename)}`,
        `form_id ${b64(String(upload.formId))}`,
        `field_id ${b64('1')}`,
        `gform_unique_id ${b64(upload.uniqueId)}`,
      ].join(','),
    },
  })
}

/**
 * One PATCH of an upload that sends `data` from `offset`; the offset the server answers with, or
 * null when the connection ended without an answer. With `cutAt` it drops the connection after that
 * many bytes, as a lost connection would.
 */
export function patchUpload(
  url: string,
  origin: string,
  ip: string,
  offset: number,
  data: Buffer,
  cutAt?: number,
): Promise<number | null> {
  return new Promise((resolve) => {
    const req = http.request(url, {
      method: 'PATCH',
      headers: {
        origin,
        'tus-resumable': '1.0.0',
        'upload-offset': offset,
        'content-type': 'application/offset+octet-stream',
        'content-length': data.length,
        'x-forwarded-for': ip,
      },
    })
    req.on('response', (res) => {
      res.resume()
      res.on('end', () => resolve(Number(res.headers['upload-offset'] ?? NaN)))
    })
    req.on('error', () => resolve(null))
    // A dropped connection may end in 'close' alone.
    req.on('close', () => resolve(null))
    if (cutAt === undefined) return void req.end(data)
    req.write(data.subarray(0, cutAt), () => setTimeout(() => req.destroy(), 200))
  })
}

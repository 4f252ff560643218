/**
 * File uploads and save and continue, against the real database and the real upload
 * storage: the tus endpoint called as its route calls it (features/uploads/endpoint.ts),
 * the refusals before anything is stored, a 200 MB file cut twice and resumed, the files
 * attached to the entry on submit, the staff-only download, drafts saved, resumed and
 * e-mailed. Part of the integration suite (SQLite and PostgreSQL).
 */
import { createHash, randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { open, readdir, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { finished } from 'node:stream/promises'

import type { Payload, PayloadRequest } from 'payload'
import { describe, expect, it, onTestFinished } from 'vitest'

import { SEND_LINK_MESSAGES } from '../../src/core/antispam/auto-reply'
import { EMPTY_SIGNALS } from '../../src/core/antispam/signals'
import { formScope, issueEventToken } from '../../src/core/antispam/token'
import { DRAFT_MESSAGES } from '../../src/core/drafts/markup'
import { JSON_END, JSON_START, type AjaxResponse } from '../../src/core/forms/protocol'
import type { Form } from '../../src/core/forms/types'
import { TokenBucket } from '../../src/core/http/rate-limit'
import { handleResume } from '../../src/features/drafts/resume'
import { handleAjax, type HttpDeps } from '../../src/features/forms/http'
import { docFromForm } from '../../src/features/forms/model'
import { formNonce } from '../../src/features/forms/nonce'
import { filesValue } from '../../src/core/uploads/state'
import { downloadEndpoint } from '../../src/features/uploads/download'
import { handleUpload, type UploadDeps } from '../../src/features/uploads/endpoint'
import { keepUploads, purgeAbandonedUploads } from '../../src/features/uploads/records'
import { uploadStorage } from '../../src/features/uploads/storage'

const SITE = 'http://localhost:3000'
const SECRET = 'f'.repeat(64)
const MIB = 1024 * 1024
const UNIQUE = '0a1b2c3d'

const uploadForm = (saveEnabled: boolean): Form => ({
  id: 0,
  title: 'Site survey',
  fields: [
    { id: 1, type: 'text', label: 'Site name', isRequired: true },
    { id: 2, type: 'page', label: 'Plans' },
    {
      id: 3,
      type: 'fileupload',
      label: 'Floor plans',
      isRequired: true,
      multipleFiles: true,
      maxFiles: 2,
      maxFileSize: 250,
      allowedExtensions: 'pdf, txt, png',
    },
  ],
  pagination: { type: 'steps', pageNames: ['Site', 'Plans'] },
  button: { text: 'Send' },
  confirmations: [{ id: 'c', name: 'Default', isDefault: true, type: 'message', message: '<p>Thanks.</p>' }],
  notifications: [],
  settings: {
    enableHoneypot: false,
    requireLogin: false,
    ...(saveEnabled ? { save: { enabled: true, buttonText: 'Save and Continue Later' } } : {}),
  },
})

const b64 = (s: string) => Buffer.from(s).toString('base64')

export function uploadsTests(label: string, getPayload: () => Payload): void {
  let formId = 0

  const deps = (): UploadDeps => ({
    payload: async () => getPayload(),
    siteUrl: SITE,
    createLimiter: new TokenBucket({ capacity: 1000, refillPerMinute: 1000 }),
    requestLimiter: new TokenBucket({ capacity: 10_000, refillPerMinute: 10_000 }),
    // The 200 MB file below and the rest from one address: over the default hourly budget.
    bytesLimiter: new TokenBucket({ capacity: 1024 * MIB, refillPerMinute: 1024 * MIB }),
  })
  const headers = (extra: Record<string, string> = {}) => ({
    origin: SITE,
    'sec-fetch-site': 'same-origin',
    'tus-resumable': '1.0.0',
    'x-site-client-ip': '203.0.113.9',
    ...extra,
  })

  async function create(name: string, size: number, meta: Record<string, string> = {}, extra: Record<string, string> = {}) {
    const metadata = Object.entries({ filename: name, form_id: String(formId), field_id: '3', gform_unique_id: UNIQUE, ...meta })
      .map(([k, v]) => `${k} ${b64(v)}`)
      .join(',')
    return handleUpload(
      new Request(`${SITE}/next/uploads`, {
        method: 'POST',
        headers: headers({ 'upload-length': String(size), 'upload-metadata': metadata, ...extra }),
      }),
      deps(),
    )
  }
  const idOf = (res: Response) => /([0-9a-f]{32})$/.exec(res.headers.get('location') ?? '')?.[1] ?? ''

  const patch = (id: string, offset: number, body: Uint8Array | ReadableStream<Uint8Array>) =>
    handleUpload(
      new Request(`${SITE}/next/uploads/${id}`, {
        method: 'PATCH',
        headers: headers({ 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }),
        body: body instanceof Uint8Array ? new Uint8Array(body) : body,
        duplex: 'half',
      } as RequestInit),
      deps(),
    )

  const head = (id: string) =>
    handleUpload(new Request(`${SITE}/next/uploads/${id}`, { method: 'HEAD', headers: headers() }), deps())

  /** A whole small file in one request. */
  async function upload(name: string, bytes: Buffer): Promise<string> {
    const created = await create(name, bytes.length)
    expect(created.status, await created.clone().text()).toBe(201)
    const id = idOf(created)
    const done = await patch(id, 0, bytes)
    expect(done.status, await done.clone().text()).toBe(200)
    expect(await done.json()).toMatchObject({ status: 'ok', data: { uploaded_filename: name } })
    return id
  }

  const record = async (uploadId: string) =>
    (await getPayload().find({ collection: 'form-uploads', where: { uploadId: { equals: uploadId } }, overrideAccess: true }))
      .docs[0]

  const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)])

  const ajax = (fields: Record<string, string>) => {
    const data = new FormData()
    const all: Record<string, string> = {
      action: 'gform_submit_form',
      form_id: String(formId),
      gform_ajax_nonce: formNonce(SECRET, formId),
      current_page_url: `${SITE}/survey`,
      [`is_submit_${formId}`]: '1',
      gform_submit: String(formId),
      gform_unique_id: UNIQUE,
      ...fields,
    }
    for (const [k, v] of Object.entries(all)) data.append(k, v)
    return new Request(`${SITE}/next/forms/ajax`, {
      method: 'POST',
      body: data,
      headers: headers({ 'user-agent': 'Integration' }),
    })
  }
  const formDeps = (): HttpDeps => ({
    payload: async () => getPayload(),
    secret: SECRET,
    siteUrl: SITE,
    limiter: new TokenBucket({ capacity: 100, refillPerMinute: 100 }),
    fetchPage: async () =>
      `<!DOCTYPE html><html><body><main><div id="gform_wrapper_${formId}" class="gform_wrapper" data-form-id="${formId}"><form id="gform_${formId}"></form></div></main></body></html>`,
  })
  async function readAjax(res: Response): Promise<AjaxResponse> {
    const text = await res.text()
    expect(text.startsWith(JSON_START), text).toBe(true)
    return JSON.parse(text.slice(JSON_START.length, -JSON_END.length)) as AjaxResponse
  }
  const state = (files: { id: string; name: string; size: number }[]) => JSON.stringify({ input_3: files })

  describe(`${label}: file uploads`, () => {
    it('creates a form with an upload field', async () => {
      const doc = await getPayload().create({
        collection: 'forms',
        data: docFromForm(uploadForm(true)) as never,
        overrideAccess: true,
      })
      formId = Number(doc.id)
      expect(formId).toBeGreaterThan(0)
    })

    it('refuses before storing: size, type, programs, a missing id, other origins', async () => {
      const size = await create('plan.pdf', 251 * MIB)
      expect(size.status).toBe(413)
      expect(await size.json()).toEqual({ status: 'error', error: { code: 'size', message: 'File exceeds size limit' } })
      const type = await create('photo.gif', 100)
      expect(type.status).toBe(415)
      expect((await type.json()).error.code).toBe('type')
      expect((await create('run.exe', 100)).status).toBe(415)
      expect((await create('plan.pdf.php', 100)).status).toBe(415)
      expect((await create('plan.pdf', 100, { gform_unique_id: 'nope' })).status).toBe(400)
      expect((await create('plan.pdf', 100, { field_id: '1' })).status).toBe(404)
      expect((await create('plan.pdf', 100, {}, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(
        403,
      )
      const count = await getPayload().count({
        collection: 'form-uploads',
        where: { form: { equals: formId } },
        overrideAccess: true,
      })
      expect(count.totalDocs).toBe(0)
    })

    it('refuses contents that do not match the extension, and programs named as text, at the first chunk', async () => {
      const fake = await create('plan.pdf', 600)
      const fakeId = idOf(fake)
      const refused = await patch(fakeId, 0, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(598, 1)]))
      expect(refused.status).toBe(415)
      expect((await refused.json()).error.code).toBe('content')
      expect((await head(fakeId)).status).toBe(404)
      expect(await record(fakeId)).toBeUndefined()

      const script = await create('notes.txt', 40)
      const scriptId = idOf(script)
      const bad = await patch(scriptId, 0, Buffer.from('#!/bin/sh\necho owned > /tmp/x\n'.padEnd(40, ' ')))
      expect(bad.status).toBe(415)
      expect((await bad.json()).error.code).toBe('executable')
      await expect(uploadStorage().datastore.getUpload(scriptId)).rejects.toBeTruthy()
    })

    it('takes a double extension on its last one: the contents decide, and the name never reaches the disk', async () => {
      // `plan.php.pdf` is a PDF by its last extension; its contents must be a PDF, and it is
      // stored under a random name and downloaded as an attachment, so the inner `.php` is inert.
      const id = await upload('offerte.php.pdf', pdf(700))
      expect(id).toMatch(/^[0-9a-f]{32}$/)
      expect((await record(id))?.name).toBe('offerte.php.pdf')
      const folder = process.env.UPLOAD_DIR || path.join(process.env.DATA_DIR!, 'form-uploads')
      const stored = await readdir(folder)
      expect(stored).toContain(id)
      expect(stored.filter((name) => /php|offerte/i.test(name))).toEqual([])

      const disguised = await create('offerte.php.pdf', 64)
      const refused = await patch(idOf(disguised), 0, Buffer.from('<?php system($_GET["c"]); ?>'.padEnd(64, ' ')))
      expect(refused.status).toBe(415)
      expect((await refused.json()).error.code).toBe('content')
      for (const name of ['offerte.pdf.php', 'offerte.pdf.exe', 'offerte.pdf.html', 'offerte.pdf.js'])
        expect((await create(name, 100)).status, name).toBe(415)
      const refusedName = await create('offerte.pdf.php', 100)
      expect((await refusedName.json()).error.message).toBe('This type of file is not allowed.')
      // The field's count is per submission: the next test starts from an empty field.
      const del = await handleUpload(new Request(`${SITE}/next/uploads/${id}`, { method: 'DELETE', headers: headers() }), deps())
      expect(del.status).toBe(204)
      await expect.poll(async () => (await record(id)) === undefined).toBe(true)
    })

    it('cuts a body at the declared length', async () => {
      const created = await create('short.txt', 10)
      const id = idOf(created)
      const res = await patch(id, 0, Buffer.from('0123456789 and far more than declared'))
      expect(res.status).toBeGreaterThanOrEqual(400)
      const offset = Number((await head(id)).headers.get('upload-offset') ?? 0)
      expect(offset).toBeLessThanOrEqual(10)
      await handleUpload(new Request(`${SITE}/next/uploads/${id}`, { method: 'DELETE', headers: headers() }), deps())
    })

    it('resumes a 200 MB upload cut twice and stores it byte for byte', { timeout: 300_000 }, async () => {
      const size = 200 * MIB
      const file = path.join(os.tmpdir(), `upload-200mb-${process.pid}.pdf`)
      onTestFinished(() => rm(file, { force: true }))
      const out = createWriteStream(file)
      const hash = createHash('sha256')
      const head9 = Buffer.from('%PDF-1.7\n')
      out.write(head9)
      hash.update(head9)
      let written = head9.length
      while (written < size) {
        const chunk = randomBytes(Math.min(4 * MIB, size - written))
        hash.update(chunk)
        if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()))
        written += chunk.length
      }
      out.end()
      await finished(out)
      const expected = hash.digest('hex')
      expect((await stat(file)).size).toBe(size)

      const created = await create('big-plan.pdf', size)
      expect(created.status).toBe(201)
      const id = idOf(created)
      // Whatever happens, the file does not stay to count against the tests after this one.
      onTestFinished(async () => {
        await getPayload().delete({ collection: 'form-uploads', where: { uploadId: { equals: id } }, overrideAccess: true })
      })

      /** Sends the file from `offset`; when `cutAfter` is set the connection drops after that many bytes. */
      const send = async (offset: number, cutAfter?: number) => {
        const handle = await open(file, 'r')
        let pos = offset
        let sent = 0
        const body = new ReadableStream<Uint8Array>({
          async pull(controller) {
            if (pos >= size) {
              await handle.close()
              controller.close()
              return
            }
            const buf = Buffer.alloc(Math.min(MIB, size - pos))
            const { bytesRead } = await handle.read(buf, 0, buf.length, pos)
            if (cutAfter !== undefined && sent + bytesRead > cutAfter) {
              await handle.close()
              controller.error(new Error('connection reset'))
              return
            }
            pos += bytesRead
            sent += bytesRead
            controller.enqueue(new Uint8Array(buf.buffer, buf.byteOffset, bytesRead))
          },
          async cancel() {
            await handle.close().catch(() => undefined)
          },
        })
        return patch(id, offset, body)
      }

      const first = await send(0, 70 * MIB)
      expect(first.status).toBeGreaterThanOrEqual(400)
      const offset1 = Number((await head(id)).headers.get('upload-offset'))
      expect(offset1).toBeGreaterThan(0)
      expect(offset1).toBeLessThanOrEqual(70 * MIB)

      const second = await send(offset1, 60 * MIB)
      expect(second.status).toBeGreaterThanOrEqual(400)
      const offset2 = Number((await head(id)).headers.get('upload-offset'))
      expect(offset2).toBeGreaterThan(offset1)

      // As a tus client resumes: a 409 says the stored offset is not the one it sent, so it asks
      // HEAD again and goes on from there (seen once in CI under load, after the second cut). The
      // stored bytes are compared whole below, so nothing lost or written twice can pass.
      let last = await send(offset2)
      for (let again = 0; last.status === 409 && again < 2; again++) {
        const moved = Number((await head(id)).headers.get('upload-offset'))
        console.warn(`[uploads test] 409 resuming at ${offset2} (${await last.text()}); HEAD now says ${moved}`)
        last = await send(moved)
      }
      expect(last.status).toBe(200)
      expect(await last.json()).toMatchObject({ status: 'ok', data: { uploaded_filename: 'big-plan.pdf' } })
      expect(Number((await head(id)).headers.get('upload-offset'))).toBe(size)

      const stored = createHash('sha256')
      for await (const chunk of await uploadStorage().read(id)) stored.update(chunk as Buffer)
      expect(stored.digest('hex')).toBe(expected)
      expect((await record(id))?.status).toBe('complete')
    })

    it('takes at most the field’s number of files', async () => {
      const a = await upload('a.pdf', pdf(2000))
      const b = await upload(
        'b.png',
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(500)]),
      )
      const third = await create('c.pdf', 2000)
      expect(third.status).toBe(409)
      expect((await third.json()).error.message).toBe('Maximum number of files reached')
      // A deleted file makes room again.
      const del = await handleUpload(new Request(`${SITE}/next/uploads/${b}`, { method: 'DELETE', headers: headers() }), deps())
      expect(del.status).toBe(204)
      await expect.poll(async () => (await record(b)) === undefined).toBe(true)
      expect((await record(a))?.status).toBe('complete')
    })

    it('attaches the files to the entry on submit and drops files it does not know', async () => {
      const a = (await record(
        (await getPayload().find({ collection: 'form-uploads', where: { form: { equals: formId } }, overrideAccess: true }))
          .docs[0]!.uploadId,
      ))!
      const forged = { id: 'e'.repeat(32), name: 'forged.pdf', size: 10 }
      const refused = await readAjax(
        await handleAjax(
          ajax({
            input_1: 'Hotel Zee',
            gform_uploaded_files: state([forged]),
            [`gform_target_page_number_${formId}`]: '0',
            [`gform_source_page_number_${formId}`]: '2',
          }),
          formDeps(),
        ),
      )
      expect(JSON.stringify(refused.data)).toContain('This field is required.')

      const res = await readAjax(
        await handleAjax(
          ajax({
            input_1: 'Hotel Zee',
            gform_uploaded_files: state([{ id: a.uploadId, name: 'renamed-by-browser.exe', size: 1 }, forged]),
            [`gform_target_page_number_${formId}`]: '0',
            [`gform_source_page_number_${formId}`]: '2',
          }),
          formDeps(),
        ),
      )
      expect(res.success).toBe(true)
      expect(res.data).toMatchObject({ confirmation_type: 'message' })
      const entry = (
        await getPayload().find({ collection: 'form-entries', where: { form: { equals: formId } }, overrideAccess: true })
      ).docs[0]!
      const files = JSON.parse(String((entry.values as Record<string, string>)['3'])) as { id: string; name: string }[]
      expect(files).toEqual([{ id: a.uploadId, name: 'a.pdf', size: a.size }])
      const attached = await record(a.uploadId)
      expect(attached?.status).toBe('attached')
      expect(typeof attached?.entry === 'object' ? attached?.entry?.id : attached?.entry).toBe(entry.id)
      // An attached file cannot be deleted through the upload endpoint.
      const del = await handleUpload(
        new Request(`${SITE}/next/uploads/${a.uploadId}`, { method: 'DELETE', headers: headers() }),
        deps(),
      )
      expect(del.status).toBe(403)
    })

    it('lets only signed-in staff download a file, as an attachment with nosniff', async () => {
      const doc = (
        await getPayload().find({ collection: 'form-uploads', where: { status: { equals: 'attached' } }, overrideAccess: true })
      ).docs[0]!
      const call = (user: unknown) =>
        downloadEndpoint.handler({ user, routeParams: { id: doc.id }, payload: getPayload() } as unknown as PayloadRequest)
      expect((await call(null)).status).toBe(401)
      const res = await call({ id: 1, roles: ['editor'] })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="a.pdf"; filename*=UTF-8''a.pdf`)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('content-type')).toBe('application/octet-stream')
      expect((await res.arrayBuffer()).byteLength).toBe(doc.size)
    })
  })

  describe(`${label}: save and continue`, () => {
    it('saves every page and its files, resumes on the saved page, and e-mails the link', async () => {
      const id = await upload('plan.pdf', pdf(3000))
      const saved = await readAjax(
        await handleAjax(
          ajax({
            input_1: 'Hotel Duin',
            gform_uploaded_files: state([{ id, name: 'plan.pdf', size: 3000 }]),
            gform_save: '1',
            [`gform_source_page_number_${formId}`]: '2',
            [`gform_target_page_number_${formId}`]: '0',
          }),
          formDeps(),
        ),
      )
      const markup = String(
        saved.data && typeof saved.data === 'object' ? (saved.data as { form_markup?: string }).form_markup : '',
      )
      expect(markup).toContain('form_saved_message')
      expect(markup).toContain('Note: This link will expire after 30 days.')
      const link = /href="([^"]+gf_token=([0-9a-f]{48}))"/.exec(markup)
      expect(link?.[1]).toMatch(new RegExp(`^${SITE}/survey\\?gf_token=`))
      const token = link![2]!
      const drafts = await getPayload().find({
        collection: 'form-drafts',
        where: { form: { equals: formId } },
        overrideAccess: true,
      })
      expect(drafts.docs).toHaveLength(1)
      expect(JSON.stringify(drafts.docs[0])).not.toContain(token)
      expect((await record(id))?.keepUntil).toBe(drafts.docs[0]!.expiresAt)

      const resumed = await handleResume('/survey', token, formDeps())
      expect(resumed.status).toBe(200)
      expect(resumed.headers.get('cache-control')).toBe('private, no-store')
      const html = await resumed.text()
      expect(html).toContain('value="Hotel Duin"')
      expect(html).toContain(`gform_file_${id}`)
      expect(html).toMatch(new RegExp(`id="gform_page_${formId}_2"(?![^>]*display:none)`))
      expect(html).toContain(`name="gform_resume_token" value="${token}"`)
      expect(html).toContain(`name="gform_unique_id" value="${UNIQUE}"`)

      const bad = await readAjax(
        await handleAjax(
          ajax({ gform_send_resume_link: '1', gform_resume_token: token, gform_resume_email: 'not an address' }),
          formDeps(),
        ),
      )
      expect(JSON.stringify(bad.data)).toContain(DRAFT_MESSAGES.invalidEmail)
      const sendLink = (email: string, extra: Record<string, string> = {}) =>
        handleAjax(
          ajax({ gform_send_resume_link: '1', gform_resume_token: token, gform_resume_email: email, ...extra }),
          formDeps(),
        ).then(readAjax)
      // What the forms script adds to every post: the guard's token and the visitor's interaction.
      const script = () => ({
        sp_event_token: issueEventToken(SECRET, formScope(formId), Date.now() - 30_000),
        sp_signals: JSON.stringify({ ...EMPTY_SIGNALS, keys: 12, focuses: 3, msToSubmit: 30_000 }),
      })
      const mailsTo = async (address: string) =>
        (await getPayload().find({ collection: 'outbox', where: { to: { equals: address } }, overrideAccess: true })).docs
      // A post without the script (a plain HTTP client naming someone else's address) e-mails nobody.
      const unverified = await sendLink('guest@hotel-duin.example')
      expect(JSON.stringify(unverified.data)).toContain(SEND_LINK_MESSAGES.unverified)
      expect(await mailsTo('guest@hotel-duin.example')).toHaveLength(0)
      const sent = await sendLink('guest@hotel-duin.example', script())
      expect(JSON.stringify(sent.data)).toContain(DRAFT_MESSAGES.sent)
      const mail = await mailsTo('guest@hotel-duin.example')
      expect(mail).toHaveLength(1)
      expect(mail[0]?.text).toContain(`gf_token=${token}`)
      // One address gets at most three a day.
      for (const n of [2, 3])
        expect(JSON.stringify((await sendLink('Guest@Hotel-Duin.example', script())).data), String(n)).toContain(
          DRAFT_MESSAGES.sent,
        )
      const fourth = await sendLink('guest@hotel-duin.example', script())
      expect(JSON.stringify(fourth.data)).toContain(SEND_LINK_MESSAGES.tooMany)
      expect((await mailsTo('guest@hotel-duin.example')).length + (await mailsTo('Guest@Hotel-Duin.example')).length).toBe(3)

      // Submitting the resumed form completes it and the draft is gone.
      const done = await readAjax(
        await handleAjax(
          ajax({
            input_1: 'Hotel Duin',
            gform_uploaded_files: state([{ id, name: 'plan.pdf', size: 3000 }]),
            gform_resume_token: token,
            [`gform_source_page_number_${formId}`]: '2',
            [`gform_target_page_number_${formId}`]: '0',
          }),
          formDeps(),
        ),
      )
      expect(done.success).toBe(true)
      expect(
        (await getPayload().count({ collection: 'form-drafts', where: { form: { equals: formId } }, overrideAccess: true }))
          .totalDocs,
      ).toBe(0)
      const expired = await handleResume('/survey', token, formDeps())
      expect(await expired.text()).toContain(DRAFT_MESSAGES.expired)
    })
  })

  describe(`${label}: what visitors can park before sending a form`, () => {
    const made: string[] = []
    /** A new upload of `size` bytes from `ip` with its own unique id. */
    async function createAs(ip: string, unique: string, size: number, over: Partial<UploadDeps> = {}) {
      const metadata = Object.entries({ filename: 'plan.pdf', form_id: String(formId), field_id: '3', gform_unique_id: unique })
        .map(([k, v]) => `${k} ${b64(v)}`)
        .join(',')
      const res = await handleUpload(
        new Request(`${SITE}/next/uploads`, {
          method: 'POST',
          headers: headers({ 'upload-length': String(size), 'upload-metadata': metadata, 'x-site-client-ip': ip }),
        }),
        { ...deps(), ...over },
      )
      if (res.status === 201) made.push(idOf(res))
      return res
    }
    const unique = (n: number) => n.toString(16).padStart(8, '0')
    async function forgetMade() {
      await getPayload().delete({ collection: 'form-uploads', where: { uploadId: { in: made } }, overrideAccess: true })
      made.length = 0
    }

    it('refuses an address past its hourly bytes, whatever unique ids it sends, while another address uploads', async () => {
      const over: Partial<UploadDeps> = {
        bytesLimiter: new TokenBucket({ capacity: 10_000, refillPerMinute: 10_000 / 60 }),
        limits: { addressBytesPerHour: 10_000 },
      }
      const from = (ip: string, n: number) => createAs(ip, unique(0x100 + n), 3000, over)
      expect([(await from('198.51.100.1', 1)).status, (await from('198.51.100.1', 2)).status]).toEqual([201, 201])
      expect((await from('198.51.100.1', 3)).status).toBe(201)
      const refused = await from('198.51.100.1', 4)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await refused.json()).error.message).toMatch(
        /^Too many files were uploaded from your address in the last hour\. Please try again in \d+ minutes?\.$/,
      )
      // Someone else is not held up.
      expect((await from('198.51.100.2', 5)).status).toBe(201)
      // Every address of one IPv6 /64 is one sender.
      expect((await from('2001:db8:7:8::1', 6)).status).toBe(201)
      expect((await from('2001:db8:7:8::2', 7)).status).toBe(201)
      expect((await from('2001:db8:7:8:ffff::3', 8)).status).toBe(201)
      expect((await from('2001:db8:7:8:abcd::4', 9)).status).toBe(429)
      // A file larger than the hourly budget is refused as too large.
      const large = await createAs('198.51.100.9', unique(0x200), 2 * MIB, { limits: { addressBytesPerHour: MIB } })
      expect(large.status).toBe(413)
      expect((await large.json()).error.message).toBe('File exceeds size limit: at most 1 MB can be uploaded per hour.')
      await forgetMade()
    })

    it('counts a field’s files per sender, not per unique id the client makes up', async () => {
      // The field takes two files: one sender holds at most five submissions' worth unsent.
      const statuses: number[] = []
      for (let n = 0; n < 11; n++) statuses.push((await createAs('198.51.100.3', unique(0x300 + n), 2000)).status)
      expect(statuses.slice(0, 10)).toEqual(new Array(10).fill(201))
      expect(statuses[10]).toBe(409)
      const last = await createAs('198.51.100.3', unique(0x3ff), 2000)
      expect((await last.json()).error.message).toBe('Maximum number of files reached')
      expect((await createAs('198.51.100.4', unique(0x400), 2000)).status).toBe(201)
      await forgetMade()
    })

    it('refuses new files and further chunks when free disk falls under the reserve', async () => {
      const full: Partial<UploadDeps> = { limits: { diskReserveBytes: 1024 ** 5 } }
      const refused = await createAs('198.51.100.5', unique(0x500), 2000, full)
      expect(refused.status).toBe(507)
      expect(await refused.json()).toEqual({
        status: 'error',
        error: { code: 'full', message: 'The server cannot take more files right now. Please try again later.' },
      })
      const started = await createAs('198.51.100.5', unique(0x501), 2000)
      expect(started.status).toBe(201)
      const id = idOf(started)
      const chunk = await handleUpload(
        new Request(`${SITE}/next/uploads/${id}`, {
          method: 'PATCH',
          headers: headers({ 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }),
          body: new Uint8Array(pdf(2000)),
          duplex: 'half',
        } as RequestInit),
        { ...deps(), ...full },
      )
      expect(chunk.status).toBe(507)
      expect((await head(id)).headers.get('upload-offset')).toBe('0')
      await forgetMade()
    })

    it('refuses new files when the unclaimed files of all senders reach their ceiling', async () => {
      const ceiling: Partial<UploadDeps> = { limits: { unclaimedMaxBytes: 1 * MIB } }
      expect((await createAs('198.51.100.6', unique(0x600), 600 * 1024, ceiling)).status).toBe(201)
      const refused = await createAs('198.51.100.7', unique(0x601), 600 * 1024, ceiling)
      expect(refused.status).toBe(507)
      expect((await refused.json()).error.message).toBe('The server cannot take more files right now. Please try again later.')
      await forgetMade()
      expect((await createAs('198.51.100.7', unique(0x602), 600 * 1024, ceiling)).status).toBe(201)
      await forgetMade()
    })

    it('sweeps files no submission claimed within the hour, keeping a draft’s and an entry’s', async () => {
      const start = Date.now()
      const at = (ms: number): Partial<UploadDeps> => ({ now: () => start + ms })
      // The bytes on the disk (local storage under the data folder).
      const stored = (uploadId: string) =>
        stat(path.join(process.env.DATA_DIR!, 'form-uploads', uploadId)).then(
          () => true,
          () => false,
        )
      const whole = async (unique8: string) => {
        const created = await createAs('198.51.100.8', unique8, 2000)
        const id = idOf(created)
        expect((await patch(id, 0, pdf(2000))).status).toBe(200)
        return id
      }
      const unclaimed = await whole(unique(0x800))
      const drafted = await whole(unique(0x801))
      const partial = idOf(await createAs('198.51.100.8', unique(0x802), 4000))
      // A partial upload still being sent: its last chunk arrives 40 minutes on.
      const sending = idOf(await createAs('198.51.100.8', unique(0x803), 4000))
      const chunk = await handleUpload(
        new Request(`${SITE}/next/uploads/${sending}`, {
          method: 'PATCH',
          headers: headers({ 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }),
          body: new Uint8Array(pdf(2000)),
          duplex: 'half',
        } as RequestInit),
        { ...deps(), ...at(40 * 60_000) },
      )
      expect(chunk.status).toBe(204)
      // A saved draft holds its files until it expires.
      await keepUploads(
        getPayload(),
        { ...uploadForm(true), id: formId },
        { '3': filesValue([{ id: drafted, name: 'plan.pdf', size: 2000 }]) },
        new Date(start + 30 * 24 * 60 * 60_000),
      )
      const entryFile = (
        await getPayload().find({ collection: 'form-uploads', where: { status: { equals: 'attached' } }, overrideAccess: true })
      ).docs[0]!

      await purgeAbandonedUploads(getPayload(), start + 30 * 60_000, true)
      expect(await record(unclaimed)).toBeDefined()

      await purgeAbandonedUploads(getPayload(), start + 61 * 60_000, true)
      expect(await record(unclaimed)).toBeUndefined()
      expect(await stored(unclaimed)).toBe(false)
      expect(await record(partial)).toBeUndefined()
      expect((await record(sending))?.status).toBe('uploading')
      expect((await record(drafted))?.status).toBe('complete')
      expect(await stored(drafted)).toBe(true)
      expect((await record(entryFile.uploadId))?.status).toBe('attached')
      expect(await stored(entryFile.uploadId)).toBe(true)
      made.splice(made.indexOf(unclaimed), 1)
      made.splice(made.indexOf(partial), 1)
      await forgetMade()
    })
  })
}

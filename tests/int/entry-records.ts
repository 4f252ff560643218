/**
 * What goes with an entry and a saved draft: the list's bulk actions (with the notifications
 * a spam verdict held back), uploaded files deleted with their entry however it is deleted,
 * retention that also purges a form's drafts and their files, and personal data requests
 * that cover drafts and files. Against the suite's real database and upload storage.
 */
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import { Upload } from '@tus/utils'
import type { Payload, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { contactForm } from '../../src/core/forms/fixtures'
import { honeypotFieldId } from '../../src/core/forms/protocol'
import type { Form } from '../../src/core/forms/types'
import { hashToken } from '../../src/features/drafts/server'
import { bulkEntries } from '../../src/features/entries/bulk'
import { docFromForm } from '../../src/features/forms/model'
import { personalDataErase, personalDataExport } from '../../src/features/privacy/endpoints'
import { purgeExpired } from '../../src/features/privacy/retention'
import { uploadStorage } from '../../src/features/uploads/storage'
import { submitForm } from '../support/submit'

const SITE = 'http://localhost:3000'
const DAY = 86_400_000

type Row = Record<string, unknown>
type Options = { body?: unknown; user?: unknown; headers?: Record<string, string> }

function call(payload: Payload, handler: (req: PayloadRequest) => Promise<Response> | Response, url: string, o: Options = {}) {
  const request = new Request(`${SITE}${url}`, {
    method: o.body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...o.headers },
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  })
  const req = Object.assign(request, { payload, user: o.user ?? null, routeParams: {} })
  ;(req as unknown as { json: () => Promise<unknown> }).json = () => request.clone().json()
  return handler(req as unknown as PayloadRequest)
}

const storedPath = (uploadId: string) => path.join(process.env.DATA_DIR!, 'form-uploads', uploadId)

export function entryRecordsTests(label: string, getPayload: () => Payload): void {
  let formId = 0
  let admin: Row
  const form: Form = {
    ...contactForm,
    title: `Entry records test ${label}`,
    fields: [
      ...contactForm.fields,
      { id: 40, type: 'fileupload', label: 'Photo of the pager', allowedExtensions: 'txt', maxFileSize: 1 },
    ],
    personalData: { preventIP: false, retention: { policy: 'retain', days: 0 } },
  }
  const contact = (first: string, email: string) => ({
    'input_1.3': first,
    'input_1.6': 'Tester',
    input_2: email,
    input_5: 'service',
    input_6: 'Hello',
    'input_7.1': '1',
  })
  const find = async (collection: 'form-entries' | 'form-notifications' | 'form-uploads' | 'form-drafts', where: object) =>
    (await getPayload().find({ collection, where: where as never, pagination: false, depth: 0, overrideAccess: true }))
      .docs as unknown as Row[]
  const entryOf = async (email: string) => (await find('form-entries', { 'answers.value': { like: email } }))[0]!
  const bulk = (action: string, ids: unknown[], headers: Record<string, string> = { origin: SITE }, user: unknown = admin) =>
    call(getPayload(), bulkEntries, '/api/form-entries/bulk', { user, body: { action, ids }, headers })

  /** A finished upload: its bytes in the real storage and its record, attached to an entry or kept for a draft. */
  async function storeFile(name: string, link: { entry?: number; uniqueId?: string }): Promise<Row> {
    const uploadId = randomBytes(16).toString('hex')
    const bytes = Buffer.from(`A photo, described in text: ${name}\n`)
    const store = uploadStorage().datastore
    await store.create(new Upload({ id: uploadId, size: bytes.length, offset: 0, metadata: { filename: name } }))
    await store.write(Readable.from([bytes]), uploadId, 0)
    expect(existsSync(storedPath(uploadId))).toBe(true)
    return (await getPayload().create({
      collection: 'form-uploads',
      overrideAccess: true,
      data: {
        uploadId,
        name,
        size: bytes.length,
        form: formId,
        fieldId: 40,
        uniqueId: link.uniqueId ?? 'a1b2c3d4',
        status: link.entry ? 'attached' : 'complete',
        ...(link.entry ? { entry: link.entry } : {}),
      },
    })) as unknown as Row
  }

  async function saveDraft(email: string | null, values: [string, string][], uniqueId: string): Promise<Row> {
    return (await getPayload().create({
      collection: 'form-drafts',
      overrideAccess: true,
      data: {
        form: formId,
        tokenHash: hashToken(randomBytes(24).toString('hex')),
        page: 1,
        values,
        uniqueId,
        ...(email ? { email } : {}),
        expiresAt: new Date(Date.now() + 30 * DAY).toISOString(),
      },
    })) as unknown as Row
  }

  async function setRetention(retentionPolicy: string, retentionDays: number) {
    const doc = await getPayload().findByID({ collection: 'forms', id: formId, depth: 0, overrideAccess: true })
    await getPayload().update({
      collection: 'forms',
      id: formId,
      overrideAccess: true,
      data: { settings: { ...doc.settings, personalData: { preventIP: false, retentionPolicy, retentionDays } } } as never,
    })
  }

  describe(`${label}: bulk actions on entries`, () => {
    it('applies an action to the chosen entries, for staff posting from the admin only', async () => {
      const payload = getPayload()
      admin = (await payload.find({ collection: 'users', where: { email: { equals: process.env.ADMIN_EMAIL } } }))
        .docs[0] as unknown as Row
      admin = { ...admin, collection: 'users' }
      formId = Number((await payload.create({ collection: 'forms', data: docFromForm(form) as never, overrideAccess: true })).id)
      for (const [first, email] of [
        ['Gert', 'gert@bulk.example'],
        ['Hanna', 'hanna@bulk.example'],
      ] as const) {
        expect((await submitForm(payload, formId, contact(first, email))).kind).toBe('confirmation')
      }
      const gert = await entryOf('gert@bulk.example')
      const hanna = await entryOf('hanna@bulk.example')
      const ids = [gert.id, hanna.id]

      expect((await bulk('read', ids, { origin: SITE }, null)).status).toBe(401)
      expect((await bulk('read', ids, { origin: SITE }, { id: 1, roles: [] })).status).toBe(403)
      expect((await bulk('read', ids, { origin: 'https://evil.example' })).status).toBe(403)
      expect((await bulk('drop', ids)).status).toBe(400)

      const read = await bulk('read', ids)
      expect(read.status).toBe(200)
      expect(await read.json()).toMatchObject({ message: '2 entries marked as read.' })
      expect((await bulk('star', [gert.id])).status).toBe(200)
      expect((await entryOf('gert@bulk.example')).isStarred).toBe(true)
      expect((await entryOf('gert@bulk.example')).isRead).toBe(true)
      await bulk('unread', [hanna.id])
      expect((await entryOf('hanna@bulk.example')).isRead).toBe(false)

      // Saving the entry as staff cannot change its status or read state; the actions do.
      await payload.update({
        collection: 'form-entries',
        id: hanna.id as number,
        data: { status: 'trash', isRead: true },
        user: admin as never,
        overrideAccess: false,
      })
      expect(await entryOf('hanna@bulk.example')).toMatchObject({ status: 'active', isRead: false })
    })

    it('deletes permanently only from the trash', async () => {
      const gert = await entryOf('gert@bulk.example')
      const refused = await bulk('delete', [gert.id])
      expect(await refused.json()).toMatchObject({ changed: [], message: '0 entries deleted permanently. 1 was left as it was.' })
      // Nor can staff delete an entry outside the trash through the API.
      await expect(
        getPayload().delete({ collection: 'form-entries', id: gert.id as number, user: admin as never, overrideAccess: false }),
      ).rejects.toThrow()
      expect(await find('form-entries', { id: { equals: gert.id } })).toHaveLength(1)
      await bulk('trash', [gert.id])
      expect((await entryOf('gert@bulk.example')).status).toBe('trash')
      await bulk('restore', [gert.id])
      expect((await entryOf('gert@bulk.example')).status).toBe('active')
    })

    it('sends the notifications a spam verdict held back when staff say it is not spam, once', async () => {
      const payload = getPayload()
      const honeypot = `input_${honeypotFieldId(form)}`
      await submitForm(payload, formId, { ...contact('Ivo', 'ivo@bulk.example'), [honeypot]: 'x' })
      const ivo = await entryOf('ivo@bulk.example')
      expect(ivo.status).toBe('spam')
      expect(await find('form-notifications', { entry: { equals: ivo.id } })).toHaveLength(0)
      const first = await bulk('not-spam', [ivo.id])
      expect(await first.json()).toMatchObject({ released: 3 })
      expect((await entryOf('ivo@bulk.example')).status).toBe('active')
      const emails = await find('form-notifications', { entry: { equals: ivo.id } })
      expect(emails.map((e) => e.resend)).toEqual([false, false, false])
      // Spam again and back: the e-mails already went, nothing more is sent.
      await bulk('spam', [ivo.id])
      expect(await (await bulk('not-spam', [ivo.id])).json()).toMatchObject({ released: 0 })
      expect(await find('form-notifications', { entry: { equals: ivo.id } })).toHaveLength(3)
    })
  })

  describe(`${label}: an entry's files go with it`, () => {
    it('deletes the uploaded files, records and bytes, when the trash is emptied', async () => {
      const hanna = await entryOf('hanna@bulk.example')
      const file = await storeFile('hanna-pager.txt', { entry: hanna.id as number })
      await bulk('trash', [hanna.id])
      const deleted = await bulk('delete', [hanna.id])
      expect(await deleted.json()).toMatchObject({ changed: [hanna.id] })
      expect(await find('form-entries', { id: { equals: hanna.id } })).toHaveLength(0)
      expect(await find('form-uploads', { id: { equals: file.id } })).toHaveLength(0)
      expect(existsSync(storedPath(String(file.uploadId)))).toBe(false)
      expect(await find('form-notifications', { entry: { equals: hanna.id } })).toHaveLength(0)
    })
  })

  describe(`${label}: retention covers drafts`, () => {
    it('deletes a form’s drafts older than its days, with the files they kept, and the entries’ files', async () => {
      const payload = getPayload()
      const draft = await saveDraft(null, [['input_1.3', 'Joop']], 'd1d2d3d4')
      const draftFile = await storeFile('joop-draft.txt', { uniqueId: 'd1d2d3d4' })
      const gert = await entryOf('gert@bulk.example')
      const entryFile = await storeFile('gert-pager.txt', { entry: gert.id as number })
      // Another form's draft is not this form's business.
      const otherForm = await payload.create({
        collection: 'forms',
        data: docFromForm({ ...form, title: `Other ${label}` }) as never,
        overrideAccess: true,
      })
      await payload.create({
        collection: 'form-drafts',
        overrideAccess: true,
        data: {
          form: otherForm.id,
          tokenHash: hashToken('other-draft'),
          page: 1,
          values: [],
          uniqueId: 'e1e2e3e4',
          expiresAt: new Date(Date.now() + 30 * DAY).toISOString(),
        },
      })

      await setRetention('trash', 30)
      expect(await purgeExpired(payload, Date.now())).toEqual({ trashed: 0, deleted: 0 })
      expect(await find('form-drafts', { id: { equals: draft.id } })).toHaveLength(1)
      const later = Date.now() + 40 * DAY
      const trashed = await purgeExpired(payload, later)
      // Entries go to the trash, drafts have none: they are deleted.
      expect(trashed.deleted).toBe(1)
      expect(await find('form-drafts', { id: { equals: draft.id } })).toHaveLength(0)
      expect(await find('form-uploads', { id: { equals: draftFile.id } })).toHaveLength(0)
      expect(existsSync(storedPath(String(draftFile.uploadId)))).toBe(false)
      expect(await find('form-drafts', { form: { equals: otherForm.id } })).toHaveLength(1)
      expect((await find('form-uploads', { id: { equals: entryFile.id } }))[0]?.status).toBe('attached')

      await setRetention('delete', 30)
      await purgeExpired(payload, later)
      expect(await find('form-entries', { form: { equals: formId } })).toHaveLength(0)
      expect(await find('form-uploads', { id: { equals: entryFile.id } })).toHaveLength(0)
      expect(existsSync(storedPath(String(entryFile.uploadId)))).toBe(false)
      await setRetention('retain', 0)
    })
  })

  describe(`${label}: personal data with drafts and files`, () => {
    it('exports and erases the drafts holding an address and the files of its entries and drafts', async () => {
      const payload = getPayload()
      const email = 'kim@privacy-files.example'
      await submitForm(payload, formId, contact('Kim', 'Kim@Privacy-Files.example'))
      await submitForm(payload, formId, contact('Lot', 'lot@privacy-files.example'))
      const kim = await entryOf(email)
      const lot = await entryOf('lot@privacy-files.example')
      const kimFile = await storeFile('kim-pager.txt', { entry: kim.id as number })
      const lotFile = await storeFile('lot-pager.txt', { entry: lot.id as number })
      // A draft with the address in the form's e-mail field, one whose resume link went to it, one of someone else.
      const typed = await saveDraft(
        null,
        [
          ['input_1.3', 'Kim'],
          ['input_2', email],
        ],
        'f1f2f3f4',
      )
      const typedFile = await storeFile('kim-draft.txt', { uniqueId: 'f1f2f3f4' })
      const linked = await saveDraft(email, [['input_1.3', 'K.']], 'f5f6f7f8')
      const other = await saveDraft('lot@privacy-files.example', [['input_2', 'lot@privacy-files.example']], 'f9fafbfc')

      const res = await call(payload, personalDataExport, `/api/form-entries/personal-data?email=${encodeURIComponent(email)}`, {
        user: admin,
      })
      expect(res.status).toBe(200)
      const data = (await res.json()) as {
        entries: { id: number; files: { name: string; size: number; downloadPath: string }[] }[]
        drafts: {
          id: number
          resumeLinkSentTo?: string
          answers: { label: string; value: string }[]
          files: { name: string }[]
        }[]
      }
      expect(data.entries.map((e) => e.id)).toEqual([kim.id])
      expect(data.entries[0]?.files).toEqual([
        { name: 'kim-pager.txt', size: kimFile.size, downloadPath: `/api/form-uploads/${String(kimFile.id)}/download` },
      ])
      expect(data.drafts.map((d) => d.id).sort()).toEqual([typed.id, linked.id].sort())
      const typedExport = data.drafts.find((d) => d.id === typed.id)!
      expect(typedExport.answers).toContainEqual({ label: 'E-mail', value: email })
      expect(typedExport.files.map((f) => f.name)).toEqual(['kim-draft.txt'])
      expect(data.drafts.find((d) => d.id === linked.id)?.resumeLinkSentTo).toBe(email)

      const erased = await call(payload, personalDataErase, '/api/form-entries/personal-data/erase', {
        user: admin,
        body: { email },
        headers: { origin: SITE },
      })
      expect(await erased.json()).toMatchObject({ entries: 1, drafts: 2, files: 2 })
      expect(await find('form-entries', { id: { equals: kim.id } })).toHaveLength(0)
      expect(await find('form-drafts', { id: { in: [typed.id, linked.id] } })).toHaveLength(0)
      for (const file of [kimFile, typedFile]) {
        expect(await find('form-uploads', { id: { equals: file.id } })).toHaveLength(0)
        expect(existsSync(storedPath(String(file.uploadId)))).toBe(false)
      }
      // Someone else's entry, draft and file stay.
      expect(await find('form-entries', { id: { equals: lot.id } })).toHaveLength(1)
      expect(await find('form-drafts', { id: { equals: other.id } })).toHaveLength(1)
      expect(existsSync(storedPath(String(lotFile.uploadId)))).toBe(true)
    })
  })
}

/**
 * The entries admin's server side, the notification queue with the Outbox, retention and
 * personal data requests, against the suite's real database (SQLite and PostgreSQL).
 */
import type { Payload, PayloadRequest, Where } from 'payload'
import { parse, stringify } from 'qs-esm'
import { describe, expect, it } from 'vitest'

import { contactForm } from '../../src/core/forms/fixtures'
import { whereFromState } from '../../src/core/entries/list-state'
import { honeypotFieldId } from '../../src/core/forms/protocol'
import type { Form } from '../../src/core/forms/types'
import { exportEntries, resendNotifications } from '../../src/features/entries/endpoints'
import { docFromForm } from '../../src/features/forms/model'
import { loadForm } from '../../src/features/forms/process'
import { deliverSoon, notificationRows } from '../../src/features/notifications/queue'
import { insertStatement, plainTable, type PlainDb } from '../../src/server/sql'
import { composeEntryNotifications } from '../../src/features/notifications/notify'
import { storeSubmission } from '../../src/features/entries/store'
import { loadDraft, saveDraft } from '../../src/features/drafts/server'
import { personalDataErase, personalDataExport } from '../../src/features/privacy/endpoints'
import { purgeExpired } from '../../src/features/privacy/retention'
import { submitForm } from '../support/submit'

const SITE = 'http://localhost:3000'
const DAY = 86_400_000

type Options = { body?: unknown; user?: unknown; headers?: Record<string, string>; routeParams?: Record<string, string> }

function call(payload: Payload, handler: (req: PayloadRequest) => Promise<Response> | Response, url: string, o: Options = {}) {
  const request = new Request(`${SITE}${url}`, {
    method: o.body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...o.headers },
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  })
  const req = Object.assign(request, { payload, user: o.user ?? null, routeParams: o.routeParams ?? {} })
  ;(req as unknown as { json: () => Promise<unknown> }).json = () => request.clone().json()
  return handler(req as unknown as PayloadRequest)
}

/** RFC 4180 as the export writes it (quoted fields, CRLF), for reading the download back. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  const body = text.replace(/^\uFEFF/, '')
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i++
    } else field += c
  }
  if (field || row.length) rows.push([...row, field])
  return rows
}

export function entriesTests(label: string, getPayload: () => Payload): void {
  let formId = 0
  let admin: unknown
  const form: Form = {
    ...contactForm,
    title: `Entries test ${label}`,
    personalData: { preventIP: false, retention: { policy: 'retain', days: 0 } },
  }

  const contact = (first: string, email: string, subject = 'product', message = 'Hello') => ({
    'input_1.3': first,
    'input_1.6': 'Tester',
    input_2: email,
    input_5: subject,
    input_6: message,
    'input_7.1': '1',
  })

  const find = async (collection: 'form-entries' | 'form-notifications' | 'outbox', where: object) =>
    (await getPayload().find({ collection, where: where as never, pagination: false, depth: 0, overrideAccess: true }))
      .docs as unknown as Record<string, unknown>[]

  describe(`${label}: form entries`, () => {
    it('indexes every answer, so the list finds entries by one field’s answer', async () => {
      const payload = getPayload()
      admin = (await payload.find({ collection: 'users', where: { email: { equals: process.env.ADMIN_EMAIL } } })).docs[0]
      formId = Number((await payload.create({ collection: 'forms', data: docFromForm(form) as never, overrideAccess: true })).id)
      for (const [first, email, subject] of [
        ['Anna', 'anna@zorg.example', 'service'],
        ['Bram', 'bram@hotel.example', 'product'],
        ['Chris', 'chris@kliniek.example', 'order'],
      ] as const) {
        // From a person's browser, as the receipts to the typed addresses need.
        expect(
          (await submitForm(payload, formId, contact(first, email, subject, `=SUM(A1) from ${first}`), { asBrowser: true })).kind,
        ).toBe('confirmation')
      }
      const [anna] = await find('form-entries', { and: [{ form: { equals: formId } }, { 'answers.value': { like: 'Anna' } }] })
      expect(anna?.searchText).toContain('Subject: Service and repairs')
      const where = (field: string, value: string) =>
        whereFromState({ form: formId, view: 'inbox', field, value }) as unknown as Record<string, unknown>
      expect((await find('form-entries', where('5', 'Service'))).map((e) => (e.values as Record<string, string>)['1.3'])).toEqual(
        ['Anna'],
      )
      // The field and the value must match in the same answer.
      expect(await find('form-entries', where('6', 'Service'))).toHaveLength(0)
      expect(await find('form-entries', where('', 'hotel.example'))).toHaveLength(1)
      expect(
        await find(
          'form-entries',
          whereFromState({ form: formId, view: 'inbox', from: '2000-01-01', to: '2000-12-31' }) as never,
        ),
      ).toHaveLength(0)
    })

    it('delivers each notification to the Outbox from its queue, never for spam', async () => {
      const payload = getPayload()
      deliverSoon(payload)
      const rows = await find('form-notifications', { form: { equals: formId } })
      expect(rows.length).toBe(3 * 2 + 1)
      await expect
        .poll(
          async () =>
            (await find('form-notifications', { and: [{ form: { equals: formId } }, { status: { equals: 'sent' } }] })).length,
          { timeout: 30_000 },
        )
        .toBe(7)
      expect(await find('outbox', { to: { equals: 'anna@zorg.example' } })).toHaveLength(1)

      const honeypot = `input_${honeypotFieldId(form)}`
      const spam = await submitForm(payload, formId, { ...contact('Spammer', 'bot@spam.example'), [honeypot]: 'x' })
      expect(spam.kind).toBe('confirmation')
      const [stored] = await find('form-entries', { 'answers.value': { like: 'bot@spam.example' } })
      expect(stored?.status).toBe('spam')
      expect(await find('form-notifications', { entry: { equals: stored?.id } })).toHaveLength(0)
    })

    it('stores a submission all or nothing: a failure half-way keeps no entry, answer or e-mail and leaves its draft', async () => {
      const payload = getPayload()
      // A form of its own, so the other tests' counts stay theirs.
      const created = await payload.create({
        collection: 'forms',
        data: docFromForm({ ...form, title: `${form.title}: all or nothing` }) as never,
        overrideAccess: true,
      })
      const loaded = (await loadForm(payload, Number(created.id)))!
      const { token } = await saveDraft(payload, {
        form: loaded,
        values: {},
        page: 1,
        uniqueId: 'a1b2c3d4e5f6a7b8',
        now: Date.now(),
      })
      const entry = {
        form: loaded,
        status: 'active' as const,
        summary: 'Half-way',
        values: { '1.3': 'Halfway', '1.6': 'Tester', '2': 'halfway@example.com' },
        meta: { sourceUrl: `${SITE}/contact`, userAgent: 'test', ip: '' },
      }
      const count = async () => [
        (await find('form-entries', { form: { equals: loaded.id } })).length,
        (await find('form-notifications', { form: { equals: loaded.id } })).length,
        (await find('form-entries', { 'answers.value': { like: 'halfway@example.com' } })).length,
      ]
      const before = await count()
      // The anti-spam guard's count goes with the entry: a day of its own, so the first count creates its row.
      const countAs = { what: 'allowed' as const, now: Date.UTC(2032, 5, 1, 12) }
      const counted = async () =>
        (await payload.find({ collection: 'antispam-stats', where: { day: { equals: '2032-06-01' } }, overrideAccess: true }))
          .docs[0]?.allowed ?? 0
      await expect(
        storeSubmission(payload, {
          entry,
          uploadIds: [],
          resumeToken: token,
          emails: () => {
            throw new Error('Composing failed')
          },
          countAs,
        }),
      ).rejects.toThrow('Composing failed')
      expect(await count()).toEqual(before)
      expect(await counted()).toBe(0)
      expect(await loadDraft(payload, token)).not.toBeNull()

      const compose = (entryId: number | string) =>
        composeEntryNotifications({
          form: loaded,
          entryId,
          values: { '1.3': 'Halfway', '1.6': 'Tester', '2': 'halfway@example.com', '5': 'product', '6': 'Hello' },
          notifications: loaded.notifications,
          context: { today: '2026-01-01' },
        })
      const composed = compose(0).length
      expect(composed).toBeGreaterThan(0)
      const id = await storeSubmission(payload, { entry, uploadIds: [], resumeToken: token, emails: compose, countAs })
      expect(await counted()).toBe(1)
      await storeSubmission(payload, { entry, uploadIds: [], emails: () => [], countAs })
      expect(await counted()).toBe(2)
      const [stored] = await find('form-entries', { id: { equals: id } })
      expect(stored?.summary).toBe('Half-way')
      expect(await count()).toEqual([before[0]! + 2, before[1]! + composed, 2])
      expect(await find('form-notifications', { entry: { equals: id } })).toHaveLength(composed)
      expect(await loadDraft(payload, token)).toBeNull()
    })

    it('stores submissions arriving together each on its own: one that fails takes none of the others with it', async () => {
      const payload = getPayload()
      const loaded = (await loadForm(payload, formId))!
      const entry = (summary: string) => ({
        form: loaded,
        status: 'active' as const,
        summary,
        values: { '1.3': summary, '2': `${summary.toLowerCase()}@together.example` },
        meta: { sourceUrl: `${SITE}/contact`, userAgent: 'test', ip: '' },
      })
      // Started in the same turn of the event loop: on SQLite they share one commit.
      const outcomes = await Promise.allSettled(
        ['Together1', 'Together2', 'Together3', 'Together4'].map((summary) =>
          storeSubmission(payload, {
            entry: entry(summary),
            uploadIds: [],
            emails: () => {
              if (summary === 'Together3') throw new Error('Composing failed')
              return []
            },
          }),
        ),
      )
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled'])
      const stored = await find('form-entries', { summary: { like: 'Together' } })
      expect(stored.map((e) => e.summary).sort()).toEqual(['Together1', 'Together2', 'Together4'])
      // Out of the list's way for the tests after this one.
      for (const e of stored) await payload.delete({ collection: 'form-entries', id: e.id as number, overrideAccess: true })
    })

    it("writes a submission's rows with the SQL and parameters drizzle builds for them, from the second of a shape on too", async () => {
      const payload = getPayload()
      const drizzle = (payload.db as unknown as { drizzle: PlainDb }).drizzle
      const now = new Date().toISOString()
      const cases: Array<[string, (n: number) => Record<string, unknown>[]]> = [
        [
          'form-entries',
          (n) => [
            {
              form: formId,
              status: 'active',
              isRead: false,
              summary: `Shape ${n}`,
              values: { '1.3': `Ann ${n}`, list: [{ a: n }] },
              meta_sourceUrl: `${SITE}/contact`,
              meta_ip: n % 2 ? '' : null,
              spamCheck_score: n,
              createdAt: now,
              updatedAt: now,
            },
          ],
        ],
        [
          'form_entries_answers',
          (n) =>
            [1, 2, 3].map((i) => ({
              _order: i,
              _parentID: n,
              id: `a${n}${i}`.padEnd(24, '0'),
              field: String(i),
              value: `v${n}`,
            })),
        ],
        [
          'form-notifications',
          (n) =>
            notificationRows(
              {
                formId,
                entryId: n,
                emails: [
                  {
                    notificationId: 'n1',
                    notificationName: 'Admin',
                    to: [`a${n}@example.com`],
                    bcc: [],
                    subject: `S ${n}`,
                    html: '<p>x</p>',
                  },
                  {
                    notificationId: 'n2',
                    notificationName: 'User',
                    to: ['u@example.com'],
                    bcc: ['b@example.com'],
                    subject: 'T',
                    text: 't',
                  },
                ] as never,
              },
              'oproep.example',
            ).map((row) => ({ ...row, createdAt: now, updatedAt: now })),
        ],
      ]
      for (const [name, rows] of cases) {
        const table = plainTable(payload, name)
        for (const n of [1, 2, 3]) {
          const returningId = name === 'form-entries'
          const given = rows(n)
          const statement = insertStatement(payload, table, given, { returningId })
          const values = drizzle.insert(table).values(given)
          const theirs = (returningId ? values.returning({ id: table.id }) : values).toSQL()
          expect({ name, n, ...statement.toSQL() }).toEqual({ name, n, sql: theirs.sql, params: theirs.params })
          // The first of a shape is drizzle's own statement (unless a submission before had that shape);
          // the later ones reuse its SQL without drizzle.
          if (n > 1) expect({ name, n, reused: !('then' in statement) }).toEqual({ name, n, reused: true })
        }
      }
    })

    it('stores no IP address when the form says so', async () => {
      const payload = getPayload()
      const doc = await payload.findByID({ collection: 'forms', id: formId, depth: 0, overrideAccess: true })
      await payload.update({
        collection: 'forms',
        id: formId,
        overrideAccess: true,
        data: { settings: { ...doc.settings, personalData: { preventIP: true, retentionPolicy: 'retain' } } } as never,
      })
      await submitForm(payload, formId, contact('Dana', 'dana@school.example'), { ip: '198.51.100.23' })
      const [dana] = await find('form-entries', { 'answers.value': { like: 'dana@school.example' } })
      expect((dana?.meta as { ip?: string }).ip ?? '').toBe('')
      expect(JSON.stringify(await find('form-notifications', { entry: { equals: dana?.id } }))).not.toContain('198.51.100.23')
    })

    it('stamps notes with their author and time, and keeps them when more are added', async () => {
      const payload = getPayload()
      const [anna] = await find('form-entries', { 'answers.value': { like: 'anna@zorg.example' } })
      const user = { ...(admin as object), collection: 'users' }
      const once = await payload.update({
        collection: 'form-entries',
        id: anna!.id as number,
        data: { notes: [{ text: 'Called back on Monday.' }], isStarred: true, isRead: true },
        user: user as never,
        overrideAccess: false,
      })
      const first = once.notes?.[0]
      expect(first?.text).toBe('Called back on Monday.')
      expect(typeof first?.author === 'object' ? first?.author?.id : first?.author).toBe((admin as { id: number }).id)
      expect(first?.at).toBeTruthy()
      const twice = await payload.update({
        collection: 'form-entries',
        id: anna!.id as number,
        data: {
          notes: [
            { id: first?.id, text: first?.text ?? '', author: 999999, at: '2000-01-01T00:00:00.000Z' },
            { text: 'Quote sent.' },
          ],
        },
        user: user as never,
        overrideAccess: false,
        depth: 0,
      })
      expect(twice.notes?.[0]?.at).toBe(first?.at)
      expect(twice.notes?.[0]?.author).toBe((admin as { id: number }).id)
      expect(twice.notes).toHaveLength(2)
    })

    it('exports the filtered list as CSV, a column per field, spreadsheet formulas defused', async () => {
      const payload = getPayload()
      const query = stringify({ where: whereFromState({ form: formId, view: 'inbox' }) }, { addQueryPrefix: true })
      expect((await call(payload, exportEntries, `/api/form-entries/export${query}`)).status).toBe(401)
      const res = await call(payload, exportEntries, `/api/form-entries/export${query}`, { user: admin })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/csv')
      expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="entries-form-\d+_\d{4}-\d{2}-\d{2}\.csv"/)
      const rows = parseCsv(await res.text())
      const header = rows[0]!
      expect(header.slice(0, 3)).toEqual(['Entry id', 'Date (UTC)', 'Form'])
      expect(header).toContain('Subject')
      expect(rows).toHaveLength(1 + 4)
      const anna = rows.find((r) => r.includes('anna@zorg.example'))!
      expect(anna[header.indexOf('Subject')]).toBe('Service and repairs')
      expect(anna[header.indexOf('Starred')]).toBe('yes')
      expect(anna[header.indexOf('Message')]).toBe("'=SUM(A1) from Anna")
      // The same on both databases: the entry's id and its time in ISO 8601, UTC.
      expect(anna[0]).toMatch(/^\d+$/)
      expect(anna[header.indexOf('Date (UTC)')]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
      expect(anna[header.indexOf('Status')]).toBe('active')
      expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(
        rows
          .slice(1)
          .map((r) => Number(r[0]))
          .sort((a, b) => a - b),
      )
      /** The export's lines for a list filter, header left out. */
      const exported = async (filter: ReturnType<typeof whereFromState>) =>
        parseCsv(
          await (
            await call(
              payload,
              exportEntries,
              `/api/form-entries/export${stringify({ where: filter }, { addQueryPrefix: true })}`,
              {
                user: admin,
              },
            )
          ).text(),
        ).slice(1)
      expect(await exported(whereFromState({ form: formId, view: 'starred' }))).toHaveLength(1)
      // A filter on the answers joins the answers table: each entry once however many answers match.
      const answerWhere = whereFromState({ form: formId, view: 'all', value: 'a' })
      const ids = (await exported(answerWhere)).map((r) => r[0])
      expect(new Set(ids).size).toBe(ids.length)
      expect(ids.length).toBe(
        (await payload.count({ collection: 'form-entries', where: answerWhere as Where, overrideAccess: true })).totalDocs,
      )
      expect(ids.length).toBeGreaterThan(1)
      const annaRows = await exported(whereFromState({ form: formId, view: 'all', value: 'anna@zorg.example' }))
      expect(annaRows.map((r) => r[0])).toEqual([anna[0]])
      const bad = await call(payload, exportEntries, `/api/form-entries/export?where[nope][equals]=1`, { user: admin })
      expect(bad.status).toBe(400)
      expect(parse('a=1')).toEqual({ a: '1' })
    })

    it('resends an entry’s notifications from the admin, and only from the admin', async () => {
      const payload = getPayload()
      const [bram] = await find('form-entries', { 'answers.value': { like: 'bram@hotel.example' } })
      const url = `/api/form-entries/${String(bram!.id)}/resend`
      const routeParams = { id: String(bram!.id) }
      // Saved notifications are known by their row id in the form.
      const receiptId = (await loadForm(payload, formId))!.notifications.find((n) => n.name === 'Receipt to the visitor')!.id
      const foreign = await call(payload, resendNotifications, url, {
        user: admin,
        body: {},
        routeParams,
        headers: { origin: 'https://evil.example' },
      })
      expect(foreign.status).toBe(403)
      const res = await call(payload, resendNotifications, url, {
        user: admin,
        body: { notifications: [receiptId] },
        routeParams,
        headers: { origin: SITE },
      })
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({ queued: 1, message: '1 notification e-mail queued.' })
      deliverSoon(payload)
      const resent = async () =>
        find('form-notifications', { and: [{ entry: { equals: bram!.id } }, { resend: { equals: true } }] })
      await expect.poll(async () => (await resent()).map((r) => r.status), { timeout: 30_000 }).toEqual(['sent'])
      expect(await find('outbox', { to: { equals: 'bram@hotel.example' } })).toHaveLength(2)
    })

    it('moves entries past their retention to the trash, then deletes them with their e-mails', async () => {
      const payload = getPayload()
      const doc = await payload.findByID({ collection: 'forms', id: formId, depth: 0, overrideAccess: true })
      const [chris] = await find('form-entries', { 'answers.value': { like: 'chris@kliniek.example' } })
      const setPolicy = (retentionPolicy: string, retentionDays: number) =>
        payload.update({
          collection: 'forms',
          id: formId,
          overrideAccess: true,
          data: { settings: { ...doc.settings, personalData: { preventIP: true, retentionPolicy, retentionDays } } } as never,
        })
      await setPolicy('trash', 30)
      // Nothing has expired now; forty days on, every entry of the form has.
      const now = Date.now()
      expect(await purgeExpired(payload, now)).toEqual({ trashed: 0, deleted: 0 })
      const later = now + 40 * DAY
      const result = await purgeExpired(payload, later)
      expect(result.trashed).toBeGreaterThanOrEqual(4)
      expect((await find('form-entries', { id: { equals: chris!.id } }))[0]?.status).toBe('trash')
      expect(await purgeExpired(payload, later)).toEqual({ trashed: 0, deleted: 0 })
      await setPolicy('delete', 30)
      const gone = await purgeExpired(payload, later)
      expect(gone.deleted).toBeGreaterThanOrEqual(4)
      expect(await find('form-entries', { form: { equals: formId } })).toHaveLength(0)
      expect(await find('form-notifications', { entry: { equals: chris!.id } })).toHaveLength(0)
    })

    it('exports and erases everything kept about an e-mail address', async () => {
      const payload = getPayload()
      await setRetain(payload, formId)
      await submitForm(payload, formId, contact('Eva', 'Eva@Verpleeg.example', 'service', 'My pager is broken'), {
        asBrowser: true,
      })
      await submitForm(payload, formId, contact('Frank', 'frank@other.example'), { asBrowser: true })
      deliverSoon(payload)
      await expect
        .poll(async () => (await find('outbox', { to: { like: 'verpleeg.example' } })).length, { timeout: 30_000 })
        .toBe(1)

      expect(
        (await call(payload, personalDataExport, '/api/form-entries/personal-data?email=nope', { user: admin })).status,
      ).toBe(400)
      const res = await call(payload, personalDataExport, '/api/form-entries/personal-data?email=eva%40verpleeg.example', {
        user: admin,
      })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-disposition')).toContain('attachment')
      const data = (await res.json()) as { entries: { answers: { label: string; value: string }[] }[]; emails: { to: string }[] }
      expect(data.entries).toHaveLength(1)
      expect(data.entries[0]?.answers).toContainEqual({ label: 'Message', value: 'My pager is broken' })
      expect(data.emails.some((e) => e.to.toLowerCase().includes('eva@verpleeg.example'))).toBe(true)

      const refused = await call(payload, personalDataErase, '/api/form-entries/personal-data/erase', {
        user: admin,
        body: { email: 'eva@verpleeg.example' },
        headers: { origin: 'https://evil.example' },
      })
      expect(refused.status).toBe(403)
      const erased = await call(payload, personalDataErase, '/api/form-entries/personal-data/erase', {
        user: admin,
        body: { email: 'EVA@verpleeg.example' },
        headers: { origin: SITE },
      })
      expect(erased.status).toBe(200)
      expect(await erased.json()).toMatchObject({ entries: 1 })
      expect(await find('form-entries', { 'answers.value': { like: 'verpleeg.example' } })).toHaveLength(0)
      expect(await find('outbox', { to: { like: 'verpleeg.example' } })).toHaveLength(0)
      expect(await find('form-notifications', { to: { like: 'verpleeg.example' } })).toHaveLength(0)
      // Someone else's entry stays.
      expect(await find('form-entries', { 'answers.value': { like: 'frank@other.example' } })).toHaveLength(1)
    })
  })
}

async function setRetain(payload: Payload, formId: number) {
  const doc = await payload.findByID({ collection: 'forms', id: formId, depth: 0, overrideAccess: true })
  await payload.update({
    collection: 'forms',
    id: formId,
    overrideAccess: true,
    data: { settings: { ...doc.settings, personalData: { preventIP: false, retentionPolicy: 'retain' } } } as never,
  })
}

/**
 * One bad JSON value in the database (an entry's answers, a form's confirmation message) is
 * shown and exported as `[unreadable value]` and never breaks the rest: the entries list, the
 * CSV and personal-data exports, the forms list and the form itself, which staff can then save
 * to repair it. SQLite keeps JSON as text, so there the value may not parse at all; PostgreSQL's
 * jsonb refuses that, so on both the value is also tried with a valid JSON of the wrong shape.
 */
import type { Payload, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { contactForm } from '../../src/core/forms/fixtures'
import type { Form } from '../../src/core/forms/types'
import { UNREADABLE_TEXT } from '../../src/core/stored/json'
import { exportEntries } from '../../src/features/entries/endpoints'
import { docFromForm, formFromDoc } from '../../src/features/forms/model'
import { personalDataExport } from '../../src/features/privacy/endpoints'
import { submitForm } from '../support/submit'
import { parseCsv } from './entries'

const SITE = 'http://localhost:3000'

type Db = { execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown>; drizzle: unknown }

/** A text as an SQL literal (both databases). */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`

export function storedJsonTests(label: string, getPayload: () => Payload): void {
  const sqlite = label === 'SQLite'
  let formId = 0
  let admin: unknown
  const form: Form = {
    ...contactForm,
    title: `Stored JSON ${label}`,
    personalData: { preventIP: false, retention: { policy: 'retain', days: 0 } },
  }
  const contact = (first: string, email: string) => ({
    'input_1.3': first,
    'input_1.6': 'Tester',
    input_2: email,
    input_5: 'service',
    input_6: `Hello from ${first}`,
    'input_7.1': '1',
  })
  /** Writes a column straight into the database, past Payload, as a hand edit or a bad restore would. */
  const corrupt = (table: string, column: string, text: string, id: unknown) => {
    const db = getPayload().db as unknown as Db
    return db.execute({
      drizzle: db.drizzle,
      raw: `UPDATE ${table} SET "${column}" = ${literal(text)} WHERE id = ${literal(String(id))}`,
    })
  }
  const call = (url: string) => {
    const request = new Request(`${SITE}${url}`)
    return (url.includes('personal-data') ? personalDataExport : exportEntries)(
      Object.assign(request, { payload: getPayload(), user: admin, routeParams: {} }) as unknown as PayloadRequest,
    )
  }
  const entryIdOf = async (email: string) =>
    (
      await getPayload().find({
        collection: 'form-entries',
        where: { 'answers.value': { like: email } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]!.id
  /** Exports the form's entries: the CSV's rows by entry id. */
  const csvRows = async () => {
    const res = await call(`/api/form-entries/export?where[form][equals]=${formId}`)
    expect(res.status).toBe(200)
    const rows = parseCsv(await res.text())
    expect(rows.length).toBeGreaterThan(1)
    return { header: rows[0]!, byId: new Map(rows.slice(1).map((r) => [r[0]!, r])) }
  }

  describe(`${label}: a bad JSON value in the database`, () => {
    const bad: [string, string][] = sqlite
      ? [
          ['text that does not parse', `{"2": "gerda@kapot.example`],
          ['a JSON list', '[1,2,3]'],
          ['a JSON string', '"just text"'],
        ]
      : [
          ['a JSON list', '[1,2,3]'],
          ['a JSON string', '"just text"'],
        ]

    it('is shown and exported as marked, and the other entries are untouched', async () => {
      const payload = getPayload()
      admin = (await payload.find({ collection: 'users', where: { email: { equals: process.env.ADMIN_EMAIL } } })).docs[0]
      // The form engine is what is tested here; the anti-spam guard in front of it has tests of its own.
      await payload.updateGlobal({ slug: 'antispam-settings', data: { enabled: false }, overrideAccess: true })
      formId = Number((await payload.create({ collection: 'forms', data: docFromForm(form) as never, overrideAccess: true })).id)
      expect((await submitForm(payload, formId, contact('Gerda', 'gerda@kapot.example'))).kind).toBe('confirmation')
      expect((await submitForm(payload, formId, contact('Henk', 'henk@heel.example'))).kind).toBe('confirmation')
      const broken = await entryIdOf('gerda@kapot.example')
      const whole = await entryIdOf('henk@heel.example')

      for (const [what, text] of bad) {
        await corrupt('form_entries', 'values', text, broken)

        // The list (as the admin reads it) and the entry itself.
        const list = await payload.find({
          collection: 'form-entries',
          where: { form: { equals: formId } },
          depth: 1,
          overrideAccess: true,
        })
        expect(list.docs.map((d) => d.id).sort(), what).toEqual([broken, whole].sort())

        const { header, byId } = await csvRows()
        const answerColumns = header.length - 9
        expect(answerColumns, what).toBeGreaterThan(0)
        expect(byId.get(String(broken))!.slice(9), what).toEqual(Array(answerColumns).fill(UNREADABLE_TEXT))
        expect(byId.get(String(whole))!.slice(9), what).toContain('henk@heel.example')

        const res = await call('/api/form-entries/personal-data?email=gerda%40kapot.example')
        expect(res.status, what).toBe(200)
        const data = (await res.json()) as { entries: { id: unknown; answers: { label: string; value: string }[] }[] }
        expect(data.entries.find((e) => e.id === broken)?.answers, what).toContainEqual({
          label: 'Answers',
          value: UNREADABLE_TEXT,
        })
        const other = await call('/api/form-entries/personal-data?email=henk%40heel.example')
        const henk = (await other.json()) as typeof data
        expect(
          henk.entries[0]?.answers.map((a) => a.value),
          what,
        ).toContain('henk@heel.example')
      }
    })

    it('keeps one bad answer marked in its own column', async () => {
      const broken = await entryIdOf('gerda@kapot.example')
      await corrupt('form_entries', 'values', JSON.stringify({ '2': { nested: true }, '6': 'Still here' }), broken)
      const { header, byId } = await csvRows()
      const row = byId.get(String(broken))!
      const column = (id: number) => header.indexOf(contactForm.fields.find((f) => f.id === id)!.label!)
      expect(row[column(2)]).toBe(UNREADABLE_TEXT)
      expect(row[column(6)]).toBe('Still here')
    })

    it('a bad confirmation message leaves the forms list and the form working, and saving the form repairs it', async () => {
      const payload = getPayload()
      const rows = (
        await payload.find({ collection: 'forms', where: { id: { equals: formId } }, depth: 0, overrideAccess: true })
      ).docs
      const confirmationId = (rows[0]!.confirmations as { id: string }[])[0]!.id
      for (const [what, text] of [
        ...bad,
        ['an object that is not a rich text', '{"root": {"children": "no"}}'] as [string, string],
      ]) {
        await corrupt('forms_confirmations', 'message', text, confirmationId)
        const list = await payload.find({ collection: 'forms', pagination: false, depth: 0, overrideAccess: true })
        expect(
          list.docs.some((d) => d.id === formId),
          what,
        ).toBe(true)

        // The site's form still renders and confirms, with the default message in place of the bad one.
        const engine = formFromDoc(
          (await payload.findByID({ collection: 'forms', id: formId, depth: 1, overrideAccess: true })) as never,
        )
        // (A plain string is still taken as the message's text, as the engine always has.)
        expect(engine.confirmations[0]?.message, what).toBe(
          what === 'a JSON string' ? 'just text' : 'Thanks for contacting us! We will get in touch with you shortly.',
        )
        expect((await submitForm(payload, formId, contact('Ina', 'ina@werkt.example'))).kind, what).toBe('confirmation')

        // Staff see the stored text, marked, in the message field; saving the form replaces it.
        const staffView = await payload.findByID({
          collection: 'forms',
          id: formId,
          depth: 0,
          user: admin as never,
          overrideAccess: false,
        })
        const shown = JSON.stringify((staffView.confirmations as { message: unknown }[])[0]!.message)
        expect(shown, what).toContain(UNREADABLE_TEXT)
        // What was stored, as the field shows it: the text itself, or the JSON it parsed to.
        let stored = text
        try {
          const parsed: unknown = JSON.parse(text)
          stored = typeof parsed === 'string' ? parsed : JSON.stringify(parsed)
        } catch {
          // Text that does not parse is shown as it is.
        }
        expect(shown, what).toContain(JSON.stringify(stored).slice(1, -1))
        await payload.update({
          collection: 'forms',
          id: formId,
          data: { title: staffView.title, confirmations: staffView.confirmations },
          user: admin as never,
          overrideAccess: false,
        })
        const repaired = formFromDoc(
          (await payload.findByID({ collection: 'forms', id: formId, depth: 1, overrideAccess: true })) as never,
        )
        expect(repaired.confirmations[0]?.message, what).toContain(UNREADABLE_TEXT)
      }
    })
  })
}

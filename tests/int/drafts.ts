/**
 * Saved drafts keep their values as `[name, value]` pairs through every write: e-mailing the
 * resume link (which records the address) leaves them as they were, and a draft stored in the
 * shape that write used to leave (each pair spread into `{ "0": name, "1": value }`) opens with
 * every value, and is written back as pairs by the migration that repairs such drafts.
 */
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { EMPTY_SIGNALS } from '../../src/core/antispam/signals'
import { formScope, issueEventToken, versionHash } from '../../src/core/antispam/token'
import { contactForm } from '../../src/core/forms/fixtures'
import { formStateInputs } from '../../src/core/forms/protocol'
import type { Form } from '../../src/core/forms/types'
import { findDraft, hashToken, loadDraft } from '../../src/features/drafts/server'
import { docFromForm } from '../../src/features/forms/model'
import { loadForm, processSubmission } from '../../src/features/forms/process'
import * as postgresRepair from '../../src/migrations/postgres/20261127_030000_draft_values_pairs'
import * as sqliteRepair from '../../src/migrations/sqlite/20261127_030000_draft_values_pairs'
import { settings } from '../../src/server/settings'

type Db = { execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown>; drizzle: unknown }

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`

export function draftsTests(label: string, getPayload: () => Payload): void {
  const sqlite = label === 'SQLite'
  const answers: [string, string][] = [
    ['input_1.3', 'Grietje'],
    ['input_1.6', 'Visser'],
    ['input_2', 'grietje@visser.example'],
    ['input_4', 'Visser & Zonen'],
    ['input_6', 'Twenty guest pagers, please.'],
  ]
  const form = (title: string): Form => ({
    ...contactForm,
    title,
    settings: { ...contactForm.settings, save: { enabled: true, buttonText: 'Save and Continue Later' } },
  })
  /** The stored `values` column of a draft, read past Payload. */
  const storedValues = async (id: unknown): Promise<unknown> => {
    const db = getPayload().db as unknown as Db
    const result = (await db.execute({
      drizzle: db.drizzle,
      raw: `SELECT "values" FROM form_drafts WHERE id = ${literal(String(id))}`,
    })) as { rows: { values: unknown }[] }
    const value = result.rows[0]?.values
    return typeof value === 'string' ? JSON.parse(value) : value
  }
  /** Posts the form's state as the forms script would from a person's browser, plus `extra`. */
  const post = async (formId: number, extra: [string, string][]) => {
    const payload = getPayload()
    const loaded = (await loadForm(payload, formId))!
    const secret = settings().secret
    const now = Date.now()
    return processSubmission({
      payload,
      formId,
      pairs: [
        ...formStateInputs(loaded, { sourcePage: 1, targetPage: 0 }).filter(([name]) => name !== 'gform_save'),
        ...answers,
        ['sp_event_token', issueEventToken(secret, formScope(formId), now - 30_000)],
        ['sp_signals', JSON.stringify({ ...EMPTY_SIGNALS, keys: 20, focuses: 4, msToSubmit: 30_000 })],
        ['version_hash', versionHash(secret, formId)],
        ...extra,
      ],
      now,
      today: new Date().toISOString().slice(0, 10),
      secret,
      client: {
        ip: '203.0.113.44',
        userAgent: 'Integration test',
        sourceUrl: 'http://localhost:3000/contact',
        secFetchMode: 'cors',
        acceptLanguage: 'nl-NL,nl;q=0.9',
      },
    })
  }

  describe(`${label}: saved drafts keep their values`, () => {
    it('e-mailing the resume link records the address and keeps every value', async () => {
      const payload = getPayload()
      const created = await payload.create({
        collection: 'forms',
        data: docFromForm(form(`Drafts ${label}: send link`)) as never,
        overrideAccess: true,
      })
      const formId = Number(created.id)
      const saved = await post(formId, [['gform_save', '1']])
      const token = saved.kind === 'form' ? saved.state.saved?.token : undefined
      expect(token).toMatch(/^[0-9a-f]{48}$/)
      expect((await loadDraft(payload, token!))?.pairs).toEqual(expect.arrayContaining(answers))

      const sent = await post(formId, [
        ['gform_send_resume_link', '1'],
        ['gform_resume_email', 'grietje@visser.example'],
        ['gform_resume_token', token!],
      ])
      expect(sent.kind === 'form' ? sent.state.saved?.sentTo : undefined).toBe('grietje@visser.example')
      const draft = (await findDraft(payload, token!))!
      expect(draft.pairs).toEqual(expect.arrayContaining(answers))
      const stored = await storedValues(draft.id)
      expect(Array.isArray(stored) && stored.every((row) => Array.isArray(row))).toBe(true)
      const doc = await payload.findByID({ collection: 'form-drafts', id: draft.id, overrideAccess: true, depth: 0 })
      expect(doc.email).toBe('grietje@visser.example')
    })

    it('a draft stored with its pairs spread into objects opens whole, and the migration writes it back as pairs', async () => {
      const payload = getPayload()
      const created = await payload.create({
        collection: 'forms',
        data: docFromForm(form(`Drafts ${label}: repaired`)) as never,
        overrideAccess: true,
      })
      const token = 'ab'.repeat(24)
      const draft = await payload.create({
        collection: 'form-drafts',
        data: {
          form: created.id,
          tokenHash: hashToken(token),
          page: 1,
          values: answers,
          uniqueId: '',
          email: 'grietje@visser.example',
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        },
        overrideAccess: true,
      })
      // As the send-link write left it before the fix, written past Payload.
      const broken = answers.map(([name, value]) => ({ 0: name, 1: value }))
      const db = payload.db as unknown as Db
      await db.execute({
        drizzle: db.drizzle,
        raw: `UPDATE form_drafts SET "values" = ${literal(JSON.stringify(broken))} WHERE id = ${literal(String(draft.id))}`,
      })
      expect(await storedValues(draft.id)).toEqual(broken)

      // Read before the migration: every value is there.
      expect((await loadDraft(payload, token))?.pairs).toEqual(answers)

      const repair = sqlite ? sqliteRepair : postgresRepair
      await repair.up({ db: db.drizzle, payload, req: {} } as never)
      expect(await storedValues(draft.id)).toEqual(answers)
      expect((await loadDraft(payload, token))?.pairs).toEqual(answers)
    })
  })
}

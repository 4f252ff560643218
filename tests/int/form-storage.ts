/**
 * Form fields move from one table per field type into one JSON column (migration
 * `*_form_fields_json`), tested on a database made by the schema before it: migrated to the
 * version before, filled with the rows that version stored (tests/fixtures/form-storage), then
 * migrated, read back, taken down and up again. Run by form-storage-sqlite.test.ts and
 * form-storage-postgres.test.ts, each in its own process and database.
 */
import fs from 'node:fs'
import path from 'node:path'

import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { withSubInputRows } from '../../src/core/forms/sub-inputs'
import { formFromDoc } from '../../src/features/forms/model'
import { loadForm } from '../../src/features/forms/process'
import { renderForm } from '../../src/core/forms/markup'
import { closePayload } from '../support/payload'

type Dialect = 'sqlite' | 'postgres'
type Expected = {
  forms: { id: number; title: string; lastFieldId: number; fields: Record<string, unknown>[]; engine: unknown }[]
  entries: { id: number; form: number; values: Record<string, unknown>; summary: string }[]
}
type Migration = { name: string; down(args: { db: unknown; payload: Payload; req: unknown }): Promise<void> }

/** A builder row without its sub-label table. */
const withoutSubInputs = (row: object): object => {
  const { subInputs: _table, ...rest } = row as Record<string, unknown>
  return rest
}

const FIXTURES = path.join(import.meta.dirname, '../fixtures/form-storage')

export function formStorageSuite(dialect: Dialect): void {
  const expected = JSON.parse(fs.readFileSync(path.join(FIXTURES, `${dialect}-expected.json`), 'utf8')) as Expected
  let payload: Payload
  let migrations: Migration[]
  /** Field ids given since the migration: never given again, so the highest id stays raised. */
  const lastFieldIds = new Map<number, number>()

  /** Runs plain SQL text (the fixture's statements, or a query) on the adapter's own connection. */
  async function query(text: string): Promise<Record<string, unknown>[]> {
    const db = payload.db as unknown as {
      client?: { execute(sql: string): Promise<{ rows: Record<string, unknown>[] }>; executeMultiple(sql: string): Promise<void> }
      pool?: { query(sql: string): Promise<{ rows: Record<string, unknown>[] }> }
    }
    if (dialect === 'sqlite') return (await db.client!.execute(text)).rows
    return (await db.pool!.query(text)).rows
  }

  async function fieldTables(): Promise<string[]> {
    const rows =
      dialect === 'sqlite'
        ? await query(`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'ff\\_%' ESCAPE '\\'`)
        : await query(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename LIKE 'ff\\_%'`)
    return rows.map((r) => String(r.name))
  }

  async function expectFormsAsBefore(): Promise<void> {
    const { docs } = await payload.find({ collection: 'forms', pagination: false, depth: 0, overrideAccess: true, sort: 'id' })
    expect(docs.map((d) => d.id)).toEqual(expected.forms.map((f) => f.id))
    for (const before of expected.forms) {
      const doc = docs.find((d) => d.id === before.id)!
      // Read in today's shape: a name's and an address's switches become their sub-label table
      // (which Payload fills out with its defaults); what it means is checked on the engine's form below.
      expect(doc.fields?.map(withoutSubInputs), before.title).toEqual(before.fields.map(withSubInputRows).map(withoutSubInputs))
      expect(doc.lastFieldId).toBe(lastFieldIds.get(before.id) ?? before.lastFieldId)
      expect(JSON.parse(JSON.stringify(formFromDoc(doc as never))), before.title).toEqual(before.engine)
      // The stored column itself is never sent out.
      expect(doc).not.toHaveProperty('fieldList')
    }
  }

  beforeAll(async () => {
    const { default: config } = await import('../../src/payload.config')
    payload = await getPayload({ config })
    migrations = (
      dialect === 'sqlite' ? await import('../../src/migrations/sqlite') : await import('../../src/migrations/postgres')
    ).migrations as Migration[]
    const at = migrations.findIndex((m) => m.name.endsWith('_form_fields_json'))
    expect(at).toBeGreaterThan(0)
    await payload.db.migrate({ migrations: migrations.slice(0, at) as never })
    const statements = fs.readFileSync(path.join(FIXTURES, `${dialect}.sql`), 'utf8')
    if (dialect === 'sqlite') {
      const db = payload.db as unknown as { client: { executeMultiple(sql: string): Promise<void> } }
      // The dump lists tables by name, not by what refers to what (`ff_rep_sub` before `ff_repeater`).
      await db.client.executeMultiple(`PRAGMA foreign_keys = OFF;\n${statements}\nPRAGMA foreign_keys = ON;`)
    } else {
      await query(statements)
    }
    expect((await fieldTables()).length).toBe(71)
    await payload.db.migrate({ migrations: migrations as never })
  })
  afterAll(async () => {
    await closePayload(payload)
  })

  describe(`${dialect}: form fields stored as JSON`, () => {
    it('the migration moves every form, its field ids, order and settings, and drops the 71 field tables', async () => {
      expect(await fieldTables()).toEqual([])
      await expectFormsAsBefore()
    })

    it('keeps the entries, and each still reads against its form', async () => {
      const { docs } = await payload.find({
        collection: 'form-entries',
        pagination: false,
        depth: 0,
        overrideAccess: true,
        sort: 'id',
      })
      expect(docs.map((e) => ({ id: e.id, form: e.form, values: e.values, summary: e.summary }))).toEqual(expected.entries)
      const contact = await loadForm(payload, expected.entries[0]!.form)
      const fieldIds = new Set(contact!.fields.map((f) => String(f.id)))
      for (const key of Object.keys(expected.entries[0]!.values)) expect(fieldIds.has(key.split('.')[0]!), key).toBe(true)
      expect(renderForm(contact!, { values: {} }, { action: '/contact' } as never)).toContain('input_1.3')
    })

    it('an update without fields keeps them; with fields, it stores them and gives new ones ids above every earlier id', async () => {
      const quote = expected.forms.find((f) => f.title === 'Request a quote')!
      await payload.update({ collection: 'forms', id: quote.id, data: { title: 'Request a quote' }, overrideAccess: true })
      const kept = await payload.findByID({ collection: 'forms', id: quote.id, depth: 0, overrideAccess: true })
      expect(kept.fields?.map(withoutSubInputs)).toEqual(quote.fields.map(withSubInputRows).map(withoutSubInputs))
      const added = await payload.update({
        collection: 'forms',
        id: quote.id,
        data: { fields: [...quote.fields, { blockType: 'ff_text', label: 'Purchase order number' }] as never },
        overrideAccess: true,
      })
      expect(added.fields?.at(-1)).toMatchObject({ label: 'Purchase order number', fieldId: quote.lastFieldId + 1 })
      const read = await payload.findByID({ collection: 'forms', id: quote.id, depth: 0, overrideAccess: true })
      expect(read.fields).toHaveLength(quote.fields.length + 1)
      expect(read.lastFieldId).toBe(quote.lastFieldId + 1)
      lastFieldIds.set(quote.id, quote.lastFieldId + 1)
      // Stored as JSON, the rows are still checked field by field.
      await expect(
        payload.update({
          collection: 'forms',
          id: quote.id,
          data: { fields: [...quote.fields, { blockType: 'ff_select', label: 'Colour', choices: [{ value: 'red' }] }] as never },
          overrideAccess: true,
        }),
      ).rejects.toThrow(/Choices 1 > Label/)
      // Back as it was, for the round trip below.
      await payload.update({ collection: 'forms', id: quote.id, data: { fields: quote.fields as never }, overrideAccess: true })
    })

    it('goes back to the field tables and forward again without losing a setting', async () => {
      // As `payload migrate:down` runs it (which reads the migration files themselves from disk).
      const last = migrations.find((m) => m.name.endsWith('_form_fields_json'))!
      await last.down({ db: (payload.db as unknown as { drizzle: unknown }).drizzle, payload, req: {} })
      await payload.delete({ collection: 'payload-migrations', where: { name: { equals: last.name } } })
      expect((await fieldTables()).length).toBe(71)
      const stored = await query(`SELECT COUNT(*) AS n FROM ff_text`)
      expect(Number(stored[0]!.n)).toBeGreaterThan(0)
      await payload.db.migrate({ migrations: migrations as never })
      expect(await fieldTables()).toEqual([])
      await expectFormsAsBefore()
    })
  })
}

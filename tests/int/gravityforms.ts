/**
 * The Gravity Forms importer against the real database, with every export file in
 * tests/fixtures/gravityforms (copied byte for byte from the shared fixtures): through the
 * admin's endpoint and through the command line.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { renderForm } from '../../src/core/forms/markup'
import { importGravityFormsHandler } from '../../src/features/gravityforms/endpoints'
import { loadForm } from '../../src/features/forms/process'
import { renderOptions } from '../../src/features/forms/render'

const SITE = 'http://localhost:3000'
const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/gravityforms')
const files = readdirSync(FIXTURES).filter((f) => f.endsWith('.json'))

type Created = { id: number; title: string; fields: number }
type Answer = {
  ok: boolean
  created: Created[]
  failed: unknown[]
  issues: { kind: string; fieldType?: string; fieldId?: number }[]
  error?: string
}

function post(payload: Payload, body: string, user: unknown, origin = SITE) {
  const request = new Request(`${SITE}/api/forms/import-gravityforms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body,
  })
  return importGravityFormsHandler(Object.assign(request, { payload, user }) as unknown as PayloadRequest)
}

export function gravityFormsTests(label: string, getPayload: () => Payload): void {
  describe(`${label}: Gravity Forms import`, () => {
    it('has export files to test with', () => {
      expect(files.length).toBeGreaterThanOrEqual(2)
    })

    for (const file of files) {
      it(`imports ${file}: every form saved, unsupported types reported, no script rendered`, async () => {
        const payload = getPayload()
        const admin = (await payload.find({ collection: 'users', where: { email: { equals: process.env.ADMIN_EMAIL } } })).docs[0]
        const text = readFileSync(path.join(FIXTURES, file), 'utf8')
        expect((await post(payload, text, null)).status).toBe(401)
        expect((await post(payload, text, admin, 'https://evil.example')).status).toBe(403)
        const res = await post(payload, text, admin)
        const answer = (await res.json()) as Answer
        expect(res.status, JSON.stringify(answer)).toBe(200)
        const exported = Object.keys(JSON.parse(text) as object).filter((k) => /^\d+$/.test(k)).length
        expect(answer.created).toHaveLength(exported)
        expect(answer.failed).toEqual([])
        const source = JSON.stringify(JSON.parse(text))
        for (const issue of answer.issues.filter((i) => i.kind === 'unsupported-field')) {
          expect(source).toContain(`"type":"${issue.fieldType}"`)
        }
        for (const created of answer.created) {
          const form = await loadForm(payload, created.id)
          expect(form?.fields.length).toBe(created.fields)
          const markup = renderForm(
            form!,
            { values: {} },
            renderOptions({
              action: '/x',
              formId: created.id,
              secret: 'f'.repeat(64),
              displayTitle: true,
              displayDescription: true,
            }),
          )
          // The only script element is the form's own JSON config, which no browser runs.
          expect((markup.match(/<script\b[^>]*>/gi) ?? []).filter((tag) => !/type="application\/json"/.test(tag))).toEqual([])
          expect(markup).not.toContain('descriptionTemplate')
          expect(markup).not.toMatch(/\son[a-z]+=/i)
        }
      })
    }

    it('reports the add-on field of the photo uploader by itself', async () => {
      const payload = getPayload()
      const admin = (await payload.find({ collection: 'users', where: { email: { equals: process.env.ADMIN_EMAIL } } })).docs[0]
      const res = await post(payload, readFileSync(path.join(FIXTURES, 'photo-uploader-gf2.5.json'), 'utf8'), admin)
      const answer = (await res.json()) as Answer
      expect(answer.issues.filter((i) => i.kind === 'unsupported-field')).toEqual([
        expect.objectContaining({ fieldId: 27, fieldType: 'useyourdrive' }),
      ])
    })

    it('refuses what is not an export with a clear message, and imports nothing', async () => {
      const payload = getPayload()
      const admin = (await payload.find({ collection: 'users', where: { email: { equals: process.env.ADMIN_EMAIL } } })).docs[0]
      const before = (await payload.count({ collection: 'forms', overrideAccess: true })).totalDocs
      const res = await post(payload, '<html>not json</html>', admin)
      expect(res.status).toBe(400)
      expect(((await res.json()) as Answer).error).toContain('not a Gravity Forms export')
      expect((await payload.count({ collection: 'forms', overrideAccess: true })).totalDocs).toBe(before)
    })

    it('imports from the command line and says what it did', () => {
      const result = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'src/server/cli/import-gravityforms.ts', ...files.map((f) => path.join(FIXTURES, f))],
        { env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8', timeout: 240_000 },
      )
      expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0)
      expect(result.stdout).toMatch(/Imported "Photo Uploader" as form \d+ with 25 fields\./)
      expect(result.stdout).toContain('useyourdrive, which this site does not support')
      expect(result.stdout).toMatch(/Imported "Create New User Story" as form \d+/)
    })
  })
}

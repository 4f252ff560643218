/**
 * Saves the forms of a Gravity Forms export (read by core/gravityforms/import.ts) as forms
 * of the site. Used by the admin's import screen and by `npm run import:gravityforms`.
 * Each form is saved on its own: one that the site refuses is reported with the reason and
 * the others are still imported.
 */
import type { Payload } from 'payload'

import { importGravityForms, type ImportIssue } from '../../core/gravityforms/import'
import { firstAdminEmail } from '../forms/admin-email'
import { docFromForm } from '../forms/model'
import { sanitizeFormHtml } from '../forms/sanitize'

export type SavedImport =
  | { ok: false; error: string }
  | {
      ok: true
      version: string
      created: { id: number | string; title: string; fields: number }[]
      failed: { title: string; error: string }[]
      issues: ImportIssue[]
    }

export async function saveGravityFormsImport(payload: Payload, input: string): Promise<SavedImport> {
  const result = importGravityForms(input, { sanitizeHtml: sanitizeFormHtml, adminEmail: await firstAdminEmail(payload) })
  if (!result.ok) return result
  const created: { id: number | string; title: string; fields: number }[] = []
  const failed: { title: string; error: string }[] = []
  for (const { form } of result.forms) {
    try {
      const doc = await payload.create({ collection: 'forms', data: docFromForm(form) as never, overrideAccess: true })
      created.push({ id: doc.id, title: form.title, fields: form.fields.length })
    } catch (error) {
      failed.push({ title: form.title, error: error instanceof Error ? error.message : String(error) })
    }
  }
  return { ok: true, version: result.version, created, failed, issues: result.issues }
}

/** The report as lines of text, for the command line. */
export function importReport(result: SavedImport): string[] {
  if (!result.ok) return [result.error]
  return [
    `Gravity Forms ${result.version || '(version not given)'} export.`,
    ...result.created.map((c) => `Imported "${c.title}" as form ${String(c.id)} with ${c.fields} fields.`),
    ...result.failed.map((f) => `Not imported: "${f.title}": ${f.error}`),
    ...result.issues.map((i) => `${i.form}: ${i.message}`),
  ]
}

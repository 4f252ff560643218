/**
 * POST /api/forms/import-gravityforms (staff, from the admin only): the body is the export
 * file's text, at most 5 MB. Answers with the forms made and everything not imported as is.
 */
import type { Endpoint, PayloadHandler } from 'payload'

import { answer, readLimited } from '../analytics/http'
import { fromAdmin, staffOnly } from '../entries/access'
import { saveGravityFormsImport } from './import'

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024

export const importGravityFormsHandler: PayloadHandler = async (req) => {
  const refused = staffOnly(req)
  if (refused) return refused
  if (!fromAdmin(req)) return answer(403, { error: 'Send this from the admin.' })
  const text = await readLimited(
    req as unknown as { body: ReadableStream<Uint8Array> | null; headers: Headers },
    IMPORT_MAX_BYTES,
  )
  if (text === null) return answer(413, { error: 'The file is larger than 5 MB.' })
  if (!text.trim()) return answer(400, { error: 'Choose a Gravity Forms export file (.json).' })
  const result = await saveGravityFormsImport(req.payload, text)
  return answer(result.ok ? 200 : 400, result)
}

export const gravityFormsEndpoints: Endpoint[] = [
  { path: '/import-gravityforms', method: 'post', handler: importGravityFormsHandler },
]

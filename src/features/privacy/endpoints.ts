/**
 * Personal data requests, staff only (under /api/form-entries):
 *   GET  /personal-data?email=<address>   everything kept about the address, as a JSON download
 *   POST /personal-data/erase             body `{ "email": "<address>" }`: deletes it
 */
import type { Endpoint, PayloadHandler } from 'payload'

import { normaliseEmail } from '../../core/privacy/retention'
import { answer } from '../analytics/http'
import { fromAdmin, staffOnly } from '../entries/access'
import { erasePersonalData, exportPersonalData } from './personal-data'

export const personalDataExport: PayloadHandler = async (req) => {
  const refused = staffOnly(req)
  if (refused) return refused
  const email = normaliseEmail(new URL(req.url ?? 'http://localhost/').searchParams.get('email') ?? '')
  if (!email) return answer(400, { error: 'Enter one e-mail address.' })
  const data = await exportPersonalData(req.payload, email)
  const name = `personal-data-${email.replace(/[^a-z0-9.-]+/g, '_')}.json`
  return answer(200, data, { 'Content-Disposition': `attachment; filename="${name}"` })
}

export const personalDataErase: PayloadHandler = async (req) => {
  const refused = staffOnly(req)
  if (refused) return refused
  if (!fromAdmin(req)) return answer(403, { error: 'Send this from the admin.' })
  let raw = ''
  try {
    const body = (await req.json?.()) as { email?: unknown } | undefined
    raw = typeof body?.email === 'string' ? body.email : ''
  } catch {
    return answer(400, { error: 'Enter one e-mail address.' })
  }
  const email = normaliseEmail(raw)
  if (!email) return answer(400, { error: 'Enter one e-mail address.' })
  const result = await erasePersonalData(req.payload, email)
  return answer(200, {
    ...result,
    message: `Erased ${result.entries} entr${result.entries === 1 ? 'y' : 'ies'}, ${result.drafts} saved draft${result.drafts === 1 ? '' : 's'}, ${result.files} uploaded file${result.files === 1 ? '' : 's'} and ${result.emails} e-mail${result.emails === 1 ? '' : 's'} for ${email}.`,
  })
}

export const privacyEndpoints: Endpoint[] = [
  { path: '/personal-data', method: 'get', handler: personalDataExport },
  { path: '/personal-data/erase', method: 'post', handler: personalDataErase },
]

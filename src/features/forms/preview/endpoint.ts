/**
 * POST /api/forms/preview (staff, from the admin only): the form as the builder holds it, saved
 * or not, rendered by the same engine and markup visitors get (core/forms/markup.ts). The body is
 * the edit view's values as JSON, at most 1 MB; one address may ask 120 times a minute (the panel
 * asks once per pause in typing). Answers `{ html, problems }`: problems are what
 * saving would refuse, so staff see them while they build.
 */
import type { Endpoint, PayloadHandler } from 'payload'

import { requestAddress } from '../../../core/http/client-ip'
import { formProblems } from '../../../core/forms/definition'
import { UnknownFieldTypeError } from '../../../core/forms/fields'
import { renderForm } from '../../../core/forms/markup'
import { initialValues } from '../../../core/forms/merge-tags'
import { rateLimiter } from '../../../server/rate-limiters'
import { settings } from '../../../server/settings'
import { answer, readLimited } from '../../analytics/http'
import { fromAdmin, staffOnly } from '../../entries/access'
import { assignFieldIds } from '../field-ids'
import { formFromDoc } from '../model'
import { withPictures } from '../pictures'
import type { Form } from '../../../core/forms/types'
import { renderOptions } from '../render'

export const PREVIEW_MAX_BYTES = 1024 * 1024
export const previewLimiter = rateLimiter('form-preview', { capacity: 120, refillPerMinute: 120 })

export type FormPreview = { html: string; problems: string[] }

/**
 * The preview of a form's edit-view values; never throws for what staff can type. `pictures` puts
 * the image choices' pictures on the form, as visitors get them (`withPictures`).
 */
export async function previewOf(
  values: Record<string, unknown>,
  secret: string,
  pictures: (form: Form) => Promise<Form> = async (form) => form,
): Promise<FormPreview> {
  const rows = (Array.isArray(values.fields) ? values.fields : []).map((r) => ({ ...(r as Record<string, unknown>) }))
  // Fields added since the last save have no id yet: number them as saving will.
  assignFieldIds(rows, Number(values.lastFieldId ?? 0))
  const id = Number(values.id)
  let form
  try {
    form = formFromDoc({ ...values, fields: rows, id: Number.isInteger(id) && id > 0 ? id : 0 })
  } catch (err) {
    if (err instanceof UnknownFieldTypeError) return { html: '', problems: [err.message] }
    throw err
  }
  form = await pictures(form)
  const options = renderOptions({ action: '#', displayTitle: true, displayDescription: true, formId: form.id, secret })
  return {
    html: renderForm(form, { values: initialValues(form, { context: options.context }) }, options),
    problems: formProblems(form).map((p) => p.message),
  }
}

export const formPreviewHandler: PayloadHandler = async (req) => {
  const refused = staffOnly(req)
  if (refused) return refused
  if (!fromAdmin(req)) return answer(403, { error: 'Send this from the admin.' })
  const decision = await previewLimiter.take(requestAddress(req.headers), Date.now())
  if (!decision.allowed) {
    return answer(
      429,
      { error: 'Too many previews at once. The preview follows again in a moment.' },
      { 'Retry-After': String(decision.retryAfterSeconds) },
    )
  }
  const text = await readLimited(
    req as unknown as { body: ReadableStream<Uint8Array> | null; headers: Headers },
    PREVIEW_MAX_BYTES,
  )
  if (text === null) return answer(413, { error: 'The form is larger than 1 MB.' })
  let values: unknown
  try {
    values = JSON.parse(text)
  } catch {
    return answer(400, { error: 'Send the form as JSON.' })
  }
  if (!values || typeof values !== 'object' || Array.isArray(values)) return answer(400, { error: 'Send the form as JSON.' })
  return answer(
    200,
    await previewOf(values as Record<string, unknown>, settings().secret, (form) => withPictures(req.payload, form)),
  )
}

export const formPreviewEndpoints: Endpoint[] = [{ path: '/preview', method: 'post', handler: formPreviewHandler }]

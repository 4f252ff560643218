/**
 * Trying a notification from the form editor (staff only, from the admin only):
 *   POST /api/forms/notification-preview   the e-mail one entry's answers would give, not sent
 *   POST /api/forms/notification-test      that e-mail, sent to the signed-in staff member
 * Both take the edit view's values as JSON (`{ form, notificationId, index, entryId? }`, at most
 * 1 MB), so unsaved edits of the notification are what is shown and sent. The answers are the
 * chosen entry's, else the form's latest entry's, else made-up ones (core/notifications/sample.ts).
 * The test goes through the site's ordinary e-mail path (payload.sendEmail: SMTP, or the Outbox
 * without SMTP_URL), to the staff member's own address only, whatever the notification's
 * recipients are; a person may send 10 a minute, so a button held down sends no flood.
 */
import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'

import { entryValues, valuesFromEntry } from '../../core/entries/values'
import { requestAddress } from '../../core/http/client-ip'
import { computeVisibility, matchingNotifications } from '../../core/forms/logic'
import type { Form, Notification } from '../../core/forms/types'
import { composeNotification, type ComposedEmail } from '../../core/notifications/compose'
import { sampleEntry } from '../../core/notifications/sample'
import { UnknownFieldTypeError } from '../../core/forms/fields'
import { rateLimiter } from '../../server/rate-limiters'
import { answer, readLimited } from '../analytics/http'
import { sanitizeEmailHtml } from '../email/sanitize'
import { fromAdmin, staffOnly } from '../entries/access'
import { assignFieldIds } from '../forms/field-ids'
import { formFromDoc } from '../forms/model'
import { sanitizeFormHtml, sanitizeMerged } from '../forms/sanitize'
import { brandedLayout, loadEmailBrand } from './brand'
import { entryUrl } from './notify'

export const TRY_MAX_BYTES = 1024 * 1024
/** How many of the form's latest entries the preview offers to choose from. */
export const ENTRY_CHOICES = 20
const previewLimiter = rateLimiter('notification-preview', { capacity: 60, refillPerMinute: 60 })
const testLimiter = rateLimiter('notification-test', { capacity: 10, refillPerMinute: 10 })

type Row = Record<string, unknown>
type Id = number | string

export type EntryChoice = { id: Id; label: string }
export type NotificationTry = {
  subject: string
  from: string
  to: string[]
  bcc: string[]
  replyTo?: string
  html: string
  text: string
  /** Whose answers: an entry's id, or null for made-up answers. */
  entryId: Id | null
  entries: EntryChoice[]
  /** What staff should know: the notification is off, or its conditions do not match these answers. */
  notes: string[]
}

type Body = { form: Row; notificationId?: string; index?: number; entryId?: Id }

function bodyOf(value: unknown): Body | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const v = value as Row
  if (!v.form || typeof v.form !== 'object' || Array.isArray(v.form)) return null
  return {
    form: v.form as Row,
    notificationId: typeof v.notificationId === 'string' ? v.notificationId : undefined,
    index: typeof v.index === 'number' && Number.isInteger(v.index) ? v.index : undefined,
    entryId: typeof v.entryId === 'number' || (typeof v.entryId === 'string' && /^\d+$/.test(v.entryId)) ? v.entryId : undefined,
  }
}

/** The form as the editor holds it (fields added since the last save numbered as saving will). */
function editedForm(values: Row): Form {
  const rows = (Array.isArray(values.fields) ? values.fields : []).map((r) => ({ ...(r as Row) }))
  assignFieldIds(rows, Number(values.lastFieldId ?? 0))
  const id = Number(values.id)
  return formFromDoc({ ...values, fields: rows, id: Number.isInteger(id) && id > 0 ? id : 0 })
}

const dateLabel = (iso: unknown) => (typeof iso === 'string' ? iso.replace('T', ' ').slice(0, 16) + ' UTC' : '')

/** The form's latest entries to choose from, newest first (spam and trash left out). */
async function latestEntries(req: PayloadRequest, formId: number): Promise<Row[]> {
  if (!formId) return []
  const { docs } = await req.payload.find({
    collection: 'form-entries',
    where: { and: [{ form: { equals: formId } }, { status: { equals: 'active' } }] },
    sort: '-createdAt',
    limit: ENTRY_CHOICES,
    depth: 0,
    overrideAccess: true,
    select: { createdAt: true, summary: true, values: true, meta: true },
  })
  return docs as unknown as Row[]
}

type Composed = {
  mail: ComposedEmail | null
  notification: Notification
  entryId: Id | null
  entries: EntryChoice[]
  notes: string[]
}

async function compose(req: PayloadRequest, body: Body, recipient?: string): Promise<Composed | Response> {
  let form: Form
  try {
    form = editedForm(body.form)
  } catch (err) {
    if (err instanceof UnknownFieldTypeError) return answer(400, { error: err.message })
    throw err
  }
  const notification =
    form.notifications.find((n) => body.notificationId !== undefined && n.id === body.notificationId) ??
    (body.index !== undefined ? form.notifications[body.index] : undefined)
  if (!notification) return answer(404, { error: 'This notification is not in the form. Save the form and try again.' })

  const entries = await latestEntries(req, form.id)
  let chosen: Row | null | undefined =
    body.entryId === undefined ? entries[0] : entries.find((e) => String(e.id) === String(body.entryId))
  if (body.entryId !== undefined && !chosen) {
    // An older entry than the list offers: only one of this form's.
    const doc = (await req.payload.findByID({
      collection: 'form-entries',
      id: body.entryId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })) as unknown as Row | null
    if (!doc || String(doc.form) !== String(form.id)) return answer(404, { error: 'That entry is not one of this form’s.' })
    chosen = doc
  }
  const values = valuesFromEntry(form, entryValues(chosen ? chosen.values : sampleEntry(form)))
  const visibility = computeVisibility(form, values)
  const meta = (chosen?.meta as Row | null | undefined) ?? {}
  const entryId = chosen ? (chosen.id as Id) : null

  const notes: string[] = []
  if (!chosen) notes.push('The form has no entry yet, so the answers are made up.')
  if (!notification.isActive) notes.push('This notification is switched off: entries do not send it.')
  else if (!matchingNotifications(form, values, visibility).some((n) => n.id === notification.id))
    notes.push('Its conditions do not match these answers: this entry would not send it.')

  const target: Notification = recipient ? { ...notification, toType: 'email', toEmails: [recipient], bcc: [] } : notification
  const mail = composeNotification(form, target, {
    values,
    visibility,
    context: {
      today: (typeof chosen?.createdAt === 'string' ? chosen.createdAt : new Date().toISOString()).slice(0, 10),
      ip: typeof meta.ip === 'string' ? meta.ip : undefined,
      userAgent: typeof meta.userAgent === 'string' ? meta.userAgent : undefined,
      embedUrl: typeof meta.sourceUrl === 'string' ? meta.sourceUrl : undefined,
      entryId: entryId ?? 0,
      entryUrl: entryId !== null ? entryUrl(entryId) : undefined,
    },
    sanitizeHtml: sanitizeFormHtml,
    sanitizeMerged,
    layout: brandedLayout(await loadEmailBrand(req.payload)),
  })
  const choices = entries.map((e) => {
    const summary = typeof e.summary === 'string' ? e.summary.trim() : ''
    return { id: e.id as Id, label: `${dateLabel(e.createdAt)}${summary ? ` · ${summary.slice(0, 60)}` : ''}` }
  })
  return { mail, notification, entryId, entries: choices, notes }
}

async function readBody(req: PayloadRequest): Promise<Body | Response> {
  const text = await readLimited(req as unknown as { body: ReadableStream<Uint8Array> | null; headers: Headers }, TRY_MAX_BYTES)
  if (text === null) return answer(413, { error: 'The form is larger than 1 MB.' })
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return answer(400, { error: 'Send the form as JSON.' })
  }
  return bodyOf(parsed) ?? answer(400, { error: 'Send the form and the notification.' })
}

const fromHeader = (req: PayloadRequest, mail: ComposedEmail) =>
  `${mail.fromName || req.payload.email.defaultFromName} <${req.payload.email.defaultFromAddress}>`

export const previewNotification: PayloadHandler = async (req) => {
  const refused = staffOnly(req)
  if (refused) return refused
  if (!fromAdmin(req)) return answer(403, { error: 'Send this from the admin.' })
  const decision = await previewLimiter.take(`${String(req.user!.id)}|${requestAddress(req.headers)}`, Date.now())
  if (!decision.allowed)
    return answer(
      429,
      { error: 'Too many previews at once. Try again in a moment.' },
      { 'Retry-After': String(decision.retryAfterSeconds) },
    )
  const body = await readBody(req)
  if (body instanceof Response) return body
  const result = await compose(req, body)
  if (result instanceof Response) return result
  const { mail, notification, entryId, entries, notes } = result
  if (!mail) {
    // No recipient for these answers (an e-mail field left empty): show the message all the same.
    const shown = await compose(req, body, 'nobody@example.invalid')
    if (shown instanceof Response || !shown.mail) return answer(200, { error: 'This notification could not be composed.' })
    notes.push(
      notification.toType === 'field'
        ? 'It has no recipient for these answers: the e-mail field it is sent to is empty or not a single address.'
        : 'It has no valid recipient address.',
    )
    return answer(200, tryOf(req, { ...shown.mail, to: [] }, entryId, entries, notes))
  }
  return answer(200, tryOf(req, mail, entryId, entries, notes))
}

function tryOf(
  req: PayloadRequest,
  mail: ComposedEmail,
  entryId: Id | null,
  entries: EntryChoice[],
  notes: string[],
): NotificationTry {
  return {
    subject: mail.subject,
    from: fromHeader(req, mail),
    to: mail.to,
    bcc: mail.bcc,
    replyTo: mail.replyTo,
    html: sanitizeEmailHtml(mail.html),
    text: mail.text,
    entryId,
    entries,
    notes,
  }
}

export const testNotification: PayloadHandler = async (req) => {
  const refused = staffOnly(req)
  if (refused) return refused
  if (!fromAdmin(req)) return answer(403, { error: 'Send this from the admin.' })
  const address = typeof req.user?.email === 'string' ? req.user.email : ''
  if (!address) return answer(409, { error: 'Your account has no e-mail address to send the test to.' })
  const decision = await testLimiter.take(`${String(req.user!.id)}|${address.toLowerCase()}`, Date.now())
  if (!decision.allowed)
    return answer(
      429,
      { error: `You sent many tests in a row. Try again in ${decision.retryAfterSeconds} seconds.` },
      { 'Retry-After': String(decision.retryAfterSeconds) },
    )
  const body = await readBody(req)
  if (body instanceof Response) return body
  const result = await compose(req, body, address)
  if (result instanceof Response) return result
  const mail = result.mail
  if (!mail) return answer(409, { error: 'This notification could not be composed.' })
  const subject = `[Test] ${mail.subject}`
  try {
    await req.payload.sendEmail({
      to: address,
      from: { name: mail.fromName || req.payload.email.defaultFromName, address: req.payload.email.defaultFromAddress },
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      subject,
      html: mail.html,
      text: mail.text,
    })
  } catch (err) {
    req.payload.logger.error({ err }, 'Test notification e-mail could not be sent')
    return answer(502, { error: `The mail server refused the test e-mail: ${(err as Error).message}` })
  }
  const outbox = req.payload.email.name === 'outbox'
  return answer(200, {
    to: address,
    outbox,
    message: outbox
      ? `Test sent to ${address}. Without a mail server it is kept in Settings › Outbox.`
      : `Test sent to ${address}.`,
  })
}

export const notificationTryEndpoints: Endpoint[] = [
  { path: '/notification-preview', method: 'post', handler: previewNotification },
  { path: '/notification-test', method: 'post', handler: testNotification },
]

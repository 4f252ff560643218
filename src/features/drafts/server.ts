/**
 * Save and continue: drafts of a whole form (every page's values, the files uploaded so
 * far, the page the visitor was on), their resume links and the e-mail that sends one.
 * The processor calls `handleDraft` for save-continue and send-link posts; the resume route
 * calls `loadDraft`.
 */
import { SEND_LINK_MESSAGES } from '../../core/antispam/auto-reply'
import type { SendLinkRefusal } from '../antispam/assess'
import { createHash, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { DRAFT_MESSAGES, type SavedView } from '../../core/drafts/markup'
import { draftPairs } from '../../core/drafts/values'
import { draftExpiry, isResumeToken, resumeUrl, tokenFromBytes, TOKEN_BYTES } from '../../core/drafts/token'
import { isValidEmail } from '../../core/forms/formats'
import { escapeHtml } from '../../core/forms/escape'
import type { RenderState } from '../../core/forms/markup'
import type { SubmissionMeta } from '../../core/forms/protocol'
import type { SubmissionOutcome } from '../../core/forms/submission'
import type { Form } from '../../core/forms/types'
import { toPairs, type Values } from '../../core/forms/values'
import { ensureUniqueId } from '../../core/uploads/rules'
import { keepUploads } from '../uploads/records'
import { uploadSettings } from '../uploads/storage'

export const hashToken = (token: string) => createHash('sha256').update(`form-draft:${token}`).digest('hex')

export type Draft = {
  id: number | string
  formId: number
  pairs: [string, string][]
  page: number
  uniqueId: string
  expiresAt: Date
}

type DraftDoc = {
  id: number | string
  form: number | { id: number }
  page: number
  values: unknown
  uniqueId?: string | null
  expiresAt: string
}

function toDraft(doc: DraftDoc): Draft {
  return {
    id: doc.id,
    formId: typeof doc.form === 'object' ? doc.form.id : doc.form,
    pairs: draftPairs(doc.values).pairs,
    page: doc.page || 1,
    uniqueId: doc.uniqueId ?? '',
    expiresAt: new Date(doc.expiresAt),
  }
}

/** The draft a token opens, or null when there is none or it has expired. */
export async function loadDraft(payload: Payload, token: string, now = Date.now()): Promise<Draft | null> {
  const draft = await findDraft(payload, token)
  return draft && draft.expiresAt.getTime() > now ? draft : null
}

/** The draft of a resume token, expired or not. */
export async function findDraft(payload: Payload, token: string): Promise<Draft | null> {
  if (!isResumeToken(token)) return null
  const { docs } = await payload.find({
    collection: 'form-drafts',
    where: { tokenHash: { equals: hashToken(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = docs[0] as unknown as DraftDoc | undefined
  return doc ? toDraft(doc) : null
}

let lastPurge = 0

/** Deletes expired drafts; at most hourly, started by a save. */
export async function purgeExpiredDrafts(payload: Payload, now = Date.now(), force = false): Promise<void> {
  if (!force && now - lastPurge < 60 * 60 * 1000) return
  lastPurge = now
  await payload.delete({
    collection: 'form-drafts',
    where: { expiresAt: { less_than_equal: new Date(now).toISOString() } },
    overrideAccess: true,
  })
}

/** Saves the form's values (a new draft, or the one it was resumed from) and returns its token. */
export async function saveDraft(
  payload: Payload,
  options: { form: Form; values: Values; page: number; uniqueId: string; token?: string; now: number },
): Promise<{ token: string; expiresAt: Date }> {
  const { form, now } = options
  const expiresAt = draftExpiry(now, uploadSettings().draftDays)
  const data = {
    form: form.id,
    page: options.page,
    values: toPairs(form, options.values),
    uniqueId: options.uniqueId,
    expiresAt: expiresAt.toISOString(),
  }
  const existing = options.token ? await loadDraft(payload, options.token, now) : null
  let token = options.token ?? ''
  if (existing && existing.formId === form.id) {
    await payload.update({ collection: 'form-drafts', id: existing.id, data, overrideAccess: true })
  } else {
    token = tokenFromBytes(randomBytes(TOKEN_BYTES))
    await payload.create({ collection: 'form-drafts', data: { ...data, tokenHash: hashToken(token) }, overrideAccess: true })
  }
  await keepUploads(payload, form, options.values, expiresAt)
  void purgeExpiredDrafts(payload, now).catch((err: unknown) => console.error('[drafts] purge failed', err))
  return { token, expiresAt }
}

/**
 * Sends a resume link. The one place the site e-mails it, so moving it onto a mail queue
 * changes this function only. The address is the visitor's own, typed for this purpose; the
 * message says nothing but the form's title and the link.
 */
export async function sendResumeLinkEmail(
  payload: Payload,
  message: { to: string; formTitle: string; link: string; expiresAt: Date },
): Promise<void> {
  const date = message.expiresAt.toISOString().slice(0, 10)
  const title = message.formTitle || 'the form'
  await payload.sendEmail({
    to: message.to,
    subject: `Your link to return to ${title}`,
    text: `You saved ${title} to finish later. Use this link to return and complete it:\n\n${message.link}\n\nThe link works until ${date}. If you did not ask for it, you can ignore this e-mail.`,
    html: `<p>You saved ${escapeHtml(title)} to finish later. Use this link to return and complete it:</p><p><a href="${escapeHtml(
      message.link,
    )}">${escapeHtml(message.link)}</a></p><p>The link works until ${date}. If you did not ask for it, you can ignore this e-mail.</p>`,
  })
}

export type DraftRequest = {
  payload: Payload
  form: Form
  meta: SubmissionMeta
  outcome: Extract<SubmissionOutcome, { kind: 'save' | 'send-link' }>
  /** The form as it would be shown again. */
  state: RenderState
  client: { sourceUrl: string }
  now: number
  /** The guard's word on e-mailing the link to a typed address (features/antispam/assess.ts: assessSendLink). */
  checkSendLink: (to: string) => Promise<SendLinkRefusal>
}

/** What a save-continue or send-link post shows: the saved message, or the form with a problem. */
export async function handleDraft(request: DraftRequest): Promise<RenderState> {
  const { payload, form, meta, outcome, state, client, now } = request
  if (!form.settings.save?.enabled) return state
  const days = uploadSettings().draftDays
  if (outcome.kind === 'save') {
    const uniqueId = ensureUniqueId(meta.uniqueId, (n) => randomBytes(n))
    const { token } = await saveDraft(payload, {
      form,
      values: outcome.values,
      page: outcome.sourcePageNumber,
      uniqueId,
      token: isResumeToken(meta.resumeToken) ? meta.resumeToken : undefined,
      now,
    })
    const saved: SavedView = { resumeUrl: resumeUrl(client.sourceUrl, token), token, expiresInDays: days }
    return { ...state, saved }
  }
  const draft = await loadDraft(payload, meta.resumeToken, now)
  if (!draft || draft.formId !== form.id) return { ...state, formError: DRAFT_MESSAGES.expired, resumeToken: undefined }
  const token = meta.resumeToken
  const view: SavedView = { resumeUrl: resumeUrl(client.sourceUrl, token), token, expiresInDays: days, email: meta.resumeEmail }
  if (!isValidEmail(meta.resumeEmail)) return { ...state, saved: { ...view, emailError: DRAFT_MESSAGES.invalidEmail } }
  // The link is on the page either way; the e-mail goes only where the guard allows.
  const refusal = await request.checkSendLink(meta.resumeEmail)
  if (refusal) {
    const emailError = refusal === 'limited' ? SEND_LINK_MESSAGES.tooMany : SEND_LINK_MESSAGES.unverified
    return { ...state, saved: { ...view, emailError } }
  }
  try {
    await sendResumeLinkEmail(payload, {
      to: meta.resumeEmail,
      formTitle: form.title,
      link: view.resumeUrl,
      expiresAt: draft.expiresAt,
    })
  } catch (err) {
    console.error('[drafts] the resume link could not be sent', err)
    return { ...state, saved: { ...view, emailError: DRAFT_MESSAGES.sendFailed } }
  }
  await payload.update({ collection: 'form-drafts', id: draft.id, data: { email: meta.resumeEmail }, overrideAccess: true })
  return { ...state, saved: { ...view, sentTo: meta.resumeEmail } }
}

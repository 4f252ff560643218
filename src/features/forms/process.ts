/**
 * One form submission, whichever way it came (ajax or a plain post back to the page): the
 * form is read fresh, the post is read and validated by the engine exactly as the browser
 * validates, hidden fields are dropped, and only a complete, valid submission is stored.
 * What to show next is returned as data; the endpoints turn it into GF's ajax answer or
 * into the page.
 */
import type { Payload, Where } from 'payload'

import { confirmationResult, entrySummary } from '../../core/forms/confirm'
import type { RenderState } from '../../core/forms/markup'
import type { MergeContext } from '../../core/forms/merge-tags'
import { readSubmissionMeta, submissionType } from '../../core/forms/protocol'
import { formAvailability, resolveSubmission, type SubmissionOutcome } from '../../core/forms/submission'
import type { Field, Form, LimitPeriod } from '../../core/forms/types'
import { readValues, type Pair } from '../../core/forms/values'
import { brandedLayout, loadEmailBrand } from '../notifications/brand'
import { composeEntryNotifications } from '../notifications/notify'
import { handleDraft } from '../drafts/server'
import { uploadIdsOf, verifyUploads } from '../uploads/records'
import { describeReasons } from '../../core/antispam/score'
import { withoutPasswords } from '../../core/password/field'
import { passwordEntry } from '../../core/password/hash'
import { assessSendLink, assessSubmission, withAutoRepliesAllowed, type Sender } from '../antispam/assess'
import { formFromDoc } from './model'
import { withPictures } from './pictures'
import { sanitizeFormHtml, sanitizeMerged, sanitizeRichTextValues } from './sanitize'
import { isDatabaseUnavailable } from '../../core/http/unavailable'
import { countSpamDecision, countSubmission } from '../../server/metrics'
import { storeSubmission } from '../entries/store'
import { resolveProductReferences } from '../products/reference'

export type Client = {
  ip: string
  userAgent: string
  /** The page the form was sent from (absolute URL). */
  sourceUrl: string
  /** Request headers the anti-spam guard weighs (a browser sends them; HTTP libraries mostly do not). */
  secFetchMode?: string | null
  acceptLanguage?: string | null
}

export type ProcessResult =
  | { kind: 'not-found'; formId: number }
  /** The form takes no submissions now (schedule, entry limit): show the message instead. */
  | { kind: 'unavailable'; form: Form; message: string }
  /** Show the whole form again (errors, a refused button, a post that was not a submission). */
  | { kind: 'form'; form: Form; state: RenderState; outcome?: SubmissionOutcome }
  /** Show another page of a multi-page form. */
  | { kind: 'page'; form: Form; state: RenderState; sourcePage: number; outcome: SubmissionOutcome }
  | { kind: 'confirmation'; form: Form; html: string; entryId: number | string }
  | { kind: 'redirect'; form: Form; url: string; entryId: number | string }
  /** The anti-spam guard blocked it (deny list, rate limit): nothing stored; the visitor is told why. */
  | { kind: 'blocked'; form: Form; state: RenderState; comment: string; stopScript: boolean }

export const BUTTON_HIDDEN = {
  submit: 'Submit button is hidden/disabled by conditional logic.',
  next: 'Next button is hidden/disabled by conditional logic.',
}

/** The saved form as the engine's `Form`, read fresh (no cache), or null. */
export async function loadForm(payload: Payload, formId: number): Promise<Form | null> {
  if (!Number.isSafeInteger(formId) || formId < 1) return null
  const doc = await payload
    .findByID({ collection: 'forms', id: formId, depth: 1, overrideAccess: true, disableErrors: true })
    // A form that does not exist is null; a database that cannot be reached is not "not found":
    // that error goes on, to be answered 503 (core/http/unavailable.ts).
    .catch((err: unknown) => {
      if (isDatabaseUnavailable(err)) throw err
      return null
    })
  return doc ? withPictures(payload, formFromDoc(doc as unknown as Record<string, unknown>)) : null
}

/** Where the entry limit's period began (UTC calendar periods; weeks start on Monday). */
export function periodStart(period: LimitPeriod, now: number): Date | null {
  const d = new Date(now)
  const y = d.getUTCFullYear()
  const m = d.getUTCMonth()
  switch (period) {
    case 'total':
      return null
    case 'day':
      return new Date(Date.UTC(y, m, d.getUTCDate()))
    case 'week': {
      const back = (d.getUTCDay() + 6) % 7
      return new Date(Date.UTC(y, m, d.getUTCDate() - back))
    }
    case 'month':
      return new Date(Date.UTC(y, m, 1))
    case 'year':
      return new Date(Date.UTC(y, 0, 1))
  }
}

async function countEntries(payload: Payload, form: Form, now: number): Promise<number> {
  const limit = form.settings.limitEntries
  if (!limit) return 0
  const start = periodStart(limit.period, now)
  const where: Where = {
    and: [
      { form: { equals: form.id } },
      { status: { equals: 'active' } },
      ...(start ? [{ createdAt: { greater_than_equal: start.toISOString() } }] : []),
    ],
  }
  return (await payload.count({ collection: 'form-entries', where, overrideAccess: true })).totalDocs
}

/**
 * GF's no-duplicates check against stored entries (spam and trash do not count), compared
 * as GF's database does: trimmed and ignoring case. It reads the form's stored answers and
 * runs only for fields that ask for it; entries keep a value under its field id.
 */
export function duplicateChecker(payload: Payload, form: Form) {
  return async (field: Field, value: string): Promise<boolean> => {
    const { docs } = await payload.find({
      collection: 'form-entries',
      where: { and: [{ form: { equals: form.id } }, { status: { equals: 'active' } }] },
      select: { values: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const key = String(field.id)
    const wanted = value.trim().toLowerCase()
    return docs.some((d) => {
      const stored = (d.values as Record<string, unknown> | null)?.[key]
      return typeof stored === 'string' && stored.trim().toLowerCase() === wanted
    })
  }
}

export type ProcessOptions = {
  payload: Payload
  formId: number
  /** The form when the caller has read it already (one read per submission). */
  form?: Form
  pairs: Pair[]
  client: Client
  now?: number
  /** Today in the site's time zone, for merge tags. */
  today: string
  /** PAYLOAD_SECRET: the anti-spam guard checks its tokens with it (features/antispam). */
  secret?: string
}

const senderOf = (client: Client): Sender => ({
  ip: client.ip,
  userAgent: client.userAgent,
  secFetchMode: client.secFetchMode ?? null,
  acceptLanguage: client.acceptLanguage ?? null,
})

export async function processSubmission(options: ProcessOptions): Promise<ProcessResult> {
  const { payload, pairs, client } = options
  const now = options.now ?? Date.now()
  const form = options.form ?? (await loadForm(payload, options.formId))
  if (!form) return { kind: 'not-found', formId: options.formId }

  const availability = formAvailability(form, { now, entryCount: await countEntries(payload, form, now) })
  if (!availability.open) {
    const fallback =
      availability.reason === 'pending'
        ? 'This form is not yet available.'
        : availability.reason === 'closed'
          ? 'Sorry. This form is no longer available.'
          : 'Sorry. This form is no longer accepting new submissions.'
    return { kind: 'unavailable', form, message: availability.message || fallback }
  }

  const meta = readSubmissionMeta(form, pairs)
  // Uploaded files are taken only as the upload store knows them (features/uploads); rich
  // text is sanitised before it is validated, stored, shown again or merged into anything.
  // A product reference is stored as the catalogue names it, never as the browser says (features/products/reference.ts).
  const values = await resolveProductReferences(
    payload,
    form,
    await verifyUploads(payload, form, sanitizeRichTextValues(form, readValues(form, pairs).values), meta.uniqueId),
  )
  // GF only processes a post that says it is a submission of this very form.
  if (!meta.isSubmit || meta.formId !== form.id) return { kind: 'form', form, state: { values, page: meta.sourcePage } }

  const outcome = await resolveSubmission({
    form,
    values,
    type: submissionType(meta, form),
    sourcePage: meta.sourcePage,
    targetPage: meta.targetPage,
    isDuplicate: duplicateChecker(payload, form),
  })

  const shown = (o: Exclude<SubmissionOutcome, { kind: 'complete' }>): RenderState => ({
    values: o.values,
    page: o.pageNumber,
    targetPage: o.targetPageNumber,
    visibility: o.visibility,
    uniqueId: meta.uniqueId || undefined,
    resumeToken: meta.resumeToken || undefined,
  })

  switch (outcome.kind) {
    case 'page':
      return { kind: 'page', form, state: shown(outcome), sourcePage: outcome.sourcePageNumber, outcome }
    case 'invalid':
      return { kind: 'form', form, state: { ...shown(outcome), errors: outcome.errors }, outcome }
    case 'refused': {
      const last = outcome.targetPageNumber === 0
      return {
        kind: 'form',
        form,
        state: { ...shown(outcome), formError: last ? BUTTON_HIDDEN.submit : BUTTON_HIDDEN.next },
        outcome,
      }
    }
    case 'save':
    case 'send-link':
      // Save and continue: a draft of every page, or its resume link by e-mail (features/drafts).
      return {
        kind: 'form',
        form,
        state: await handleDraft({
          payload,
          form,
          meta,
          outcome,
          state: shown(outcome),
          client,
          now,
          // The resume link goes to a typed address: the guard decides whether it may (features/antispam).
          checkSendLink: (to) =>
            options.secret
              ? assessSendLink({ payload, secret: options.secret, form, pairs, sender: senderOf(client), to, now })
              : Promise.resolve('unverified'),
        }),
        outcome,
      }
    case 'complete': {
      // The anti-spam guard (features/antispam): a flagged submission is kept as spam (never
      // silently dropped, no notification) and answered like any other, so a bot learns nothing;
      // a blocked one is not stored and the visitor is told why.
      const guard = options.secret
        ? await assessSubmission({
            payload,
            secret: options.secret,
            form,
            meta,
            pairs,
            // A password is no content to judge, and must not end up in a spam reason's detail.
            values: withoutPasswords(form, outcome.values),
            now,
            sender: senderOf(client),
          })
        : null
      const again: RenderState = { values: outcome.values, page: meta.sourcePage, visibility: outcome.visibility }
      if (guard?.kind === 'captcha') {
        return { kind: 'form', form, state: { ...again, errors: [{ fieldId: guard.fieldId, message: guard.message }] } }
      }
      if (guard) countSpamDecision(guard.decision.action)
      if (guard?.decision.action === 'block') {
        countSubmission('blocked')
        const comment = guard.decision.comment ?? ''
        return { kind: 'blocked', form, state: { ...again, formError: comment }, comment, stopScript: guard.stopScript }
      }
      const spam = guard ? guard.decision.action === 'flag' : form.settings.enableHoneypot && meta.honeypot !== ''
      // Spam gets no e-mail; an auto-reply (to an address the visitor typed) only when the post
      // passed the guard's browser checks or a captcha, and a few a day per address.
      const notifications = spam
        ? []
        : await withAutoRepliesAllowed(form, outcome.notifications, outcome.values, guard?.browserChecked ?? false, now)
      // The e-mails' brand is kept in memory and read at most once a minute (notifications/brand.ts):
      // the e-mails are composed inside the transaction, where nothing may be awaited.
      const layout = notifications.length > 0 ? brandedLayout(await loadEmailBrand(payload)) : undefined
      // The form's privacy setting can keep the visitor's address out of the entry entirely.
      const ip = form.personalData?.preventIP ? '' : client.ip.slice(0, 64)
      const context: MergeContext = {
        today: options.today,
        ip,
        userAgent: client.userAgent,
        embedUrl: client.sourceUrl,
      }
      // The entry, its files, the draft it was resumed from and its notification e-mails are
      // written in one transaction (features/entries/store.ts). Spam gets no e-mail; everything
      // else is queued and sent in the background once committed.
      const entryId = await storeSubmission(payload, {
        entry: {
          form,
          status: spam ? 'spam' : 'active',
          ...(guard
            ? {
                spamCheck: {
                  decision: guard.decision.action === 'flag' ? ('flag' as const) : ('allow' as const),
                  score: guard.decision.score,
                  reasons: describeReasons(guard.decision.reasons),
                },
              }
            : {}),
          summary: entrySummary(form, outcome.values),
          // Passwords only as their one-way hash (core/password/hash.ts); the engine's entry has none.
          values: { ...outcome.entry, ...(await passwordEntry(form, outcome.values)) },
          meta: {
            sourceUrl: client.sourceUrl.slice(0, 2048),
            userAgent: client.userAgent.slice(0, 512),
            ip,
          },
        },
        uploadIds: uploadIdsOf(form, outcome.values),
        countAs: guard ? { what: spam ? 'flagged' : 'allowed', now } : undefined,
        resumeToken: meta.resumeToken || undefined,
        emails: (id) =>
          spam
            ? []
            : composeEntryNotifications({
                form,
                entryId: id,
                values: outcome.values,
                visibility: outcome.visibility,
                notifications,
                context,
                layout,
              }),
      })
      context.entryId = entryId
      countSubmission(spam ? 'spam' : 'stored')
      const result = confirmationResult(form, outcome.confirmation, outcome.values, {
        visibility: outcome.visibility,
        context,
        sanitizeHtml: sanitizeFormHtml,
        sanitizeMerged,
      })
      return result.type === 'redirect'
        ? { kind: 'redirect', form, url: result.url, entryId }
        : { kind: 'confirmation', form, html: result.html, entryId }
    }
  }
}

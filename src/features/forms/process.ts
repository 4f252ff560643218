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
import { formFromDoc } from './model'
import { sanitizeFormHtml } from './sanitize'

export type Client = {
  ip: string
  userAgent: string
  /** The page the form was sent from (absolute URL). */
  sourceUrl: string
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

export const BUTTON_HIDDEN = {
  submit: 'Submit button is hidden/disabled by conditional logic.',
  next: 'Next button is hidden/disabled by conditional logic.',
}

/** The saved form as the engine's `Form`, read fresh (no cache), or null. */
export async function loadForm(payload: Payload, formId: number): Promise<Form | null> {
  if (!Number.isSafeInteger(formId) || formId < 1) return null
  const doc = await payload
    .findByID({ collection: 'forms', id: formId, depth: 1, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  return doc ? formFromDoc(doc as unknown as Record<string, unknown>) : null
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
  pairs: Pair[]
  client: Client
  now?: number
  /** Today in the site's time zone, for merge tags. */
  today: string
}

export async function processSubmission(options: ProcessOptions): Promise<ProcessResult> {
  const { payload, pairs, client } = options
  const now = options.now ?? Date.now()
  const form = await loadForm(payload, options.formId)
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
  const { values } = readValues(form, pairs)
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
      // Save and continue is not offered by this site's forms yet: show the form as it was.
      return { kind: 'form', form, state: shown(outcome), outcome }
    case 'complete': {
      // The honeypot was filled in: a bot. Kept as spam (never silently dropped) and answered
      // like any visitor, so it learns nothing.
      const spam = form.settings.enableHoneypot && meta.honeypot !== ''
      const entry = await payload.create({
        collection: 'form-entries',
        data: {
          form: form.id,
          status: spam ? 'spam' : 'active',
          summary: entrySummary(form, outcome.values),
          values: outcome.entry,
          meta: {
            sourceUrl: client.sourceUrl.slice(0, 2048),
            userAgent: client.userAgent.slice(0, 512),
            ip: client.ip.slice(0, 64),
          },
        },
        overrideAccess: true,
      })
      const context: MergeContext = {
        today: options.today,
        ip: client.ip,
        userAgent: client.userAgent,
        embedUrl: client.sourceUrl,
        entryId: entry.id,
      }
      const result = confirmationResult(form, outcome.confirmation, outcome.values, {
        visibility: outcome.visibility,
        context,
        sanitizeHtml: sanitizeFormHtml,
      })
      return result.type === 'redirect'
        ? { kind: 'redirect', form, url: result.url, entryId: entry.id }
        : { kind: 'confirmation', form, html: result.html, entryId: entry.id }
    }
  }
}

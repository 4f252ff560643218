/**
 * What a submission leads to. The server calls `resolveSubmission` with the values it read
 * and the protocol fields; the answer says which page to show next (and which page the next
 * button then targets), which errors to show, or that the form is complete with the entry,
 * the confirmation and the notifications to send. The browser never decides this.
 *
 * - previous: no validation, back to the previous shown page;
 * - next: validates the current page only, then the next shown page;
 * - submit: validates every page; on errors, the first page with one is shown;
 * - save-continue and send-link: no validation, the page stays (the server saves a draft or
 *   sends the link);
 * - a submit or next whose button is hidden by conditional logic is refused.
 */
import { computeVisibility, matchingNotifications, pickConfirmation, visibleValues, type FormVisibility } from './logic'
import { clampPage, nextPage, pageOfField, previousPage } from './pages'
import type { SubmissionType } from './protocol'
import { applyPricing } from '../pricing/order'
import { scorePassword } from '../password/score'
import type { Confirmation, Form, Notification } from './types'
import { validateFormAsync, type AsyncDuplicateCheck, type FieldError, type Messages } from './validate'
import { toEntry, type EntryValues, type Values } from './values'

export type SubmissionRequest = {
  form: Form
  /** The values read from the post (`readValues`). */
  values: Values
  type: SubmissionType
  /** The page the visitor was on. */
  sourcePage: number
  /** The page the client asked for; the server decides from the page shown and the logic. */
  targetPage?: number
  /** The no-duplicates lookup (server only). */
  isDuplicate?: AsyncDuplicateCheck
  messages?: Partial<Messages>
  /** zxcvbn's score for minimum password strengths; the server's own scorer when absent. */
  scorePassword?: (password: string) => number
}

type Shown = {
  /** The page to show. */
  pageNumber: number
  /** The page that was submitted. */
  sourcePageNumber: number
  /** Where that page's next button leads: the next shown page, or 0 on the last one. */
  targetPageNumber: number
  /** The values to render the form with (everything posted, hidden fields included). */
  values: Values
  visibility: FormVisibility
}

export type SubmissionOutcome =
  | (Shown & { kind: 'page'; errors: [] })
  | (Shown & { kind: 'invalid'; errors: FieldError[] })
  | (Shown & { kind: 'save' | 'send-link'; errors: [] })
  | (Shown & { kind: 'refused'; reason: 'button-hidden'; errors: [] })
  | {
      kind: 'complete'
      /** The values kept: hidden fields dropped. */
      values: Values
      /** The entry to store. */
      entry: EntryValues
      visibility: FormVisibility
      confirmation: Confirmation | undefined
      notifications: Notification[]
    }

export async function resolveSubmission(request: SubmissionRequest): Promise<SubmissionOutcome> {
  const { form, type } = request
  // Every price, calculation and total is the server's own, whatever was posted.
  const values = applyPricing(form, request.values)
  const visibility = computeVisibility(form, values)
  // A page the visitor cannot be on (out of range, or hidden by logic) counts as the page before it.
  let source = clampPage(form, request.sourcePage)
  if (!visibility.pages[source - 1]) source = previousPage(visibility, source)
  const shown = (page: number): Shown => ({
    pageNumber: page,
    sourcePageNumber: source,
    targetPageNumber: nextPage(form, visibility, page),
    values,
    visibility,
  })
  const last = nextPage(form, visibility, source) === 0

  switch (type) {
    case 'previous':
      return { ...shown(previousPage(visibility, source)), kind: 'page', errors: [] }

    case 'save-continue':
    case 'send-link':
      return { ...shown(source), kind: type === 'save-continue' ? 'save' : 'send-link', errors: [] }

    case 'next': {
      if (last) return submit()
      if (!visibility.nextButtons[source - 1]) return { ...shown(source), kind: 'refused', reason: 'button-hidden', errors: [] }
      const result = await validateFormAsync(form, values, {
        pages: [source],
        visibility,
        isDuplicate: request.isDuplicate,
        messages: request.messages,
        scorePassword: request.scorePassword ?? scorePassword,
      })
      if (!result.valid) return { ...shown(source), kind: 'invalid', errors: result.errors }
      return { ...shown(nextPage(form, visibility, source)), kind: 'page', errors: [] }
    }

    case 'submit':
      return submit()
  }

  async function submit(): Promise<SubmissionOutcome> {
    if (!visibility.submitButton) return { ...shown(source), kind: 'refused', reason: 'button-hidden', errors: [] }
    const result = await validateFormAsync(form, values, {
      visibility,
      isDuplicate: request.isDuplicate,
      messages: request.messages,
      scorePassword: request.scorePassword ?? scorePassword,
    })
    if (!result.valid) {
      const firstError = result.errors[0]
      const page = firstError ? pageOfField(form, firstError.fieldId) : source
      return { ...shown(page), kind: 'invalid', errors: result.errors }
    }
    const kept = applyPricing(form, visibleValues(form, values, visibility), visibility)
    return {
      kind: 'complete',
      values: kept,
      entry: toEntry(form, kept),
      visibility,
      confirmation: pickConfirmation(form, kept, visibility),
      notifications: matchingNotifications(form, kept, visibility),
    }
  }
}

export type Availability = { open: true } | { open: false; reason: 'pending' | 'closed' | 'limit'; message: string }

/**
 * Whether the form takes submissions now: its schedule and its entry limit. `entryCount`
 * is the number of entries in the current limit period, counted by the caller.
 */
export function formAvailability(form: Form, at: { now: number; entryCount?: number }): Availability {
  const { schedule, limitEntries } = form.settings
  const start = schedule?.start ? Date.parse(schedule.start) : NaN
  const end = schedule?.end ? Date.parse(schedule.end) : NaN
  if (Number.isFinite(start) && at.now < start) return { open: false, reason: 'pending', message: schedule?.pendingMessage ?? '' }
  if (Number.isFinite(end) && at.now >= end) return { open: false, reason: 'closed', message: schedule?.closedMessage ?? '' }
  if (limitEntries && limitEntries.count > 0 && (at.entryCount ?? 0) >= limitEntries.count) {
    return { open: false, reason: 'limit', message: limitEntries.message }
  }
  return { open: true }
}

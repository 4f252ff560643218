/**
 * The browser's submission decisions, free of the DOM so they can be tested: which kind of
 * button was pressed, which page numbers go with the post, the one-at-a-time lock, the
 * method a pre-submission filter may choose, and what to do with the ajax answer. The
 * server decides every outcome (see submission.ts); the browser only asks and shows.
 */
import type { AjaxResponse, SubmissionMethod, SubmissionType } from './protocol'

/** The console messages of the spec's error catalogue (section 8); the wording is ours. */
export const CONSOLE = {
  notInForm: 'gform: the button is not inside a form; nothing was submitted.',
  noActiveButton: 'gform: no active button found for the submission; nothing was submitted.',
  inProgress: (formId: number) => `gform: a submission of form ${formId} is already in progress; this one was aborted.`,
  unsupportedFlow: (formId: number) =>
    `gform: unsupported submit flow for form ${formId}: the form was submitted without its buttons; the submission was rerouted through the form's button.`,
  iframeIgnored: (formId: number) =>
    `gform: the pre-submission filter asked for the iframe method for form ${formId}; iframe submissions are not supported, ajax is used.`,
} as const

/** GF's text when a request fails and the server said nothing usable. */
export const DEFAULT_UNKNOWN_ERROR = 'There was an unknown error processing your request. Please try again.'

/** The spec's screen-reader text after save and continue, word for word (two spaces). */
export const SAVED_ANNOUNCEMENT = 'The form has been saved.  The content contains the link to return and complete the form.'

/** What a visitor hears when the form shows errors (GF's summary wording). */
export function errorCountText(count: number): string {
  return count === 1
    ? 'There was 1 error found in the information submitted'
    : `There were ${count} errors found in the information submitted`
}

/** What a visitor hears when the form moves to another page. */
export function pageChangeText(step: number, steps: number, name: string): string {
  return `Step ${step} of ${steps}${name ? `, ${name}` : ''}`
}

/** The description of a button GF's markup gives: its id and classes. */
export type ButtonInfo = { id: string; classes: readonly string[]; name?: string }

/**
 * The submission a button makes, from GF's ids and classes: the submit button
 * (`#gform_submit_button_{id}`, `.gform_button`), next (`.gform_next_button`), previous
 * (`.gform_previous_button`), save and continue (`.gform_save_link`) and the resume link's
 * send button (`.gform_send_resume_link_button`, `name=gform_send_resume_link`). Null for
 * any other button.
 */
export function buttonSubmissionType(button: ButtonInfo, formId: number): SubmissionType | null {
  const has = (c: string) => button.classes.includes(c)
  if (has('gform_previous_button')) return 'previous'
  if (has('gform_next_button')) return 'next'
  if (has('gform_save_link')) return 'save-continue'
  if (has('gform_send_resume_link_button') || button.name === 'gform_send_resume_link') return 'send-link'
  if (button.id === `gform_submit_button_${formId}` || has('gform_button')) return 'submit'
  return null
}

/**
 * The page numbers posted with a submission. Next asks for the next shown page (0 when the
 * page is the last shown one, which the server reads as submit); previous for the page
 * before (GF's "source minus 1": the server skips hidden pages); submit for 0; save and
 * send-link keep the target the form already carries.
 */
export function pageNumbersFor(
  type: SubmissionType,
  sourcePage: number,
  options: { nextShownPage: number; currentTarget: number },
): { sourcePage: number; targetPage: number } {
  switch (type) {
    case 'next':
      return { sourcePage, targetPage: options.nextShownPage }
    case 'previous':
      return { sourcePage, targetPage: Math.max(1, sourcePage - 1) }
    case 'submit':
      return { sourcePage, targetPage: 0 }
    case 'save-continue':
    case 'send-link':
      return { sourcePage, targetPage: options.currentTarget }
  }
}

/**
 * Whether the honeypot's `version_hash` goes with a submission: on submit and next, and not
 * from a browser that says it is driven by automation (`navigator.webdriver`), as the spec
 * says (section 5).
 */
export function addsVersionHash(type: SubmissionType, automated: boolean): boolean {
  return (type === 'submit' || type === 'next') && !automated
}

/** The submitting flag of one form: only one submission at a time. */
export function createSubmissionLock() {
  let active = false
  return {
    get active() {
      return active
    },
    /** Takes the lock; false when a submission already holds it. */
    acquire(): boolean {
      if (active) return false
      active = true
      return true
    },
    release() {
      active = false
    },
  }
}

const METHODS: readonly SubmissionMethod[] = ['ajax', 'iframe', 'postback']

/**
 * The method after the pre-submission filter: postback or ajax as asked; iframe is refused
 * (the spec: logged and ignored) and anything unknown keeps the method it had.
 */
export function resolveMethod(
  current: SubmissionMethod,
  requested: unknown,
): { method: SubmissionMethod; refusedIframe: boolean } {
  if (requested === 'iframe') return { method: current, refusedIframe: true }
  if (typeof requested === 'string' && (METHODS as readonly string[]).includes(requested)) {
    return { method: requested as SubmissionMethod, refusedIframe: false }
  }
  return { method: current, refusedIframe: false }
}

/** What the browser does with an ajax answer. */
export type ResultPlan =
  | { kind: 'error'; message: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'confirmation'; markup: string }
  | { kind: 'form'; markup: string }
  | { kind: 'page'; markup: string; pageNumber: number; sourcePage: number; targetPage: number }
  /** A confirmation the page asked not to display: the form is reset and stays. */
  | { kind: 'complete' }

/**
 * The redirect target when it is a web address (relative ones resolve against the page);
 * null for anything else (`javascript:`, `data:`, garbage).
 */
export function safeRedirectUrl(url: string, base: string): string | null {
  try {
    const target = new URL(url.trim(), base)
    return target.protocol === 'https:' || target.protocol === 'http:' ? target.href : null
  } catch {
    return null
  }
}

export type PlanContext = {
  /** The page's address, for relative redirects. */
  base: string
  unknownErrorText: string
  /** Whether a confirmation may be shown or followed (GF's confirmation display). */
  allowConfirmation: boolean
  /** The first shown page after `page`, or 0 when `page` is the last shown one. */
  nextShownPage: (page: number) => number
}

/**
 * The spec's ajax flow: a failure shows the error; a confirmation redirects the window or
 * replaces the wrapper; a whole form replaces the form; a page replaces that page, whose
 * number becomes the source page and whose next shown page the target (0 on the last). An
 * answer that is a success but carries nothing to show counts as the unknown error.
 */
export function planAjaxResult(response: AjaxResponse, ctx: PlanContext): ResultPlan {
  if (!response.success) return { kind: 'error', message: response.data || ctx.unknownErrorText }
  const data = response.data
  const isConfirmation = data.confirmation_type === 'redirect' || data.confirmation_markup !== undefined
  if (isConfirmation) {
    if (!ctx.allowConfirmation) return { kind: 'complete' }
    if (data.confirmation_type === 'redirect') {
      const url = safeRedirectUrl(data.confirmation_redirect ?? '', ctx.base)
      return url ? { kind: 'redirect', url } : { kind: 'error', message: ctx.unknownErrorText }
    }
    return { kind: 'confirmation', markup: data.confirmation_markup ?? '' }
  }
  if (data.form_markup) return { kind: 'form', markup: data.form_markup }
  if (data.page_markup !== undefined && data.page_number !== undefined && data.page_number >= 1) {
    return {
      kind: 'page',
      markup: data.page_markup,
      pageNumber: data.page_number,
      sourcePage: data.page_number,
      targetPage: ctx.nextShownPage(data.page_number),
    }
  }
  return { kind: 'error', message: ctx.unknownErrorText }
}

/**
 * Gravity Forms' submission protocol: the hidden inputs every form carries, the extra
 * fields of an ajax post (`action=gform_submit_form`), how the server reads them back, the
 * ajax answer wrapped in `<!-- gf:json_start -->` markers and how the browser reads it, and
 * the small texts of the config endpoints.
 */
import { pageCount } from './pages'
import type { Form } from './types'
import type { Pair } from './values'

export const JSON_START = '<!-- gf:json_start -->'
export const JSON_END = '<!-- gf:json_end -->'

export const AJAX_ACTION = 'gform_submit_form'

/** The ajax endpoint's address (features/forms/http.ts), which the serving layer answers itself (server/serve.ts). */
export const AJAX_PATH = '/next/forms/ajax'

/**
 * The `name` of every previous button. Without JavaScript the buttons submit the form
 * themselves (no script sets the target page), so the server reads this name as "previous":
 * target page = source page − 1. Next and submit buttons carry no name: the hidden target
 * page decides for them, which also makes a press of Enter (the form's first submit button,
 * a next or submit button) go forward, never back.
 */
export const PREVIOUS_BUTTON_NAME = 'gform_previous_page'

export type SubmissionType = 'submit' | 'next' | 'previous' | 'save-continue' | 'send-link'
export type SubmissionMethod = 'postback' | 'ajax' | 'iframe'

/** Lowercase letters, digits, underscore, hyphen and slash only. */
export function validConfigPath(path: string): boolean {
  return /^[a-z0-9_/-]+$/.test(path)
}

/** The answer for an unknown form id, word for word. */
export function formNotFound(id: string | number): string {
  return `Form ${id} not found.`
}

/**
 * GF's honeypot input: a text field numbered one above the highest field id, hidden from
 * people with CSS; anything typed into it marks the submission as spam.
 */
export function honeypotFieldId(form: Form): number {
  return form.fields.reduce((max, f) => Math.max(max, f.id), 0) + 1
}

export type FormState = {
  /** The page shown (1 for single-page forms). */
  sourcePage: number
  /** The page the next button leads to, 0 when the page ends with the submit button. */
  targetPage: number
  method?: SubmissionMethod
  /** GF's per-submission id for uploads (`gform_unique_id`); empty until an upload makes one. */
  uniqueId?: string
  /** GF's `gform_field_values` (shortcode population), passed through. */
  fieldValues?: string
}

/** The hidden inputs a rendered form carries, as `[name, value]`, in GF's order. */
export function formStateInputs(form: Form, state: FormState): [string, string][] {
  const id = form.id
  const inputs: [string, string][] = [
    ['gform_submission_method', state.method ?? 'postback'],
    [`is_submit_${id}`, '1'],
    ['gform_submit', String(id)],
    ['gform_unique_id', state.uniqueId ?? ''],
    [`gform_target_page_number_${id}`, String(state.targetPage)],
    [`gform_source_page_number_${id}`, String(state.sourcePage)],
    ['gform_field_values', state.fieldValues ?? ''],
  ]
  // The save button sets this to 1 before submitting.
  if (form.settings.save?.enabled) inputs.push(['gform_save', ''])
  return inputs
}

export type AjaxPayload = {
  formId: number
  nonce: string
  currentPageUrl: string
  ajaxReferer: string
  displayTitle: boolean
  displayDescription: boolean
}

/** What the browser adds to the form's own fields when it posts over ajax. */
export function ajaxPayloadFields(payload: AjaxPayload): [string, string][] {
  return [
    ['gform_ajax_nonce', payload.nonce],
    ['action', AJAX_ACTION],
    ['form_id', String(payload.formId)],
    ['current_page_url', payload.currentPageUrl],
    ['ajax_referer', payload.ajaxReferer],
    ['display_title', payload.displayTitle ? '1' : '0'],
    ['display_description', payload.displayDescription ? '1' : '0'],
  ]
}

/** Everything of a post that is not a field value. */
export type SubmissionMeta = {
  /** `gform_submit`: the form the post is for (null when missing or not a number). */
  formId: number | null
  /** `is_submit_{id}` was `1`: the post is a submission of this form. */
  isSubmit: boolean
  sourcePage: number
  targetPage: number
  method: SubmissionMethod
  /** The save and continue button was used (`gform_save=1`). */
  save: boolean
  /** A resume link was asked for (`gform_send_resume_link`). */
  sendLink: boolean
  resumeEmail: string
  resumeToken: string
  uniqueId: string
  fieldValues: string
  ajax: {
    action: string
    nonce: string
    currentPageUrl: string
    ajaxReferer: string
    displayTitle: boolean
    displayDescription: boolean
  } | null
  /** The value of GF's honeypot input ('' when absent or left empty). */
  honeypot: string
  /** The `version_hash` the honeypot script adds; null when it is missing (no script ran). */
  versionHash: string | null
  /** `g-recaptcha-response`: the captcha token. */
  captchaToken: string
}

const META_MAX_LENGTH = 4_096

/** A page number from the wire: digits only, else `fallback`. */
function pageNumber(raw: string | undefined, fallback: number): number {
  return raw !== undefined && /^\d{1,4}$/.test(raw.trim()) ? Number(raw.trim()) : fallback
}

/** Reads the protocol fields of a post for the form with this id. */
export function readSubmissionMeta(form: Form, pairs: Iterable<Pair>): SubmissionMeta {
  const id = form.id
  const last = new Map<string, string>()
  let count = 0
  for (const [name, value] of pairs) {
    if (++count > 10_000) break
    if (typeof value === 'string') last.set(name, value.slice(0, META_MAX_LENGTH))
  }
  const get = (name: string) => last.get(name)
  const text = (name: string) => (get(name) ?? '').trim()
  const method = text('gform_submission_method')
  const formIdText = text('gform_submit')
  const sourcePage = pageNumber(get(`gform_source_page_number_${id}`), 1)
  return {
    formId: /^\d{1,9}$/.test(formIdText) ? Number(formIdText) : null,
    isSubmit: text(`is_submit_${id}`) === '1',
    sourcePage,
    targetPage: last.has(PREVIOUS_BUTTON_NAME)
      ? Math.max(1, sourcePage - 1)
      : pageNumber(get(`gform_target_page_number_${id}`), 0),
    method: method === 'ajax' || method === 'iframe' ? method : 'postback',
    save: text('gform_save') === '1',
    sendLink: get('gform_send_resume_link') !== undefined,
    resumeEmail: text('gform_resume_email'),
    resumeToken: text('gform_resume_token'),
    uniqueId: /^[a-z0-9]{1,32}$/i.test(text('gform_unique_id')) ? text('gform_unique_id') : '',
    fieldValues: text('gform_field_values'),
    ajax:
      text('action') === AJAX_ACTION
        ? {
            action: AJAX_ACTION,
            nonce: text('gform_ajax_nonce'),
            currentPageUrl: text('current_page_url'),
            ajaxReferer: text('ajax_referer'),
            displayTitle: text('display_title') === '1',
            displayDescription: text('display_description') === '1',
          }
        : null,
    honeypot: text(`input_${honeypotFieldId(form)}`),
    versionHash: get('version_hash') ?? null,
    captchaToken: text('g-recaptcha-response'),
  }
}

/**
 * What the visitor did: a resume link, save and continue, a previous button (target below
 * source), the submit button (target 0, or past the last page) or a next button.
 */
export function submissionType(
  meta: Pick<SubmissionMeta, 'save' | 'sendLink' | 'sourcePage' | 'targetPage'>,
  form: Form,
): SubmissionType {
  if (meta.sendLink) return 'send-link'
  if (meta.save) return 'save-continue'
  if (meta.targetPage === 0 || meta.targetPage > pageCount(form)) return 'submit'
  return meta.targetPage < meta.sourcePage ? 'previous' : 'next'
}

export type AjaxData = {
  confirmation_type?: 'redirect' | 'message'
  confirmation_redirect?: string
  confirmation_markup?: string
  page_markup?: string
  page_number?: number
  source_page_number?: number
  form_markup?: string
}

export type AjaxResponse = { success: true; data: AjaxData } | { success: false; data: string }

/**
 * The ajax answer: JSON between the markers. `<`, `>` and `&` are written as `\u` escapes,
 * so markup inside the JSON can never contain the end marker, and the text is safe even if
 * some proxy or browser treats it as HTML.
 */
export function ajaxResponseText(response: AjaxResponse): string {
  const json = JSON.stringify(response).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
  return `${JSON_START}${json}${JSON_END}`
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Reads an ajax answer in the browser: the JSON between the markers, whatever surrounds it
 * (notices, a theme's stray output). Anything else (no answer, no markers, broken JSON, a
 * wrong shape) gives `{ success: false, data: unknownErrorText }`.
 */
export function parseAjaxResponse(text: string | null | undefined, unknownErrorText: string): AjaxResponse {
  const failure: AjaxResponse = { success: false, data: unknownErrorText }
  if (typeof text !== 'string') return failure
  const start = text.indexOf(JSON_START)
  if (start < 0) return failure
  const end = text.indexOf(JSON_END, start + JSON_START.length)
  if (end < 0) return failure
  let parsed: unknown
  try {
    parsed = JSON.parse(text.slice(start + JSON_START.length, end))
  } catch {
    return failure
  }
  if (!isObject(parsed) || typeof parsed.success !== 'boolean') return failure
  if (!parsed.success)
    return { success: false, data: typeof parsed.data === 'string' && parsed.data ? parsed.data : unknownErrorText }
  if (!isObject(parsed.data)) return failure
  return { success: true, data: pickAjaxData(parsed.data) }
}

function pickAjaxData(d: Record<string, unknown>): AjaxData {
  const data: AjaxData = {}
  const str = (k: keyof AjaxData) => (typeof d[k] === 'string' ? (d[k] as string) : undefined)
  const num = (k: keyof AjaxData) => (typeof d[k] === 'number' && Number.isInteger(d[k]) ? (d[k] as number) : undefined)
  const type = str('confirmation_type')
  if (type === 'redirect' || type === 'message') data.confirmation_type = type
  for (const k of ['confirmation_redirect', 'confirmation_markup', 'page_markup', 'form_markup'] as const) {
    const v = str(k)
    if (v !== undefined) data[k] = v
  }
  for (const k of ['page_number', 'source_page_number'] as const) {
    const v = num(k)
    if (v !== undefined) data[k] = v
  }
  return data
}

/**
 * The browser's reading of a fetch: a transport failure (`null`), a status other than 2xx,
 * or text without a readable answer all become the unknown-error failure.
 */
export function readAjaxResult(result: { ok: boolean; text: string } | null, unknownErrorText: string): AjaxResponse {
  if (!result || !result.ok) return { success: false, data: unknownErrorText }
  return parseAjaxResponse(result.text, unknownErrorText)
}

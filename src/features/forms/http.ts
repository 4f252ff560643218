/**
 * The forms' HTTP side: the ajax endpoint (`POST /next/forms/ajax`, GF's `action`s
 * `gform_submit_form`, `gform_get_config`, `gform_validate_config`, and
 * `GET ?action=gform_get_nonce`) and the no-JavaScript postback (a post to the page's own
 * address, which the serving layer hands to `/next/forms/postback`). Both share the guards
 * (body size, same origin, a rate limit per address) and the processor. Written against
 * the standard Request and Response, so the integration tests call them directly.
 */
import { timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { networkKey } from '../../core/http/network'
import { blockedResponseText } from '../../core/antispam/blocked'
import { renderConfirmation, renderForm, renderPage, renderUnavailable, publicForm } from '../../core/forms/markup'
import { findWrapper, readWrapperConfig, replaceWrapper } from '../../core/forms/page-html'
import { AJAX_ACTION, ajaxResponseText, formNotFound, validConfigPath, type AjaxData } from '../../core/forms/protocol'
import { readValues, type Pair } from '../../core/forms/values'
import { requestAddress } from '../../core/http/client-ip'
import { isSameOriginPost, normaliseOrigin } from '../../core/http/origin'
import type { RateLimiter } from '../../core/http/rate-limit'
import { rateLimiter } from '../../server/rate-limiters'
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../core/http/unavailable'
import { countRefused } from '../antispam/store'
import { configHash } from '../pricing/signature'
import { formNonce, verifyFormNonce } from './nonce'
import type { Form } from '../../core/forms/types'
import { loadForm, processSubmission, type Client, type ProcessResult } from './process'
import { dayIn } from '../../core/time/zone'
import { renderOptions } from './render'

/** Forms have no file uploads yet: a megabyte is far more than any of their posts. */
export const BODY_LIMIT = 1024 * 1024

const retryAfter = { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) }

export const MESSAGES = {
  tooLarge: 'The submission is too large. The limit is 1 MB.',
  crossOrigin: 'This form was sent from another website and was refused.',
  rateLimited: (seconds: number) => `Too many submissions from your address. Please wait ${seconds} seconds and try again.`,
  badNonce: 'This page has been open too long. Please reload it and send the form again.',
  notAForm: 'This request is not a form submission.',
  badFormId: 'The form id must be a number.',
  unknownAction: 'Unknown action.',
  badConfigPath: 'Invalid config path format.',
  badConfig: 'The config could not be read.',
  configMismatch: 'There was an unknown error processing your request. Product config could not be validated. Please try again.',
  notAPage: 'This address cannot receive a form.',
  noPage: 'The page with this form could not be shown. Please try again.',
}

/**
 * One bucket for every form post of an address: 30 at once, 30 a minute after that. Enough
 * for a person stepping through a long form many times, not for a script.
 */
export const submissionLimiter = rateLimiter('forms', { capacity: 30, refillPerMinute: 30 })

export type HttpDeps = {
  payload: () => Promise<Payload>
  secret: string
  /** SITE_URL: the site's public origin. */
  siteUrl: string
  limiter?: RateLimiter
  now?: () => number
  /** The cached HTML of a page of this site, as the serving layer would send it; null when none. */
  fetchPage?: (path: string) => Promise<string | null>
  /** Reads a form's definition; the site's routes read it from the cache the pages use (deps.ts). */
  loadForm?: (payload: Payload, id: number) => Promise<Form | null>
}

const formOf = (deps: HttpDeps, payload: Payload, id: number) => (deps.loadForm ?? loadForm)(payload, id)

class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const noStore = { 'cache-control': 'no-store' }

function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...noStore, ...headers } })
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...noStore, ...headers },
  })
}

/** GF's ajax answer: the JSON between its markers. */
function ajax(status: number, body: Parameters<typeof ajaxResponseText>[0], headers: Record<string, string> = {}): Response {
  return new Response(ajaxResponseText(body), {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...noStore, ...headers },
  })
}

/**
 * The body as name/value pairs, refused past `limit` bytes before it is read whole: first by
 * its declared length, then while it streams (a chunked body declares none).
 */
export async function readPairs(request: Request, limit = BODY_LIMIT): Promise<Pair[]> {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (Number.isFinite(declared) && declared > limit) throw new HttpProblem(413, MESSAGES.tooLarge)
  const type = request.headers.get('content-type') ?? ''
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) throw new HttpProblem(400, MESSAGES.notAForm)
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit) {
        await reader.cancel().catch(() => undefined)
        throw new HttpProblem(413, MESSAGES.tooLarge)
      }
      chunks.push(value)
    }
  }
  const body = new Uint8Array(size)
  let at = 0
  for (const c of chunks) {
    body.set(c, at)
    at += c.byteLength
  }
  try {
    const data = await new Response(body, { headers: { 'content-type': type } }).formData()
    return [...data.entries()]
  } catch {
    throw new HttpProblem(400, MESSAGES.notAForm)
  }
}

/** The visitor's address, as the serving layer worked it out (core/http/client-ip.ts). */
export function clientIp(request: Request): string {
  return requestAddress(request.headers)
}

function allowedOrigins(request: Request, deps: HttpDeps): string[] {
  const own = normaliseOrigin(request.url)
  return [deps.siteUrl, ...(own ? [own] : [])]
}

function guardOrigin(request: Request, deps: HttpDeps): void {
  const ok = isSameOriginPost(
    { origin: request.headers.get('origin'), secFetchSite: request.headers.get('sec-fetch-site') },
    allowedOrigins(request, deps),
  )
  if (!ok) throw new HttpProblem(403, MESSAGES.crossOrigin)
}

/** Takes a token for the address, or answers how long to wait. */
async function rateCheck(request: Request, deps: HttpDeps): Promise<{ retryAfter: number } | null> {
  const limiter = deps.limiter ?? submissionLimiter
  // Per address, an IPv6 address's /64 as one sender (one subscriber holds the whole network).
  const decision = await limiter.take(networkKey(clientIp(request)), (deps.now ?? Date.now)())
  return decision.allowed ? null : { retryAfter: decision.retryAfterSeconds }
}

const lastOf = (pairs: Pair[], name: string): string | undefined => {
  let found: string | undefined
  for (const [k, v] of pairs) if (k === name && typeof v === 'string') found = v
  return found
}

function formIdOf(raw: string | undefined): number {
  const t = (raw ?? '').trim()
  if (!/^\d{1,9}$/.test(t)) throw new HttpProblem(400, MESSAGES.badFormId)
  return Number(t)
}

/** Who sent a submission and from which page of the site: what the entry records and the guard weighs. */
function clientOf(request: Request, deps: HttpDeps, pagePath: string): Client {
  return {
    ip: clientIp(request),
    userAgent: request.headers.get('user-agent') ?? '',
    sourceUrl: new URL(pagePath, deps.siteUrl).toString(),
    secFetchMode: request.headers.get('sec-fetch-mode'),
    acceptLanguage: request.headers.get('accept-language'),
  }
}

/** A path on this site from a URL the browser sent, or null when it points elsewhere. */
function sitePathOf(url: string | undefined, request: Request, deps: HttpDeps): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url, deps.siteUrl)
    const origin = parsed.origin.toLowerCase()
    if (!allowedOrigins(request, deps).some((o) => normaliseOrigin(o) === origin)) return null
    return isSitePath(parsed.pathname) ? parsed.pathname : null
  } catch {
    return null
  }
}

/** A page address the site serves to visitors (not the admin, the API or Next's own). */
export function isSitePath(path: string): boolean {
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    path.length <= 1024 &&
    !/[\\\s]/.test(path) &&
    !/^\/(admin|api|next|_next)(\/|$)/.test(path)
  )
}

// ---------------------------------------------------------------- ajax

function resultData(result: Exclude<ProcessResult, { kind: 'not-found' }>, options: ReturnType<typeof renderOptions>): AjaxData {
  switch (result.kind) {
    case 'unavailable':
      return { form_markup: renderUnavailable(result.form, result.message) }
    case 'blocked':
    case 'form':
      return {
        form_markup: renderForm(result.form, result.state, options),
        page_number: result.state.page ?? 1,
        source_page_number: result.state.page ?? 1,
      }
    case 'page':
      return {
        page_markup: renderPage(result.form, result.state, options),
        page_number: result.state.page ?? 1,
        source_page_number: result.sourcePage,
      }
    case 'confirmation':
      return { confirmation_type: 'message', confirmation_markup: renderConfirmation(result.form, result.html) }
    case 'redirect':
      return { confirmation_type: 'redirect', confirmation_redirect: result.url }
  }
}

async function submitAjax(request: Request, pairs: Pair[], deps: HttpDeps): Promise<Response> {
  guardOrigin(request, deps)
  const limited = await rateCheck(request, deps)
  if (limited) {
    await countRefused(await deps.payload(), (deps.now ?? Date.now)()).catch(() => undefined)
    return ajax(
      429,
      { success: false, data: MESSAGES.rateLimited(limited.retryAfter) },
      { 'retry-after': String(limited.retryAfter) },
    )
  }
  const formId = formIdOf(lastOf(pairs, 'form_id') ?? lastOf(pairs, 'gform_submit'))
  const payload = await deps.payload()
  const now = (deps.now ?? Date.now)()
  const form = await formOf(deps, payload, formId)
  if (!form) return ajax(404, { success: false, data: formNotFound(formId) })
  if (!verifyFormNonce(deps.secret, formId, lastOf(pairs, 'gform_ajax_nonce') ?? '', now)) {
    return ajax(403, { success: false, data: MESSAGES.badNonce })
  }
  const pagePath = sitePathOf(lastOf(pairs, 'current_page_url'), request, deps)
  const action = pagePath ?? `/forms/${formId}`
  const result = await processSubmission({
    payload,
    formId,
    form,
    pairs,
    now,
    today: dayIn(now),
    secret: deps.secret,
    client: clientOf(request, deps, action),
  })
  if (result.kind === 'not-found') return ajax(404, { success: false, data: formNotFound(formId) })
  // Blocked by the anti-spam guard: the apbct flag and comment open the modal (spec section 8).
  if (result.kind === 'blocked') {
    return new Response(blockedResponseText({ comment: result.comment, stopScript: result.stopScript }), {
      status: 200,
      headers: { 'content-type': 'text/plain; charset=utf-8', ...noStore },
    })
  }
  const options = renderOptions({
    action,
    formId,
    secret: deps.secret,
    now,
    displayTitle: lastOf(pairs, 'display_title') !== '0',
    displayDescription: lastOf(pairs, 'display_description') !== '0',
  })
  return ajax(200, { success: true, data: resultData(result, options) })
}

function parseJson(raw: string | undefined): unknown {
  try {
    return JSON.parse(raw ?? '')
  } catch {
    throw new HttpProblem(400, MESSAGES.badConfig)
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Form ids asked for in `args`: `{ form_id }` or `{ form_ids: [...] }`. */
function argsFormIds(args: unknown): number[] {
  if (!isRecord(args)) throw new HttpProblem(400, MESSAGES.badConfig)
  const list = Array.isArray(args.form_ids) ? args.form_ids : args.form_id !== undefined ? [args.form_id] : []
  if (list.length === 0 || list.length > 20) throw new HttpProblem(400, MESSAGES.badConfig)
  return list.map((v) => formIdOf(String(v)))
}

/**
 * `gform_get_config`: the public config of the forms in `args`, each signed, under the
 * `config_path` asked for. `gform_validate_config` checks such a config came back unaltered.
 */
async function getConfig(request: Request, pairs: Pair[], deps: HttpDeps): Promise<Response> {
  guardOrigin(request, deps)
  const path = lastOf(pairs, 'config_path') ?? ''
  if (!validConfigPath(path)) return json(400, { success: false, data: MESSAGES.badConfigPath })
  const ids = argsFormIds(parseJson(lastOf(pairs, 'args') ?? '{}'))
  const payload = await deps.payload()
  const now = (deps.now ?? Date.now)()
  const data: Record<string, unknown> = {}
  for (const id of ids) {
    const form = await formOf(deps, payload, id)
    if (!form) return json(404, { success: false, data: formNotFound(id) })
    data[id] = { form: publicForm(form), hash: configHash(deps.secret, form) }
  }
  if (!verifyFormNonce(deps.secret, ids[0]!, lastOf(pairs, 'gform_ajax_nonce') ?? '', now)) {
    return json(403, { success: false, data: MESSAGES.badNonce })
  }
  return json(200, { success: true, data: { config_path: path, forms: data } })
}

async function validateConfig(request: Request, pairs: Pair[], deps: HttpDeps): Promise<Response> {
  guardOrigin(request, deps)
  const config = parseJson(lastOf(pairs, 'config'))
  const forms = isRecord(config) && isRecord(config.forms) ? config.forms : config
  if (!isRecord(forms) || Object.keys(forms).length === 0) throw new HttpProblem(400, MESSAGES.badConfig)
  const payload = await deps.payload()
  const now = (deps.now ?? Date.now)()
  const ids = Object.keys(forms).map((k) => formIdOf(k))
  if (!verifyFormNonce(deps.secret, ids[0]!, lastOf(pairs, 'gform_ajax_nonce') ?? '', now)) {
    return json(403, { success: false, data: MESSAGES.badNonce })
  }
  for (const id of ids) {
    const form = await formOf(deps, payload, id)
    if (!form) return json(404, { success: false, data: formNotFound(id) })
    const entry = forms[String(id)]
    const hash = isRecord(entry) && typeof entry.hash === 'string' ? entry.hash : ''
    const expected = configHash(deps.secret, form)
    const same = hash.length === expected.length && timingSafeEqual(Buffer.from(hash), Buffer.from(expected))
    if (!same) return json(200, { success: false, data: MESSAGES.configMismatch })
  }
  return json(200, { success: true, data: { valid: true } })
}

/** `POST /next/forms/ajax`. */
export async function handleAjax(request: Request, deps: HttpDeps): Promise<Response> {
  try {
    const pairs = await readPairs(request)
    const action = lastOf(pairs, 'action')
    if (action === AJAX_ACTION) return await submitAjax(request, pairs, deps)
    if (action === 'gform_get_config') return await getConfig(request, pairs, deps)
    if (action === 'gform_validate_config') return await validateConfig(request, pairs, deps)
    return json(400, { success: false, data: MESSAGES.unknownAction })
  } catch (err) {
    if (err instanceof HttpProblem) return ajax(err.status, { success: false, data: err.message })
    if (isDatabaseUnavailable(err)) {
      console.error('[forms] the database is unavailable:', (err as Error).message)
      return ajax(503, { success: false, data: UNAVAILABLE_MESSAGE }, retryAfter)
    }
    throw err
  }
}

/** `GET /next/forms/ajax?action=gform_get_nonce&form_id=1`: a fresh nonce for a page cached long ago. */
export async function handleAjaxGet(request: Request, deps: HttpDeps): Promise<Response> {
  const params = new URL(request.url).searchParams
  if (params.get('action') !== 'gform_get_nonce') return json(400, { success: false, data: MESSAGES.unknownAction })
  try {
    const formId = formIdOf(params.get('form_id') ?? '')
    if (!(await formOf(deps, await deps.payload(), formId))) return json(404, { success: false, data: formNotFound(formId) })
    return json(200, { success: true, data: { nonce: formNonce(deps.secret, formId, (deps.now ?? Date.now)()) } })
  } catch (err) {
    if (err instanceof HttpProblem) return json(err.status, { success: false, data: err.message })
    if (isDatabaseUnavailable(err)) return json(503, { success: false, data: UNAVAILABLE_MESSAGE }, retryAfter)
    throw err
  }
}

// ---------------------------------------------------------------- postback

type WrapperConfig = { displayTitle?: unknown; displayDescription?: unknown }

/**
 * The page at `path` with the form's wrapper replaced by `render(...)`. When that page does
 * not hold the form (moved, or the post came from elsewhere), the form's own page /forms/<id>.
 */
export async function spliced(
  deps: HttpDeps,
  path: string,
  formId: number,
  render: (settings: { action: string; displayTitle: boolean; displayDescription: boolean }) => string,
  status: number,
  headers: Record<string, string> = {},
): Promise<Response> {
  const fetchPage = deps.fetchPage ?? (async () => null)
  let page = path
  let html = await fetchPage(path)
  if (!html || !findWrapper(html, formId)) {
    page = `/forms/${formId}`
    html = await fetchPage(page)
  }
  if (!html || !findWrapper(html, formId)) return text(500, MESSAGES.noPage)
  const config = (readWrapperConfig(html, formId) ?? {}) as WrapperConfig
  const replacement = render({
    action: page,
    displayTitle: config.displayTitle !== false,
    displayDescription: config.displayDescription !== false,
  })
  const out = replaceWrapper(html, formId, replacement)!
  return new Response(out, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } })
}

/** A post to the page at `path` (no JavaScript): the page again, with the form's answer in it. */
export async function handlePostback(request: Request, path: string, deps: HttpDeps): Promise<Response> {
  try {
    return await postback(request, path, deps)
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err
    console.error('[forms] the database is unavailable:', (err as Error).message)
    return new Response(UNAVAILABLE_MESSAGE, {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', ...noStore, ...retryAfter },
    })
  }
}

async function postback(request: Request, path: string, deps: HttpDeps): Promise<Response> {
  if (!isSitePath(path)) return text(400, MESSAGES.notAPage)
  let pairs: Pair[]
  try {
    pairs = await readPairs(request)
    guardOrigin(request, deps)
  } catch (err) {
    if (err instanceof HttpProblem) return text(err.status, err.message)
    throw err
  }
  const rawId = lastOf(pairs, 'gform_submit')
  if (!rawId || !/^\d{1,9}$/.test(rawId.trim())) return text(400, MESSAGES.notAForm)
  const formId = Number(rawId.trim())
  const payload = await deps.payload()
  const now = (deps.now ?? Date.now)()
  const form = await formOf(deps, payload, formId)
  if (!form) return text(404, formNotFound(formId))
  /** The page again with the form as the visitor sent it, and why nothing happened above it. */
  const formAgain = (formError: string, status: number, headers: Record<string, string>) => {
    const { values } = readValues(form, pairs)
    const page = Number(lastOf(pairs, `gform_source_page_number_${formId}`) ?? 1) || 1
    return spliced(
      deps,
      path,
      formId,
      (s) => renderForm(form, { values, page, formError, postback: true }, options(s)),
      status,
      headers,
    )
  }

  const limited = await rateCheck(request, deps)
  if (limited) {
    await countRefused(payload, now).catch(() => undefined)
    return formAgain(MESSAGES.rateLimited(limited.retryAfter), 429, { 'retry-after': String(limited.retryAfter) })
  }

  let result: ProcessResult
  try {
    result = await processSubmission({
      payload,
      formId,
      form,
      pairs,
      now,
      today: dayIn(now),
      secret: deps.secret,
      client: clientOf(request, deps, path),
    })
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err
    console.error('[forms] the database is unavailable:', (err as Error).message)
    // The page itself is served from the cache: the visitor gets it back with what they typed
    // and the reason above the form, so nothing they wrote is lost. Only when the page cannot be
    // had either is the answer the plain message.
    const answer = await formAgain(UNAVAILABLE_MESSAGE, 503, { ...noStore, ...retryAfter }).catch(() => null)
    if (answer && answer.status === 503) return answer
    throw err
  }
  function options(s: { action: string; displayTitle: boolean; displayDescription: boolean }) {
    return renderOptions({ ...s, formId, secret: deps.secret, now })
  }
  switch (result.kind) {
    case 'not-found':
      return text(404, formNotFound(formId))
    case 'redirect':
      return new Response(null, { status: 303, headers: { location: result.url, ...noStore } })
    case 'confirmation':
      return spliced(deps, path, formId, () => renderConfirmation(result.form, result.html, { focus: true }), 200)
    case 'unavailable':
      return spliced(deps, path, formId, () => renderUnavailable(result.form, result.message, { focus: true }), 200)
    case 'form':
    case 'page':
      return spliced(deps, path, formId, (s) => renderForm(result.form, { ...result.state, postback: true }, options(s)), 200)
    case 'blocked':
      // The visitor keeps what they typed and reads why it was not sent.
      return spliced(deps, path, formId, (s) => renderForm(result.form, { ...result.state, postback: true }, options(s)), 403)
  }
}

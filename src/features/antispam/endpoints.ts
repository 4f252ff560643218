/**
 * The anti-spam guard's calls (spec section 7), as Payload endpoints under
 * `/api/antispam/v1/`. Each POST is accepted from this site's own pages only, is rate-limited
 * per address, reads at most 16 KB, and carries the anti-spam nonce (`X-SP-Nonce` header or
 * `_ajax_nonce` field): a missing or stale one answers 403 and the browser asks
 * `GET /api/antispam/v1/nonce` once for a fresh one and retries (client/request.ts).
 */
import { resolveMx } from 'node:dns/promises'

import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'

import { PIXEL_CACHE_SECONDS } from '../../core/antispam/pixel'
import { mayReveal } from '../../core/antispam/reveal'
import { matchLists, domainOf } from '../../core/antispam/rules'
import { isValidEmail } from '../../core/forms/formats'
import { parseSignals } from '../../core/antispam/signals'
import {
  antispamNonce,
  checkEventToken,
  formScope,
  issueEventToken,
  pageScope,
  verifyAntispamNonce,
} from '../../core/antispam/token'
import { settings } from '../../server/settings'
import { answer, readLimited, requestFacts } from '../analytics/http'
import { altchaChallenge } from './captcha'
import { decodeEmail } from './email-codec'
import { antispamConfig } from './settings'
import { endpointLimiter, saveSession, SESSION_ID } from './store'

export const API_BASE = '/api/antispam/v1'
const MAX_BODY = 16 * 1024
/** Spec section 9: the pixel URL is cached for 10 800 s (core/antispam/pixel.ts, which the browser reads too). */
export { PIXEL_CACHE_SECONDS }

type Fields = Record<string, unknown>

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

async function readFields(req: PayloadRequest): Promise<Fields> {
  const text = await readLimited(req as unknown as { body?: ReadableStream<Uint8Array> | null; headers: Headers }, MAX_BODY)
  if (text === null) throw new Refusal(413, 'Too large')
  const type = req.headers.get('content-type') ?? ''
  if (!text) return {}
  if (type.includes('application/json')) {
    try {
      const v = JSON.parse(text) as unknown
      if (typeof v === 'object' && v !== null && !Array.isArray(v)) return v as Fields
    } catch {
      // fall through
    }
    throw new Refusal(400, 'The body must be a JSON object')
  }
  return Object.fromEntries(new URLSearchParams(text))
}

/** Own pages only, within the rate limit, with a good nonce; then the fields. */
async function guard(
  req: PayloadRequest,
  options: { nonce?: boolean } = {},
): Promise<{ fields: Fields; ip: string; userAgent: string; now: number }> {
  const facts = requestFacts(req.headers)
  if (!facts.fromOwnPage) throw new Refusal(403, 'Requests are accepted from this site’s pages only')
  const now = Date.now()
  const limit = await endpointLimiter.take(facts.address, now)
  if (!limit.allowed) throw new Refusal(429, 'Too many requests')
  const fields = await readFields(req)
  if (options.nonce !== false) {
    const nonce = req.headers.get('x-sp-nonce') ?? (typeof fields._ajax_nonce === 'string' ? fields._ajax_nonce : '')
    if (!verifyAntispamNonce(settings().secret, nonce, now)) throw new Refusal(403, 'The nonce is missing or has expired')
  }
  return { fields, ip: facts.address, userAgent: facts.userAgent, now }
}

function handle(fn: (req: PayloadRequest) => Promise<Response>): PayloadHandler {
  return async (req) => {
    try {
      return await fn(req)
    } catch (err) {
      if (err instanceof Refusal) return answer(err.status, { success: false, data: err.message })
      console.error('[antispam] endpoint failed', err)
      return answer(500, { success: false, data: 'Internal server error' })
    }
  }
}

const str = (v: unknown, max = 2_048) => (typeof v === 'string' ? v.slice(0, max) : '')

/** The GET calls' share of the per-address limit (their bodies are not read; the serving layer bounds time). */
async function limitGet(req: PayloadRequest): Promise<void> {
  const facts = requestFacts(req.headers)
  if (!(await endpointLimiter.take(facts.address, Date.now())).allowed) throw new Refusal(429, 'Too many requests')
}

/** GET nonce: a fresh anti-spam nonce, for a page cached longer than a nonce lives. */
const nonce = handle(async (req) => {
  await limitGet(req)
  return answer(200, { success: true, data: { nonce: antispamNonce(settings().secret, Date.now()) } })
})

/**
 * POST event_token: the 64-character token a page's script asks for when it starts
 * (`form_id` for a form, none for the page). Only a browser running our script asks; the
 * scoring weighs what a bot that copies the call cannot fake (its age, its single use). A
 * page token is bound to the browser that asked (pageScope), for decode_email.
 */
const eventToken = handle(async (req) => {
  const { fields, ip, userAgent, now } = await guard(req)
  const formId = typeof fields.form_id === 'number' ? String(fields.form_id) : str(fields.form_id, 12)
  const scope = /^\d{1,9}$/.test(formId) ? formScope(Number(formId)) : pageScope(ip, userAgent)
  const config = await antispamConfig(req.payload)
  return answer(200, {
    success: true,
    // The cookie mode and freshness tell the page's collector where to keep its signals.
    data: {
      event_token: issueEventToken(settings().secret, scope, now),
      cookie_mode: config.cookieMode,
      freshness: config.freshnessSeconds,
    },
  })
})

export type DecodedEntry = { encoded_email: string; decoded_email: string; is_allowed: boolean; comment: string }

export const DECODE_COMMENTS = {
  blocked: 'This address is not shown to automated visitors.',
  undecodable: 'This address could not be decoded.',
}

/**
 * POST decode_email: `post_url`, `referrer`, `encodedEmails` (a JSON map, or list, of the
 * page's encoded addresses), `event_token` (a page token from event_token, bound to this
 * browser) and `js_data` (what the script saw: the visitor's interaction, none after an idle
 * wait). Answers
 * `{ success, data: [{ encoded_email, decoded_email, is_allowed, comment }] }`.
 *
 * The nonce is in every cached page, so it proves nothing about the caller; `js_data` is
 * whatever the caller says. The token is the proof our script ran in this browser: without a
 * good one (missing, forged, expired, or asked for by another address or user agent) every
 * address answers "blocked", and without interaction so does a token younger than the idle time.
 */
const decodeEmails = handle(async (req) => {
  const { fields, ip, userAgent, now } = await guard(req)
  const secret = settings().secret
  const config = await antispamConfig(req.payload)
  let map: unknown = fields.encodedEmails
  if (typeof map === 'string') {
    try {
      map = JSON.parse(map)
    } catch {
      throw new Refusal(400, 'encodedEmails must be JSON')
    }
  }
  const encoded = Array.isArray(map) ? map.map(String) : typeof map === 'object' && map !== null ? Object.keys(map as Fields) : []
  if (encoded.length === 0 || encoded.length > 100) throw new Refusal(400, 'encodedEmails must list 1 to 100 addresses')
  // Proof that our script ran in this browser (its page token) and that a person is there: the
  // interaction it saw, or a reader's idle time since the page asked for its token (core/antispam/reveal.ts).
  const token = checkEventToken(secret, str(fields.event_token, 128), pageScope(ip, userAgent), now, config.freshnessSeconds, [])
  const jsData =
    typeof fields.js_data === 'string'
      ? parseSignals(fields.js_data)
      : typeof fields.js_data === 'object'
        ? parseSignals(JSON.stringify(fields.js_data))
        : null
  const human = mayReveal(token, jsData)
  const denied = matchLists(config.deny, { ip, emails: [] })
  const data: DecodedEntry[] = encoded.map((enc) => {
    const email = decodeEmail(secret, enc)
    if (email === null) return { encoded_email: enc, decoded_email: '', is_allowed: false, comment: DECODE_COMMENTS.undecodable }
    if (!human || denied) return { encoded_email: enc, decoded_email: '', is_allowed: false, comment: DECODE_COMMENTS.blocked }
    return { encoded_email: enc, decoded_email: email, is_allowed: true, comment: '' }
  })
  return answer(200, { success: true, data })
})

/** POST alt_sessions: the alternative cookie mode keeps the page's signals on the server. */
const altSessions = handle(async (req) => {
  const { fields } = await guard(req)
  const id = str(fields.session_id, 64)
  if (!SESSION_ID.test(id)) throw new Refusal(400, 'session_id must be 16 to 64 letters, digits, - or _')
  const raw = fields.cookies
  const signals = parseSignals(typeof raw === 'string' ? raw : JSON.stringify(raw ?? null))
  if (!signals) throw new Refusal(400, 'cookies must be the signals object')
  await saveSession(id, signals)
  return answer(200, { success: true, data: { session_id: id } })
})

/**
 * POST get_pixel_url: where the page's one-pixel check image is, always an https address (spec
 * section 7): SITE_URL's host with https, whatever scheme SITE_URL names. A site served over
 * plain http (local development) gets the https address of the same host, which does not load
 * there; nothing of ours loads the pixel, it is for scripts that expect the call. The answer
 * may be kept 10 800 s.
 */
const pixelUrl = handle(async (req) => {
  await guard(req)
  const url = new URL(`${API_BASE}/pixel.gif`, settings().siteUrl)
  url.protocol = 'https:'
  url.searchParams.set('v', antispamNonce(settings().secret, Date.now()).slice(0, 8))
  return answer(200, { success: true, data: url.toString() }, { 'Cache-Control': `private, max-age=${PIXEL_CACHE_SECONDS}` })
})

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
const pixel = handle(async (req) => {
  await limitGet(req)
  return new Response(GIF, {
    status: 200,
    headers: { 'Content-Type': 'image/gif', 'Cache-Control': `private, max-age=${PIXEL_CACHE_SECONDS}` },
  })
})

/** What a form shows at its e-mail field when check_email_before_post refuses the address. */
export const BEFORE_POST_TEXTS = { blocked: 'This e-mail address is not accepted.' }

/**
 * POST check_email_before_post: `email` → `result`: ok, invalid (not an address) or blocked (the
 * address or its domain is on the deny list; then `text_result` says so for the field). The
 * forms' script asks before it posts a page with an e-mail field; the sender's address is not
 * looked at here (a denied sender is told at submit, by the dialog), only the e-mail address.
 */
const checkEmailBeforePost = handle(async (req) => {
  const { fields } = await guard(req)
  const email = str(fields.email, 320).trim()
  if (!isValidEmail(email)) return answer(200, { success: true, data: { result: 'invalid' } })
  const config = await antispamConfig(req.payload)
  const denied = matchLists({ ...config.deny, ips: [] }, { ip: '', emails: [email] })
  return answer(200, {
    success: true,
    data: denied ? { result: 'blocked', text_result: BEFORE_POST_TEXTS.blocked } : { result: 'ok' },
  })
})

const mxCache = new Map<string, { exists: boolean | null; until: number }>()

/** Whether a domain takes mail (an MX record, or failing that an A record as RFC 5321 allows); null when DNS did not answer. */
export async function domainReceivesMail(domain: string, lookup = resolveMx): Promise<boolean | null> {
  const now = Date.now()
  const hit = mxCache.get(domain)
  if (hit && hit.until > now) return hit.exists
  let exists: boolean | null
  try {
    const records = await Promise.race([
      lookup(domain),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), 5_000)),
    ])
    exists = records.some((r) => r.exchange !== '' && r.exchange !== '.')
  } catch (err) {
    const code = (err as { code?: string }).code
    exists = code === 'ENOTFOUND' || code === 'ENODATA' ? false : null
  }
  mxCache.set(domain, { exists, until: now + 3_600_000 })
  if (mxCache.size > 5_000) mxCache.delete(mxCache.keys().next().value!)
  return exists
}

export const EXIST_TEXTS = {
  /** The site does not check: nothing to show. */
  DISABLED: '',
  EXISTS: 'This e-mail address can receive mail.',
  NOT_EXISTS: 'The domain of this e-mail address does not receive mail. Please check it.',
  UNKNOWN: 'This e-mail address could not be checked just now.',
  INVALID: 'This is not a valid e-mail address.',
  BLOCKED: 'This e-mail address is not accepted.',
}

/** POST check_email_exist: `email` → `{ result, text_result }` from a DNS MX lookup of its domain. */
const checkEmailExist = handle(async (req) => {
  const { fields, ip } = await guard(req)
  const email = str(fields.email, 320).trim()
  const reply = (result: keyof typeof EXIST_TEXTS) =>
    answer(200, { success: true, data: { result, text_result: EXIST_TEXTS[result] } })
  if (!isValidEmail(email)) return reply('INVALID')
  const config = await antispamConfig(req.payload)
  if (matchLists(config.deny, { ip, emails: [email] })) return reply('BLOCKED')
  if (!config.checkEmailExists) return reply('DISABLED')
  const exists = await domainReceivesMail(domainOf(email))
  return reply(exists === true ? 'EXISTS' : exists === false ? 'NOT_EXISTS' : 'UNKNOWN')
})

/**
 * POST get_options_template: the blocked dialog's content as text, `{ title, text, close }`
 * (the site's wording from the settings; the dialog shows the comment of the blocking answer
 * when it has one, else `text`). Needs the nonce like every other call.
 */
const optionsTemplate = handle(async (req) => {
  await guard(req)
  const config = await antispamConfig(req.payload)
  return answer(200, {
    success: true,
    data: { title: config.modalTitle, text: config.policy.messages.blocked, close: 'Close' },
  })
})

/** GET captcha: the provider the forms' captcha fields use, and what its widget needs. */
const captchaConfig = handle(async (req) => {
  await limitGet(req)
  const config = await antispamConfig(req.payload)
  const { provider, siteKey } = config.captcha
  return answer(200, {
    success: true,
    data: { provider, siteKey: provider === 'altcha' ? '' : siteKey, challengeUrl: `${API_BASE}/altcha_challenge` },
  })
})

/** GET altcha_challenge: a fresh signed ALTCHA challenge (self-hosted proof of work). */
const altcha = handle(async (req) => {
  await limitGet(req)
  const config = await antispamConfig(req.payload)
  const challenge = await altchaChallenge(settings().secret, config.captcha.altchaCost)
  return answer(200, challenge)
})

const v1 = (path: string) => `/antispam/v1/${path}`

export const antispamEndpoints: Endpoint[] = [
  { path: v1('nonce'), method: 'get', handler: nonce },
  { path: v1('event_token'), method: 'post', handler: eventToken },
  { path: v1('decode_email'), method: 'post', handler: decodeEmails },
  { path: v1('alt_sessions'), method: 'post', handler: altSessions },
  { path: v1('get_pixel_url'), method: 'post', handler: pixelUrl },
  { path: v1('pixel.gif'), method: 'get', handler: pixel },
  { path: v1('check_email_before_post'), method: 'post', handler: checkEmailBeforePost },
  { path: v1('check_email_exist'), method: 'post', handler: checkEmailExist },
  { path: v1('get_options_template'), method: 'post', handler: optionsTemplate },
  { path: v1('captcha'), method: 'get', handler: captchaConfig },
  { path: v1('altcha_challenge'), method: 'get', handler: altcha },
]

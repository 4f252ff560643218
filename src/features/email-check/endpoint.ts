import 'server-only'

import { promises as dns } from 'node:dns'
import { createRequire } from 'node:module'

import { checkEmail, disposableLookup, type EmailCheckResult, type Resolver } from '../../core/email-check/check'
import { isSameOriginPost, normaliseOrigin } from '../../core/http/origin'
import type { RateLimiter } from '../../core/http/rate-limit'
import { rateLimiter } from '../../server/rate-limiters'

/**
 * `POST /next/forms/email-check` (body `email`): the forms' server-side e-mail check, an
 * answer `{ result, text }` the browser shows as a hint beside the field. The check itself is
 * `core/email-check/check.ts`, so the anti-spam endpoints can call it too. Same-origin posts
 * only, 20 checks a minute per address, answers cached for an hour per address.
 */

export type EmailCheckDeps = {
  siteUrl: string
  resolver?: Resolver
  isDisposable?: (domain: string) => boolean
  limiter?: RateLimiter
  now?: () => number
  clientIp?: string
}

let disposable: ((domain: string) => boolean) | undefined

/** The disposable-domain list of the `disposable-email-domains` package, read once. */
export function defaultDisposable(): (domain: string) => boolean {
  if (!disposable) {
    const list = createRequire(import.meta.url)('disposable-email-domains') as string[]
    disposable = disposableLookup(list)
  }
  return disposable
}

const limiter = rateLimiter('email-check', { capacity: 20, refillPerMinute: 20 })
const cache = new Map<string, { at: number; answer: EmailCheckResult }>()
const CACHE_MS = 60 * 60 * 1000
const CACHE_MAX = 5_000

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })

export async function handleEmailCheck(request: Request, deps: EmailCheckDeps): Promise<Response> {
  const own = normaliseOrigin(request.url)
  const allowed = [deps.siteUrl, ...(own ? [own] : [])]
  if (
    !isSameOriginPost({ origin: request.headers.get('origin'), secFetchSite: request.headers.get('sec-fetch-site') }, allowed)
  ) {
    return json(403, { success: false, data: 'Cross-origin requests are refused.' })
  }
  const now = (deps.now ?? Date.now)()
  const decision = await (deps.limiter ?? limiter).take(deps.clientIp ?? 'unknown', now)
  if (!decision.allowed) {
    return json(
      429,
      { success: false, data: 'Too many checks. Please wait a moment.' },
      { 'retry-after': String(decision.retryAfterSeconds) },
    )
  }
  if (Number(request.headers.get('content-length') ?? 0) > 4096) return json(413, { success: false, data: 'Too large.' })
  let email = ''
  try {
    const form = await request.formData()
    const value = form.get('email')
    email = typeof value === 'string' ? value.trim().slice(0, 320) : ''
  } catch {
    return json(400, { success: false, data: 'Send the address as form data (email).' })
  }
  const key = email.toLowerCase()
  const cached = cache.get(key)
  if (cached && now - cached.at < CACHE_MS) return json(200, { success: true, data: cached.answer })
  const answer = await checkEmail(email, {
    resolver: deps.resolver ?? dns,
    isDisposable: deps.isDisposable ?? defaultDisposable(),
  })
  if (answer.result !== 'unknown') {
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!)
    cache.set(key, { at: now, answer })
  }
  return json(200, { success: true, data: answer })
}

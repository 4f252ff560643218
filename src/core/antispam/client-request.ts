/**
 * How the browser calls the anti-spam endpoints (spec sections 7, 8 and 9): a POST with the
 * nonce; on 403 a fresh nonce is asked for once and the request sent again; every request
 * gives up after 15 000 ms. Failures never reach the visitor: they go to the console, worded
 * as the spec names them. Unexpected script errors are logged for about 1 in 100 page views.
 * The fetch and the clock are passed in, so this is tested without a browser.
 */

export const REQUEST_TIMEOUT_MS = 15_000
export const ERROR_LOG_SAMPLE_RATE = 0.01

export const REQUEST_ERRORS = {
  timeout: 'Anti-spam: server response timeout.',
  unexpected: 'Anti-spam: unexpected response from server.',
  internal: 'Anti-spam: internal server error (500).',
  code: (status: number) => `Anti-spam: unexpected response code ${status}.`,
} as const

export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal; credentials?: 'same-origin' },
) => Promise<{
  status: number
  ok: boolean
  json: () => Promise<unknown>
}>

export type RequestDeps = {
  fetch: FetchLike
  /** The nonce the page carries; replaced by a fresh one after a 403. */
  getNonce: () => string
  setNonce: (nonce: string) => void
  log: (message: string) => void
  base?: string
  timeoutMs?: number
}

export type RequestResult<T> = { ok: true; data: T } | { ok: false; error: string }

async function once(deps: RequestDeps, path: string, body: Record<string, unknown>) {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), deps.timeoutMs ?? REQUEST_TIMEOUT_MS)
  try {
    return await deps.fetch(`${deps.base ?? '/api/antispam/v1'}/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-SP-Nonce': deps.getNonce() },
      body: JSON.stringify(body),
      signal: controller.signal,
      credentials: 'same-origin',
    })
  } finally {
    clearTimeout(timer)
  }
}

async function freshNonce(deps: RequestDeps): Promise<string | null> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), deps.timeoutMs ?? REQUEST_TIMEOUT_MS)
  try {
    const res = await deps.fetch(`${deps.base ?? '/api/antispam/v1'}/nonce`, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
      credentials: 'same-origin',
    })
    if (!res.ok) return null
    const json = (await res.json()) as { data?: { nonce?: unknown } }
    return typeof json?.data?.nonce === 'string' ? json.data.nonce : null
  } catch {
    return null
  } finally {
    clearTimeout(timer)
  }
}

/** POSTs to an anti-spam endpoint and reads `{ success, data }`. */
export async function antispamRequest<T>(
  deps: RequestDeps,
  path: string,
  body: Record<string, unknown>,
): Promise<RequestResult<T>> {
  const fail = (error: string): RequestResult<T> => {
    deps.log(error)
    return { ok: false, error }
  }
  try {
    let res = await once(deps, path, body)
    if (res.status === 403) {
      const nonce = await freshNonce(deps)
      if (nonce) {
        deps.setNonce(nonce)
        res = await once(deps, path, body)
      }
    }
    if (res.status === 500) return fail(REQUEST_ERRORS.internal)
    if (!res.ok) return fail(REQUEST_ERRORS.code(res.status))
    let json: unknown
    try {
      json = await res.json()
    } catch {
      return fail(REQUEST_ERRORS.unexpected)
    }
    const o = json as { success?: unknown; data?: unknown }
    if (typeof o !== 'object' || o === null || o.success !== true) return fail(REQUEST_ERRORS.unexpected)
    return { ok: true, data: o.data as T }
  } catch (err) {
    const aborted = (err as { name?: string })?.name === 'AbortError'
    return fail(aborted ? REQUEST_ERRORS.timeout : REQUEST_ERRORS.unexpected)
  }
}

/** Whether this page view logs unexpected script errors (about 1 in 100). */
export function sampled(random: () => number = Math.random, rate = ERROR_LOG_SAMPLE_RATE): boolean {
  return random() < rate
}

/**
 * The browser's side of the anti-spam calls: one nonce for the page (from the form config or
 * the protected addresses' `data-sp-nonce`), refreshed once after a 403, and the spec's
 * console messages (core/antispam/client-request.ts).
 */
import { antispamRequest, sampled, type FetchLike, type RequestResult } from '../../../core/antispam/client-request'

let nonce = ''

export function adoptPageNonce(candidate: string | null | undefined): void {
  if (candidate && !nonce) nonce = candidate
}

function pageNonce(): string {
  if (!nonce) nonce = document.querySelector<HTMLElement>('[data-sp-nonce]')?.dataset.spNonce ?? ''
  return nonce
}

export function request<T>(path: string, body: Record<string, unknown>): Promise<RequestResult<T>> {
  return antispamRequest<T>(
    {
      fetch: ((url, init) => fetch(url, init)) as FetchLike,
      getNonce: pageNonce,
      setNonce: (n) => (nonce = n),
      log: (m) => console.error(m),
    },
    path,
    body,
  )
}

const logsErrors = sampled()

/** An unexpected error of the guard's own script: logged for about 1 in 100 page views (spec section 8). */
export function logError(error: unknown): void {
  if (logsErrors) console.error('Anti-spam: script error.', error)
}

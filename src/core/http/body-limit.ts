/**
 * The largest request body the site takes on each kind of public address, checked by the
 * serving layer against `Content-Length` before a byte of the body is read, so a post that
 * declares more is refused at once instead of being streamed in first. Handlers still count
 * the bytes of bodies sent without a length (chunked) and stop at the same limits.
 *
 * Uploads (`/next/uploads`) are bounded per request by tus itself (a PATCH may not run past
 * the upload's declared length, which the field's size limit caps), and the admin's API
 * (`/api/*` other than the public anti-spam endpoints) by Payload's own upload limits, so
 * neither is listed here.
 */
export type BodyLimit = { bytes: number; message: string }

export const FORM_BODY_LIMIT: BodyLimit = { bytes: 1024 * 1024, message: 'The submission is too large. The limit is 1 MB.' }
export const SMALL_BODY_LIMIT: BodyLimit = { bytes: 64 * 1024, message: 'The request is too large.' }

/** The limit for a request, or null when the serving layer leaves the body to the handler. */
export function bodyLimitFor(method: string | undefined, path: string, isFormPostback: boolean): BodyLimit | null {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return null
  if (isFormPostback || path.startsWith('/next/forms/')) return FORM_BODY_LIMIT
  if (path.startsWith('/api/antispam/') || path === '/api/analytics/collect' || path === '/api/consent') return SMALL_BODY_LIMIT
  return null
}

/** True when a declared `Content-Length` is over the limit (an unreadable one is left to the handler). */
export function exceedsLimit(contentLength: string | undefined, limit: BodyLimit): boolean {
  if (contentLength === undefined || !/^\d+$/.test(contentLength.trim())) return false
  return Number(contentLength) > limit.bytes
}

import { MIB, UPLOAD_MESSAGES } from '../uploads/rules'

/**
 * The largest request body the site takes on each kind of address, and how long it may take to
 * arrive. The serving layer (server/serve.ts, server/body-guard.ts) applies both to every
 * request, whatever its framing: a declared `Content-Length` past the limit is refused before a
 * byte is read, and every body (chunked ones included) is counted as it streams in and refused
 * with 413 the moment it passes the limit, so no handler, ours or Payload's, ever holds more.
 *
 * - `total`: the whole body within the body timeout (ordinary posts: at most a few MB).
 * - `idle`: file uploads take as long as they keep sending, but not the idle timeout without a byte
 *   (a resumable upload's chunks, the admin's media and documents).
 *
 * Larger bodies are taken only where they are needed: forms 1 MB; signed-in staff 8 MB on the
 * admin and its API, and their media library and documents uploads `ADMIN_UPLOAD_MAX_MB`;
 * resumable uploads the largest file any field may take (tus stops each at the upload's own
 * declared length); everything else, signing in and the public endpoints included, 64 KB.
 */
export type BodyLimit = { bytes: number; message: string; timing: 'total' | 'idle' }

const KIB = 1024

export const FORM_BODY_LIMIT: BodyLimit = {
  bytes: MIB,
  message: 'The submission is too large. The limit is 1 MB.',
  timing: 'total',
}
export const SMALL_BODY_LIMIT: BodyLimit = {
  bytes: 64 * KIB,
  message: 'The request is too large. The limit is 64 KB.',
  timing: 'total',
}
export const INTERNAL_BODY_LIMIT: BodyLimit = {
  bytes: MIB,
  message: 'The request is too large. The limit is 1 MB.',
  timing: 'total',
}
export const STAFF_BODY_LIMIT: BodyLimit = {
  bytes: 8 * MIB,
  message: 'The request is too large. The limit is 8 MB.',
  timing: 'total',
}

export const adminUploadLimit = (mb: number): BodyLimit => ({
  bytes: mb * MIB,
  message: `The file is too large. The limit is ${mb} MB.`,
  timing: 'idle',
})

export const resumableUploadLimit = (maxFileMb: number): BodyLimit => ({
  bytes: maxFileMb * MIB,
  message: UPLOAD_MESSAGES.fileExceedsLimit,
  timing: 'idle',
})

export type LimitContext = {
  /** The request carries a session cookie or an Authorization header (checked by Payload itself later). */
  signedIn: boolean
  /** ADMIN_UPLOAD_MAX_MB */
  adminUploadMb: number
  /** UPLOAD_MAX_FILE_MB */
  uploadMaxFileMb: number
}

const DEFAULT_CONTEXT: LimitContext = { signedIn: false, adminUploadMb: 100, uploadMaxFileMb: 1024 }

/** The limit for a request's body; every request has one (a read has no business sending a large body). */
export function bodyLimitFor(
  method: string | undefined,
  path: string,
  isFormPostback: boolean,
  context: LimitContext = DEFAULT_CONTEXT,
): BodyLimit {
  const m = (method ?? 'GET').toUpperCase()
  if (m === 'GET' || m === 'HEAD' || m === 'OPTIONS') return SMALL_BODY_LIMIT
  if (path === '/next/uploads' || path.startsWith('/next/uploads/')) return resumableUploadLimit(context.uploadMaxFileMb)
  if (path === '/next/forms/email-check') return SMALL_BODY_LIMIT
  if (isFormPostback || path.startsWith('/next/forms/')) return FORM_BODY_LIMIT
  if (path === '/next/revalidate') return INTERNAL_BODY_LIMIT
  if (path.startsWith('/api/antispam/') || path === '/api/analytics/collect' || path === '/api/consent') return SMALL_BODY_LIMIT
  const admin = path === '/admin' || path.startsWith('/admin/') || path.startsWith('/api/')
  if (!admin || !context.signedIn) return SMALL_BODY_LIMIT
  if (/^\/api\/(media|documents)(\/|$)/.test(path)) return adminUploadLimit(context.adminUploadMb)
  return STAFF_BODY_LIMIT
}

/** Whether a request carries credentials Payload would read: its session cookie or an Authorization header. */
export function carriesCredentials(cookie: string | undefined, authorization: string | undefined): boolean {
  if (authorization?.trim()) return true
  return /(?:^|;\s*)payload-token=[^;\s]/.test(cookie ?? '')
}

/** True when a declared `Content-Length` is over the limit (an unreadable one is left to the counter). */
export function exceedsLimit(contentLength: string | undefined, limit: BodyLimit): boolean {
  if (contentLength === undefined || !/^\d+$/.test(contentLength.trim())) return false
  return Number(contentLength) > limit.bytes
}

/** The refusal in the shape the caller reads: GF's ajax wrapping, the upload answer, Payload's errors, or text. */
export function refusalFor(
  path: string,
  status: number,
  message: string,
  ajaxText: (data: { success: false; data: string }) => string,
): { type: string; body: string } {
  const json = 'application/json; charset=utf-8'
  if (path.startsWith('/next/forms/ajax'))
    return { type: 'text/plain; charset=utf-8', body: ajaxText({ success: false, data: message }) }
  if (path === '/next/forms/email-check') return { type: json, body: JSON.stringify({ success: false, data: message }) }
  if (path === '/next/uploads' || path.startsWith('/next/uploads/')) {
    return { type: json, body: JSON.stringify({ status: 'error', error: { code: String(status), message } }) }
  }
  if (path.startsWith('/api/')) return { type: json, body: JSON.stringify({ errors: [{ message }] }) }
  return { type: 'text/plain; charset=utf-8', body: message }
}

/** Said when a body stops arriving (server/body-guard.ts). */
export const BODY_TIMEOUT_MESSAGE = 'The request took too long to arrive. Please try again.'

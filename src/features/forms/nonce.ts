import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * `gform_ajax_nonce`: a token the browser script sends with every ajax call. Pages are
 * cached, so it cannot be made per visitor: it is an HMAC of the form id and a 12-hour
 * window, keyed with PAYLOAD_SECRET, and the current and the previous window are accepted
 * (12 to 24 hours). A page older than that gets a fresh one from
 * `GET /next/forms/ajax?action=gform_get_nonce&form_id=<id>`. It proves the caller read the
 * site's own form; cross-site forgery is stopped by the Origin check beside it.
 */
export const NONCE_WINDOW_MS = 12 * 60 * 60 * 1000

function sign(secret: string, formId: number, window: number): string {
  return createHmac('sha256', secret).update(`gform_ajax_nonce:${formId}:${window}`).digest('base64url').slice(0, 24)
}

export function formNonce(secret: string, formId: number, now = Date.now()): string {
  return sign(secret, formId, Math.floor(now / NONCE_WINDOW_MS))
}

export function verifyFormNonce(secret: string, formId: number, nonce: string, now = Date.now()): boolean {
  if (!/^[A-Za-z0-9_-]{24}$/.test(nonce)) return false
  const given = Buffer.from(nonce)
  const window = Math.floor(now / NONCE_WINDOW_MS)
  return [window, window - 1].some((w) => timingSafeEqual(given, Buffer.from(sign(secret, formId, w))))
}

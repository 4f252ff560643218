/**
 * The anti-spam event token and the honeypot's version hash: HMACs keyed with the site's
 * secret, so only this server can make them and it can check them without storing
 * anything. Server-side only (node:crypto); the browser just carries them.
 *
 * The event token is 64 hexadecimal characters (spec section 9):
 *
 *   iiiiiiii rrrrrrrr hhhhhhhh…hhhh
 *   issued   random   HMAC-SHA256(secret, "sp_event:<scope>:<issued>:<random>"), first 24 bytes
 *   (8 hex)  (8 hex)  (48 hex)
 *
 * `issued` is the Unix time in seconds when the server handed it out, so the token proves
 * how long the page was open before the submission (a time trap no client can shorten);
 * `scope` binds it to one form (`form:3`) or to the page and the browser that asked
 * (`page:<hash>`, for e-mail decoding; see pageScope).
 * A token is good for the local-storage freshness (86 400 s by default).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { DEFAULT_FRESHNESS_SECONDS } from './signals'

export { DEFAULT_FRESHNESS_SECONDS }
export const EVENT_TOKEN_LENGTH = 64

export type TokenScope = `form:${number}` | 'page' | `page:${string}`

export const formScope = (formId: number): TokenScope => `form:${formId}`

/**
 * A page token bound to the browser that asked for it (its address and user agent, hashed):
 * the proof `decode_email` requires, so a token copied out of one browser is worth nothing
 * to a script elsewhere, and a nonce copied from the HTML is not enough on its own.
 */
export function pageScope(ip: string, userAgent: string): TokenScope {
  return `page:${createHash('sha256').update(`${ip}\n${userAgent}`).digest('hex').slice(0, 16)}`
}

function mac(secret: string, scope: string, issuedHex: string, randomHex: string): string {
  return createHmac('sha256', secret).update(`sp_event:${scope}:${issuedHex}:${randomHex}`).digest('hex').slice(0, 48)
}

export function issueEventToken(secret: string, scope: TokenScope, nowMs: number, random = randomBytes(4)): string {
  const issued = Math.floor(nowMs / 1000)
    .toString(16)
    .padStart(8, '0')
    .slice(-8)
  const rnd = Buffer.from(random).toString('hex').padStart(8, '0').slice(0, 8)
  return `${issued}${rnd}${mac(secret, scope, issued, rnd)}`
}

export type TokenCheck =
  | { status: 'valid'; issuedMs: number; ageMs: number }
  | { status: 'missing' }
  /** Not made by this server (or altered): a forgery. */
  | { status: 'invalid' }
  /** Made by this server for another form. */
  | { status: 'wrong-scope' }
  | { status: 'expired'; ageMs: number }
  /** Issued in the future: a clock-skew-sized allowance of 60 s, beyond that a forgery. */
  | { status: 'future' }

export function checkEventToken(
  secret: string,
  token: string | null | undefined,
  scope: TokenScope,
  nowMs: number,
  freshnessSeconds = DEFAULT_FRESHNESS_SECONDS,
  otherScopes: readonly TokenScope[] = ['page'],
): TokenCheck {
  const t = (token ?? '').trim().toLowerCase()
  if (!t) return { status: 'missing' }
  if (!/^[0-9a-f]{64}$/.test(t)) return { status: 'invalid' }
  const issuedHex = t.slice(0, 8)
  const randomHex = t.slice(8, 16)
  const given = Buffer.from(t.slice(16), 'hex')
  const matches = (s: string) => timingSafeEqual(given, Buffer.from(mac(secret, s, issuedHex, randomHex), 'hex'))
  if (!matches(scope))
    return otherScopes.some((s) => s !== scope && matches(s)) ? { status: 'wrong-scope' } : { status: 'invalid' }
  const issuedMs = parseInt(issuedHex, 16) * 1000
  const ageMs = nowMs - issuedMs
  if (ageMs < -60_000) return { status: 'future' }
  if (ageMs > freshnessSeconds * 1000) return { status: 'expired', ageMs }
  return { status: 'valid', issuedMs, ageMs: Math.max(0, ageMs) }
}

/**
 * The honeypot's `version_hash` (GF hashes its version; ours is per form, so a value read
 * from one form is wrong on another). It is in the form's public config: it only proves that
 * a script that read the config posted the form, and a wrong value proves a forgery.
 */
export function versionHash(secret: string, formId: number): string {
  return createHmac('sha256', secret).update(`sp_version_hash:${formId}`).digest('hex').slice(0, 32)
}

export function versionHashMatches(secret: string, formId: number, given: string): boolean {
  const expected = versionHash(secret, formId)
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
}

/**
 * The nonce of the anti-spam endpoints (spec section 7): an HMAC of a 12-hour window, the
 * current and the previous window accepted. Pages are cached, so it cannot be per visitor;
 * a page open longer gets 403 and asks for a fresh one once.
 */
export const NONCE_WINDOW_MS = 12 * 60 * 60 * 1000

function nonceFor(secret: string, window: number): string {
  return createHmac('sha256', secret).update(`sp_antispam_nonce:${window}`).digest('base64url').slice(0, 24)
}

export function antispamNonce(secret: string, nowMs: number): string {
  return nonceFor(secret, Math.floor(nowMs / NONCE_WINDOW_MS))
}

export function verifyAntispamNonce(secret: string, nonce: string | null | undefined, nowMs: number): boolean {
  const n = nonce ?? ''
  if (!/^[A-Za-z0-9_-]{24}$/.test(n)) return false
  const w = Math.floor(nowMs / NONCE_WINDOW_MS)
  return [w, w - 1].some((x) => timingSafeEqual(Buffer.from(n), Buffer.from(nonceFor(secret, x))))
}

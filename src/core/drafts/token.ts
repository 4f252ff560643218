/**
 * Resume tokens: 24 random bytes (192 bits) written as 48 hex characters. Only their
 * SHA-256 is stored, so a copy of the database gives no working link. The hashing is the
 * caller's (node:crypto), so this stays pure.
 */
export const TOKEN_BYTES = 24
export const TOKEN_PATTERN = /^[0-9a-f]{48}$/

export function isResumeToken(value: string | null | undefined): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value)
}

export function tokenFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== TOKEN_BYTES) throw new Error(`A resume token needs ${TOKEN_BYTES} random bytes`)
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** The query parameter of a resume link (GF's). */
export const RESUME_PARAM = 'gf_token'

/** The page address with the token, from the address the form was sent from. */
export function resumeUrl(pageUrl: string, token: string): string {
  const url = new URL(pageUrl)
  url.hash = ''
  url.searchParams.delete(RESUME_PARAM)
  url.searchParams.set(RESUME_PARAM, token)
  return url.toString()
}

export const DAY_MS = 24 * 60 * 60 * 1000

export function draftExpiry(now: number, days: number): Date {
  return new Date(now + days * DAY_MS)
}

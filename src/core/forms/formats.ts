/**
 * Format checks shared by validation, notifications and the browser's checks as you type.
 */

/** The characters of the part before the at sign: letters and digits of any script and RFC 5322's `atext` symbols. */
const LOCAL_ATOM = String.raw`[\p{L}\p{M}\p{N}!#$%&'*+/=?^_\x60{|}~-]+`
/** One label of the domain: letters and digits of any script, hyphens inside. */
const DOMAIN_LABEL = String.raw`[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?`
const EMAIL = new RegExp(String.raw`^${LOCAL_ATOM}(?:\.${LOCAL_ATOM})*@${DOMAIN_LABEL}(?:\.${DOMAIN_LABEL})+$`, 'u')

/**
 * An e-mail address as the form accepts it, the same test in the browser and on the server:
 * text, an at sign, text, a dot, text, no spaces anywhere. It is one plain address (a
 * dot-atom before the at sign, dot-separated labels after it), so what is stored is exactly
 * the address that is mailed: no commas or semicolons (a list), no angle brackets, quotes or
 * parentheses (a display name or comment), no line breaks (extra mail headers), no empty
 * label (`a..b@c.d`, `a@b..c`). At most 254 characters (a forward path in SMTP), 64 before
 * the at sign.
 */
export function isValidEmail(text: string): boolean {
  if (text.length > 254) return false
  const at = text.lastIndexOf('@')
  return at > 0 && at <= 64 && EMAIL.test(text)
}

/**
 * A website address with its scheme: `https://…` or `http://…` kept as typed, a bare host
 * such as `www.example.com` gets `https://`. Null for anything else (other schemes such as
 * `javascript:`, spaces, a host without a dot).
 */
export function normalizeWebsite(text: string): string | null {
  const trimmed = text.trim()
  if (!trimmed || /\s/.test(trimmed) || trimmed.length > 2048) return null
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed)
  if (hasScheme && !/^https?:\/\//i.test(trimmed)) return null
  const candidate = hasScheme ? trimmed : `https://${trimmed}`
  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (!/^[^.]+(\.[^.]+)+$/.test(url.hostname) || url.username || url.password) return null
  return candidate
}

export function isValidWebsite(text: string): boolean {
  return normalizeWebsite(text) !== null
}

/**
 * Format checks shared by validation, notifications and the browser's checks as you type.
 */

/**
 * An e-mail address as the form accepts it: text, an at sign, text, a dot, text, no spaces
 * anywhere, at most 254 characters (the limit of a forward path in SMTP). Line breaks are
 * spaces here, so an address can never smuggle extra mail headers.
 */
export function isValidEmail(text: string): boolean {
  return text.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)
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

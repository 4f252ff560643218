/**
 * Protected e-mail addresses in page text: where addresses are in a text, what a `mailto:`
 * link points at, and what a page shows in place of an address until the visitor's browser
 * has it decoded (features/antispam: ProtectedEmail, client/emails.ts).
 */

/** An address in running text: the spec's shape (text @ text . text) with the usual characters. */
const ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g

export type TextPart = { kind: 'text'; text: string } | { kind: 'email'; email: string }

/** Splits a text into plain parts and addresses, in order. */
export function splitEmails(text: string): TextPart[] {
  const parts: TextPart[] = []
  let at = 0
  for (const m of text.matchAll(ADDRESS)) {
    if (m.index > at) parts.push({ kind: 'text', text: text.slice(at, m.index) })
    parts.push({ kind: 'email', email: m[0] })
    at = m.index + m[0].length
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) })
  return parts
}

/**
 * Spec section 5: an address is sent to the e-mail checks only when it is text, an at sign,
 * text, a dot and text, without spaces.
 */
export function isCheckableEmail(text: string): boolean {
  return text.length <= 320 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)
}

export function containsEmail(text: string): boolean {
  return new RegExp(ADDRESS.source).test(text)
}

/** The address of a `mailto:` link (query and encoding removed), or null for any other link. */
export function mailtoAddress(href: string | null | undefined): string | null {
  const h = (href ?? '').trim()
  if (!/^mailto:/i.test(h)) return null
  let address = h.slice(7).split('?')[0] ?? ''
  try {
    address = decodeURIComponent(address)
  } catch {
    // keep as written
  }
  address = address.split(',')[0]!.trim()
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) ? address : null
}

/**
 * What the page shows until the address is decoded: enough to recognise it, never the
 * address (no `@`, the names cut short): `i••• at o•••.example`.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  const local = email.slice(0, at)
  const domain = email.slice(at + 1)
  const dot = domain.lastIndexOf('.')
  const host = dot > 0 ? domain.slice(0, dot) : domain
  const tld = dot > 0 ? domain.slice(dot) : ''
  return `${local.slice(0, 1)}••• at ${host.slice(0, 1)}•••${tld}`
}

/** A text with every address in it masked (meta descriptions and other plain-text places). */
export function maskEmails<T extends string | null | undefined>(text: T): T {
  if (typeof text !== 'string') return text
  return splitEmails(text)
    .map((p) => (p.kind === 'email' ? maskEmail(p.email) : p.text))
    .join('') as T
}

/** The accessible name of a protected address before it is decoded. */
export function protectedLabel(customText?: string): string {
  return customText
    ? `${customText} (e-mail address hidden from robots: activate to show it)`
    : 'E-mail address hidden from robots: activate to show it'
}

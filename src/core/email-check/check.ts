/**
 * E-mail address checks beyond the format: can the domain receive mail (MX records, or an
 * A/AAAA record as RFC 5321's implicit MX), and is it a disposable-address service. Pure:
 * the DNS resolver and the disposable list come in as arguments, so the forms' endpoint,
 * the anti-spam endpoints and the tests share it.
 */
import { isValidEmail } from '../forms/formats'

export type EmailCheckResult = {
  result: 'valid' | 'invalid' | 'disposable' | 'no-mail' | 'unknown'
  /** The hint shown next to the field. */
  text: string
}

export type MxRecord = { exchange: string; priority: number }

/** What the check needs of DNS (node:dns/promises has this shape). Errors carry a `code`. */
export type Resolver = {
  resolveMx: (domain: string) => Promise<MxRecord[]>
  resolve4: (domain: string) => Promise<string[]>
  resolve6: (domain: string) => Promise<string[]>
}

export type CheckOptions = {
  resolver: Resolver
  isDisposable: (domain: string) => boolean
  /** DNS answers slower than this count as unknown. */
  timeoutMs?: number
}

export const EMAIL_CHECK_TEXT = {
  valid: 'This address can receive e-mail.',
  invalid: 'The email address entered is invalid, please check the formatting (e.g. email@domain.com).',
  disposable: 'This is a disposable address. Please use an address you will keep reading.',
  noMail: (domain: string) => `The domain ${domain} does not receive e-mail. Please check the address.`,
  unknown: 'We could not check this address just now; it will still be accepted.',
} as const

export const EMAIL_CHECK_TIMEOUT_MS = 3000

const NOT_FOUND = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'ENONAME'])

class Timeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Timeout()), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

const codeOf = (err: unknown) => (err && typeof err === 'object' && 'code' in err ? String((err as { code: unknown }).code) : '')

/** Whether the domain takes mail: 'yes', 'no' (no MX, a null MX, no address), or 'unknown'. */
async function receivesMail(domain: string, resolver: Resolver, timeoutMs: number): Promise<'yes' | 'no' | 'unknown'> {
  try {
    const mx = await withTimeout(resolver.resolveMx(domain), timeoutMs)
    if (mx.length) {
      // RFC 7505's null MX: a single record with an empty exchange says "no mail here".
      return mx.every((r) => r.exchange === '' || r.exchange === '.') ? 'no' : 'yes'
    }
  } catch (err) {
    if (err instanceof Timeout) return 'unknown'
    if (!NOT_FOUND.has(codeOf(err))) return 'unknown'
    if (codeOf(err) === 'ENOTFOUND' || codeOf(err) === 'NXDOMAIN') return 'no'
  }
  for (const lookup of [resolver.resolve4, resolver.resolve6]) {
    try {
      const addresses = await withTimeout(lookup.call(resolver, domain), timeoutMs)
      if (addresses.length) return 'yes'
    } catch (err) {
      if (err instanceof Timeout || !NOT_FOUND.has(codeOf(err))) return 'unknown'
    }
  }
  return 'no'
}

/** Checks one address: syntax, disposable domain, then DNS. */
export async function checkEmail(address: string, options: CheckOptions): Promise<EmailCheckResult> {
  const email = address.trim()
  if (!isValidEmail(email)) return { result: 'invalid', text: EMAIL_CHECK_TEXT.invalid }
  const domain = email
    .slice(email.lastIndexOf('@') + 1)
    .toLowerCase()
    .replace(/\.$/, '')
  if (options.isDisposable(domain)) return { result: 'disposable', text: EMAIL_CHECK_TEXT.disposable }
  const mail = await receivesMail(domain, options.resolver, options.timeoutMs ?? EMAIL_CHECK_TIMEOUT_MS)
  if (mail === 'no') return { result: 'no-mail', text: EMAIL_CHECK_TEXT.noMail(domain) }
  if (mail === 'unknown') return { result: 'unknown', text: EMAIL_CHECK_TEXT.unknown }
  return { result: 'valid', text: EMAIL_CHECK_TEXT.valid }
}

/** A disposable-domain lookup over a list, matching subdomains of listed domains too. */
export function disposableLookup(domains: Iterable<string>): (domain: string) => boolean {
  const set = new Set([...domains].map((d) => d.toLowerCase()))
  return (domain) => {
    const parts = domain.toLowerCase().split('.')
    for (let i = 0; i < parts.length - 1; i++) if (set.has(parts.slice(i).join('.'))) return true
    return false
  }
}

/**
 * Content rules and allow/deny lists: plain checks over what was submitted and who sent it,
 * configured in the anti-spam settings.
 */

export type ContentRules = {
  /** More links than this in the submitted text is suspicious (0: no links at all are allowed). */
  maxLinks: number
  /** Words or phrases that mark a submission (matched as whole words, ignoring case). */
  blockedWords: string[]
  /** Text written mostly in capitals ("shouting"). */
  flagShouting: boolean
}

export const DEFAULT_CONTENT_RULES: ContentRules = { maxLinks: 2, blockedWords: [], flagShouting: true }

const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+|\[url[=\]]/gi

export function countLinks(text: string): number {
  return (text.match(LINK) ?? []).length
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The blocked words found in `text` (whole words, ignoring case and accents' case). */
export function blockedWordsIn(text: string, words: readonly string[]): string[] {
  const found: string[] = []
  for (const raw of words) {
    const word = raw.trim()
    if (!word) continue
    const re = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(word)}(?=$|[^\\p{L}\\p{N}])`, 'iu')
    if (re.test(text)) found.push(word)
  }
  return found
}

/**
 * Shouting: at least 20 letters and at least 70 % of them capitals. Short texts
 * ("NL", "BV", a postcode) and ordinary capitals never count.
 */
export function isShouting(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? []
  if (letters.length < 20) return false
  const upper = letters.filter((c) => c !== c.toLowerCase() && c === c.toUpperCase()).length
  return upper / letters.length >= 0.7
}

export type ContentFindings = { links: number; blockedWords: string[]; shouting: boolean }

export function checkContent(texts: readonly string[], rules: ContentRules): ContentFindings {
  const all = texts.join('\n')
  const long = texts.filter((t) => t.length >= 20).join('\n')
  return {
    links: countLinks(all),
    blockedWords: blockedWordsIn(all, rules.blockedWords),
    shouting: rules.flagShouting && isShouting(long),
  }
}

// --------------------------------------------------------------- lists

export type Lists = {
  /** IP addresses, or IPv4 ranges in CIDR form (`203.0.113.0/24`). */
  ips: string[]
  /** Whole e-mail addresses. */
  emails: string[]
  /** Domains; a domain also covers its subdomains. */
  domains: string[]
}

export const EMPTY_LISTS: Lists = { ips: [], emails: [], domains: [] }

function ipv4ToInt(ip: string): number | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ip.trim().replace(/^::ffff:/i, ''))
  if (!m) return null
  const parts = m.slice(1).map(Number)
  if (parts.some((p) => p > 255)) return null
  return ((parts[0]! << 24) >>> 0) + (parts[1]! << 16) + (parts[2]! << 8) + parts[3]!
}

export function ipMatches(ip: string, entry: string): boolean {
  const e = entry.trim().toLowerCase()
  const a = ip.trim().toLowerCase()
  if (!e || !a) return false
  const slash = e.indexOf('/')
  if (slash < 0) return e === a || e === a.replace(/^::ffff:/, '')
  const base = ipv4ToInt(e.slice(0, slash))
  const bits = Number(e.slice(slash + 1))
  const addr = ipv4ToInt(a)
  if (base === null || addr === null || !Number.isInteger(bits) || bits < 0 || bits > 32) return false
  if (bits === 0) return true
  const mask = (0xffffffff << (32 - bits)) >>> 0
  return (base & mask) >>> 0 === (addr & mask) >>> 0
}

export const domainOf = (email: string): string => {
  const at = email.lastIndexOf('@')
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase()
        .replace(/\.$/, '')
}

export function domainMatches(domain: string, entry: string): boolean {
  const d = domain.toLowerCase()
  const e = entry.trim().toLowerCase().replace(/^@/, '').replace(/^\*\./, '').replace(/\.$/, '')
  return Boolean(e) && (d === e || d.endsWith(`.${e}`))
}

export type ListMatch = { kind: 'ip' | 'email' | 'domain'; value: string }

/** The first entry of `lists` the sender matches, or null. */
export function matchLists(lists: Lists, sender: { ip: string; emails: readonly string[] }): ListMatch | null {
  const ip = lists.ips.find((e) => ipMatches(sender.ip, e))
  if (ip) return { kind: 'ip', value: ip }
  for (const email of sender.emails) {
    const lower = email.trim().toLowerCase()
    const whole = lists.emails.find((e) => e.trim().toLowerCase() === lower)
    if (whole) return { kind: 'email', value: whole }
    const domain = lists.domains.find((e) => domainMatches(domainOf(lower), e))
    if (domain) return { kind: 'domain', value: domain }
  }
  return null
}

/** A settings text area (one entry a line, `#` comments) as a list. */
export function parseList(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n|,/)
    .map((l) => l.replace(/#.*$/, '').trim())
    .filter(Boolean)
    .slice(0, 5_000)
}

/**
 * The spam decision for one submission: every signal the server has (the honeypot, the
 * version hash, the event token, the behaviour signals, the request's headers, the captcha,
 * the content, the allow and deny lists, the rate limits) turned into a score and a
 * decision. Pure: the caller gathers the facts, this module weighs them.
 *
 * Decisions
 *   allow  the entry is stored as usual.
 *   flag   the entry is stored with status `spam` and its reasons; no notification goes out;
 *          the visitor sees the usual confirmation (a bot learns nothing). Nothing is lost:
 *          staff can mark it "not spam".
 *   block  nothing is stored; the visitor is told why (the ajax answer carries the blocked
 *          flag and comment, the form opens a modal). Only the deny lists, the sender's own
 *          rate limit (per address, an IPv6 /64 as one) and a score at or above the optional
 *          block score block: a person is never blocked by a guess, nor for what others sent.
 *          A surge on the form (more than its usual share a minute from all senders) blocks
 *          nobody: it adds `surge` to each submission without a verified captcha, so more of
 *          them are held for review while the surge lasts.
 *
 * Weights (points; a submission is flagged at FLAG_SCORE = 50 or more)
 *   honeypot           100  the hidden decoy input was filled in
 *   version-hash       100  the honeypot's version_hash is there but wrong (forged)
 *   version-hash-missing 20 an ajax post without it from a browser that is not automation-driven
 *   token-forged        80  an event token this server never made (or altered)
 *   token-replayed      80  an event token already used by a completed submission
 *   token-wrong-form    60  a token made for another form
 *   token-expired       30  older than the freshness (86 400 s by default)
 *   token-missing       60  on ajax (the script ran but sent none), 20 on a plain post
 *                           (no JavaScript: a real browser with scripts off, or a bot)
 *   too-fast            30  under 2 s from load (or token) to submit
 *   no-interaction      25  the script ran and saw no key, pointer, touch, scroll or focus
 *   signals-missing     20  an ajax post without behaviour signals
 *   non-browser         35  no user agent, or an HTTP library's (curl, python-requests, Go…)
 *   no-browser-headers  30  none of the headers every browser sends with a form post
 *                           (Sec-Fetch-Mode, Accept-Language)
 *   captcha-missing     25  a plain post to a form with a captcha (the widget needs JavaScript)
 *   links               30  more links than allowed, +10 for each further one (at most 60)
 *   blocked-word        50  each blocked word found (at most 100)
 *   shouting            20  long text mostly in capitals
 *   surge               30  the form is in a surge and no captcha was verified
 *
 * Why these numbers: a person with JavaScript scores 0; a browser driven by automation that
 * fills a form in half a second scores at most 30 ("too fast"); a person without JavaScript
 * scores 20, 45 on a form with a captcha. During a surge a person with JavaScript scores 30 and
 * is still allowed (0 with a captcha), a person without JavaScript (50) and a script faking a
 * browser's headers on a plain post are held for review. A plain HTTP client scores 50 or more on any road:
 * without a token it either lacks the browser's headers or, faking them, the token on ajax.
 * One hard fact (the honeypot, a forged hash or token) flags on its own.
 */
import { interacted, type ClientSignals } from './signals'
import type { ContentFindings, ContentRules, ListMatch } from './rules'
import type { TokenCheck } from './token'

export const FLAG_SCORE = 50
/** What a surge on the form adds to a submission without a verified captcha. */
export const SURGE_POINTS = 30
export const TOO_FAST_MS = 2_000

export type Road = 'ajax' | 'postback'

export type RequestHeaders = {
  userAgent: string
  secFetchMode: string | null
  acceptLanguage: string | null
}

export type Facts = {
  road: Road
  honeypotFilled: boolean
  /** `ok`: right; `wrong`: posted but not ours; `missing`: not posted; `off`: the form has no honeypot. */
  versionHash: 'ok' | 'wrong' | 'missing' | 'off'
  token: TokenCheck
  /** The token was used before by a completed submission. */
  tokenReplayed: boolean
  signals: ClientSignals | null
  headers: RequestHeaders
  /** `ok`, `missing` (none posted) or `off` (the form has no captcha). A bad token is refused before scoring. */
  captcha: 'ok' | 'missing' | 'off'
  content: ContentFindings
  rules: ContentRules
  allowed: ListMatch | null
  denied: ListMatch | null
  /** The sender's rate limit refused it. */
  rateLimited: 'ip' | null
  /** The form is receiving more submissions a minute than its usual level, from all senders together. */
  surge?: boolean
}

export type Policy = {
  flagScore: number
  /** Block (store nothing) at or above this score; 0 never blocks by score. */
  blockScore: number
  messages: { denied: string; rateLimited: string; blocked: string }
}

export const DEFAULT_MESSAGES: Policy['messages'] = {
  denied: 'Your submission was blocked by the site’s spam protection. If you are a person, please call or e-mail us instead.',
  rateLimited: 'Too many submissions were sent in a short time. Please wait a few minutes and try again.',
  blocked: 'Your submission looks automated and was blocked. If you are a person, please call or e-mail us instead.',
}

export const DEFAULT_POLICY: Policy = { flagScore: FLAG_SCORE, blockScore: 0, messages: DEFAULT_MESSAGES }

export type Reason = { code: string; points: number; detail?: string }

export type Decision = {
  action: 'allow' | 'flag' | 'block'
  score: number
  reasons: Reason[]
  /** For block: what the visitor is told. */
  comment?: string
}

const LIBRARY_AGENT =
  /^(curl|wget|python|go-http-client|java\/|okhttp|libwww|lwp|php|guzzle|axios|node-fetch|undici|node|ruby|httpie|postman|insomnia|scrapy|aiohttp|http\.rb|reqwest|powershell|mechanize)/i

export function isLibraryAgent(userAgent: string): boolean {
  const ua = userAgent.trim()
  return ua === '' || LIBRARY_AGENT.test(ua)
}

/** The points of each signal, in the order the module comment lists them. */
export function scoreFacts(f: Facts): Reason[] {
  const r: Reason[] = []
  const add = (code: string, points: number, detail?: string) => r.push(detail ? { code, points, detail } : { code, points })

  if (f.honeypotFilled) add('honeypot', 100)
  if (f.versionHash === 'wrong') add('version-hash', 100)
  if (f.versionHash === 'missing' && f.road === 'ajax' && f.signals && !f.signals.webdriver) add('version-hash-missing', 20)

  const t = f.token
  let age: number | null = null
  switch (t.status) {
    case 'valid':
      if (f.tokenReplayed) add('token-replayed', 80)
      age = t.ageMs
      break
    case 'invalid':
    case 'future':
      add('token-forged', 80)
      break
    case 'wrong-scope':
      add('token-wrong-form', 60)
      break
    case 'expired':
      add('token-expired', 30)
      break
    case 'missing':
      add('token-missing', f.road === 'ajax' ? 60 : 20)
      break
  }

  const s = f.signals
  if (f.road === 'ajax' && !s) add('signals-missing', 20)
  const clientMs = s?.msToSubmit ?? null
  // The signed issue time is the floor nobody can fake; the script's own clock adds a second opinion.
  const fastest = [age, clientMs].filter((v): v is number => v !== null)
  if (fastest.length > 0 && Math.min(...fastest) < TOO_FAST_MS) add('too-fast', 30, `${Math.min(...fastest)} ms`)
  if (s && !interacted(s)) add('no-interaction', 25)

  if (isLibraryAgent(f.headers.userAgent)) add('non-browser', 35, f.headers.userAgent.slice(0, 60) || 'no user agent')
  if (!f.headers.secFetchMode && !f.headers.acceptLanguage) add('no-browser-headers', 30)

  if (f.captcha === 'missing' && f.road === 'postback') add('captcha-missing', 25)

  const extra = f.content.links - f.rules.maxLinks
  if (extra > 0) add('links', Math.min(60, 30 + (extra - 1) * 10), `${f.content.links} links`)
  if (f.content.blockedWords.length > 0)
    add('blocked-word', Math.min(100, 50 * f.content.blockedWords.length), f.content.blockedWords.join(', '))
  if (f.content.shouting) add('shouting', 20)
  if (f.surge && f.captcha !== 'ok') add('surge', SURGE_POINTS)
  return r
}

export function decide(f: Facts, policy: Policy = DEFAULT_POLICY): Decision {
  if (f.allowed)
    return {
      action: 'allow',
      score: 0,
      reasons: [{ code: 'allow-list', points: 0, detail: `${f.allowed.kind}: ${f.allowed.value}` }],
    }
  if (f.denied) {
    return {
      action: 'block',
      score: 100,
      reasons: [{ code: 'deny-list', points: 100, detail: `${f.denied.kind}: ${f.denied.value}` }],
      comment: policy.messages.denied,
    }
  }
  if (f.rateLimited) {
    return {
      action: 'block',
      score: 100,
      reasons: [{ code: `rate-limit-${f.rateLimited}`, points: 100 }],
      comment: policy.messages.rateLimited,
    }
  }
  const reasons = scoreFacts(f)
  const score = Math.min(
    100,
    reasons.reduce((sum, x) => sum + x.points, 0),
  )
  if (policy.blockScore > 0 && score >= policy.blockScore)
    return { action: 'block', score, reasons, comment: policy.messages.blocked }
  if (score >= policy.flagScore) return { action: 'flag', score, reasons }
  return { action: 'allow', score, reasons }
}

/** One line per reason, for the entry's admin view. */
export function describeReasons(reasons: readonly Reason[]): string {
  return reasons.map((x) => `${x.code} (+${x.points})${x.detail ? `: ${x.detail}` : ''}`).join('\n')
}

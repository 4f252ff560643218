/**
 * The anti-spam settings as the server uses them, read from the `antispam-settings` global
 * at most every 30 seconds (every submission and endpoint call needs them; a change in the
 * admin applies within half a minute, at once in this process: the global's hook forgets
 * the copy).
 */
import type { Payload } from 'payload'

import { DEFAULT_CONTENT_RULES, parseList, type ContentRules, type Lists } from '../../core/antispam/rules'
import { DEFAULT_MESSAGES, FLAG_SCORE, type Policy } from '../../core/antispam/score'
import { DEFAULT_FRESHNESS_SECONDS } from '../../core/antispam/token'
import { publishCaptchaProvider, type CaptchaProvider } from './csp'

export type AntispamConfig = {
  enabled: boolean
  policy: Policy
  modalTitle: string
  cookieMode: 'none' | 'native' | 'alternative'
  freshnessSeconds: number
  ipPerHour: number
  formPerMinute: number
  rules: ContentRules
  allow: Lists
  deny: Lists
  checkEmailExists: boolean
  captcha: {
    provider: CaptchaProvider
    siteKey: string
    secretKey: string
    recaptchaMinScore: number
    altchaCost: number
  }
}

type Row = Record<string, unknown>
const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback)
const str = (v: unknown, fallback = '') => (typeof v === 'string' && v.trim() ? v.trim() : fallback)
const lists = (v: unknown): Lists => {
  const g = (v ?? {}) as Row
  return { ips: parseList(g.ips as string), emails: parseList(g.emails as string), domains: parseList(g.domains as string) }
}
const PROVIDERS: readonly CaptchaProvider[] = ['altcha', 'turnstile', 'hcaptcha', 'recaptcha-v2', 'recaptcha-v3']

export function configFromGlobal(doc: Row): AntispamConfig {
  const messages = (doc.messages ?? {}) as Row
  const mode = doc.cookieMode
  const provider = PROVIDERS.includes(doc.captchaProvider as CaptchaProvider)
    ? (doc.captchaProvider as CaptchaProvider)
    : 'altcha'
  return {
    enabled: doc.enabled !== false,
    policy: {
      flagScore: num(doc.flagScore, FLAG_SCORE),
      blockScore: num(doc.blockScore, 0),
      messages: {
        blocked: str(messages.blocked, DEFAULT_MESSAGES.blocked),
        denied: str(messages.denied, DEFAULT_MESSAGES.denied),
        rateLimited: str(messages.rateLimited, DEFAULT_MESSAGES.rateLimited),
      },
    },
    modalTitle: str(messages.title, 'Your message was not sent'),
    cookieMode: mode === 'none' || mode === 'alternative' ? mode : 'native',
    freshnessSeconds: num(doc.freshnessSeconds, DEFAULT_FRESHNESS_SECONDS),
    ipPerHour: Math.max(1, num(doc.ipPerHour, 60)),
    formPerMinute: Math.max(1, num(doc.formPerMinute, 60)),
    rules: {
      maxLinks: Math.max(0, num(doc.maxLinks, DEFAULT_CONTENT_RULES.maxLinks)),
      blockedWords: parseList(doc.blockedWords as string),
      flagShouting: doc.flagShouting !== false,
    },
    allow: lists(doc.allow),
    deny: lists(doc.deny),
    checkEmailExists: doc.checkEmailExists !== false,
    captcha: {
      provider,
      siteKey: str(doc.captchaSiteKey),
      secretKey: str(doc.captchaSecretKey),
      recaptchaMinScore: num(doc.recaptchaMinScore, 0.5),
      altchaCost: Math.min(100_000, Math.max(100, num(doc.altchaCost, 1_000))),
    },
  }
}

/**
 * On `globalThis` under a registered symbol: the global's hook (in Next's copy of this module)
 * forgets the copy that a submission the serving layer answers itself reads too (the islands
 * render's copy, islands/form-ajax.ts).
 */
const MEMO = Symbol.for('signalpost.antispam.config')
type Memo = { config: AntispamConfig; until: number }
const held = globalThis as unknown as Record<symbol, Memo | null | undefined>

export async function antispamConfig(payload: Payload): Promise<AntispamConfig> {
  const now = Date.now()
  const memo = held[MEMO]
  if (memo && memo.until > now) return memo.config
  const doc = (await payload.findGlobal({ slug: 'antispam-settings', depth: 0, overrideAccess: true })) as unknown as Row
  const config = configFromGlobal(doc)
  publishCaptchaProvider(config.captcha.provider)
  held[MEMO] = { config, until: now + 30_000 }
  return config
}

export function forgetAntispamConfig(): void {
  held[MEMO] = null
}

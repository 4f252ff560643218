/**
 * Captcha verification on the server, for the provider the settings name. ALTCHA is
 * self-hosted proof of work (altcha-lib): this server makes the challenge, the visitor's
 * browser solves it, this server checks the solution; no third party is asked. Turnstile,
 * hCaptcha and reCAPTCHA are verified with each provider's siteverify API. Every token is
 * accepted once: a used one is kept until it expires (store.ts) and a replay is refused.
 */
import { createHmac } from 'node:crypto'

import { createChallenge, randomInt } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { verify as verifyAltchaPayload } from 'altcha-lib/frameworks/shared'
import type { Payload } from 'payload'

import type { CaptchaProvider } from '../../core/antispam/csp'
import type { AntispamConfig } from './settings'
import { spendTokenOnce } from './store'

/** ALTCHA challenges live 10 minutes; a form left longer gets a new one from the widget. */
export const ALTCHA_TTL_SECONDS = 600
/** Turnstile's tokens live 300 s, reCAPTCHA's 120 s, hCaptcha's 120 s: keep used ones past the longest. */
const THIRD_PARTY_TOKEN_TTL_SECONDS = 300

const altchaSecrets = (secret: string) => ({
  signature: createHmac('sha256', secret).update('sp_altcha_signature').digest('hex'),
  key: createHmac('sha256', secret).update('sp_altcha_key').digest('hex'),
})

/** A new ALTCHA challenge (PBKDF2/SHA-256, signed), for the widget's `challenge` URL. */
export async function altchaChallenge(secret: string, cost: number, now = Date.now()) {
  const s = altchaSecrets(secret)
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost,
    // Work = attempts x cost: 100 to 500 attempts of `cost` PBKDF2 iterations (1 000 by default:
    // well under a second in a browser's workers, too much to repeat for thousands of posts).
    counter: randomInt(100, 500),
    deriveKey,
    expiresAt: new Date(now + ALTCHA_TTL_SECONDS * 1000),
    hmacSignatureSecret: s.signature,
    hmacKeySignatureSecret: s.key,
  })
}

/** The default siteverify addresses; `CAPTCHA_VERIFY_URL` replaces them (a local stub in tests). */
export const VERIFY_URLS: Record<Exclude<CaptchaProvider, 'altcha'>, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  'recaptcha-v2': 'https://www.google.com/recaptcha/api/siteverify',
  'recaptcha-v3': 'https://www.google.com/recaptcha/api/siteverify',
}

export type CaptchaResult =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'invalid' | 'replayed' | 'expired' | 'unreachable' | 'low-score' | 'not-configured' }

type Deps = { fetch?: typeof fetch; verifyUrl?: string; now?: number }

async function siteverify(
  provider: Exclude<CaptchaProvider, 'altcha'>,
  token: string,
  config: AntispamConfig['captcha'],
  ip: string,
  deps: Deps,
): Promise<CaptchaResult> {
  if (!config.secretKey) return { ok: false, reason: 'not-configured' }
  const url = deps.verifyUrl || process.env.CAPTCHA_VERIFY_URL || VERIFY_URLS[provider]
  const body = new URLSearchParams({ secret: config.secretKey, response: token })
  if (ip && ip !== 'unknown') body.set('remoteip', ip)
  if (provider === 'hcaptcha' && config.siteKey) body.set('sitekey', config.siteKey)
  let json: Record<string, unknown>
  try {
    const res = await (deps.fetch ?? fetch)(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      signal: AbortSignal.timeout(10_000),
    })
    if (!res.ok) return { ok: false, reason: 'unreachable' }
    json = (await res.json()) as Record<string, unknown>
  } catch {
    return { ok: false, reason: 'unreachable' }
  }
  if (json.success !== true) {
    const codes = Array.isArray(json['error-codes']) ? (json['error-codes'] as unknown[]).map(String) : []
    if (codes.some((c) => c.includes('duplicate') || c === 'timeout-or-duplicate' || c === 'already-seen-response')) {
      return { ok: false, reason: 'replayed' }
    }
    return { ok: false, reason: 'invalid' }
  }
  if (provider === 'recaptcha-v3' && typeof json.score === 'number' && json.score < config.recaptchaMinScore) {
    return { ok: false, reason: 'low-score' }
  }
  return { ok: true }
}

/**
 * Verifies the token posted in `g-recaptcha-response` and records it as used. The provider's
 * own API refuses a second use of its tokens too; our record refuses it even when the
 * provider is not asked again.
 */
export async function verifyCaptcha(
  payload: Payload,
  secret: string,
  config: AntispamConfig['captcha'],
  token: string,
  ip: string,
  deps: Deps = {},
): Promise<CaptchaResult> {
  const t = token.trim()
  if (!t) return { ok: false, reason: 'missing' }
  if (t.length > 8_192) return { ok: false, reason: 'invalid' }
  const now = deps.now ?? Date.now()
  if (config.provider === 'altcha') {
    const s = altchaSecrets(secret)
    const result = await verifyAltchaPayload(t, deriveKey, s.signature, s.key)
    if (result.error || !result.verification?.verified) {
      return {
        ok: false,
        reason: result.verification && 'expired' in result.verification && result.verification.expired ? 'expired' : 'invalid',
      }
    }
    const fresh = await spendTokenOnce(payload, 'captcha', t, new Date(now + ALTCHA_TTL_SECONDS * 1000))
    return fresh ? { ok: true } : { ok: false, reason: 'replayed' }
  }
  // Refused before asking the provider when we have seen it already.
  const fresh = await spendTokenOnce(payload, 'captcha', t, new Date(now + THIRD_PARTY_TOKEN_TTL_SECONDS * 1000))
  if (!fresh) return { ok: false, reason: 'replayed' }
  return siteverify(config.provider, t, config, ip, deps)
}

export const CAPTCHA_MESSAGES = {
  missing: 'Please complete the captcha to show you are a person.',
  failed: 'The captcha could not be verified. Please try again.',
  unreachable: 'The captcha could not be checked just now. Please try again in a moment.',
}

export function captchaMessage(reason: Exclude<CaptchaResult, { ok: true }>['reason']): string {
  if (reason === 'missing') return CAPTCHA_MESSAGES.missing
  if (reason === 'unreachable' || reason === 'not-configured') return CAPTCHA_MESSAGES.unreachable
  return CAPTCHA_MESSAGES.failed
}

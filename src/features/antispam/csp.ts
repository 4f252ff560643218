/**
 * The serving layer does not read the database: the anti-spam settings publish the captcha
 * provider into this process's global, where harden() finds it for each HTML response and
 * adds that provider's sources to the CSP (core/antispam/csp.ts). Next's bundles and the
 * serving layer run in one process and share `globalThis`.
 */
import type { CaptchaProvider } from '../../core/antispam/csp'

export type { CaptchaProvider }

const KEY = Symbol.for('signalpost.antispam.captchaProvider')

type Holder = { [KEY]?: CaptchaProvider }

export function publishCaptchaProvider(provider: CaptchaProvider): void {
  ;(globalThis as Holder)[KEY] = provider
}

export function publishedCaptchaProvider(): CaptchaProvider {
  return (globalThis as Holder)[KEY] ?? 'altcha'
}

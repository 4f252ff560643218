/**
 * What the page's Content-Security-Policy must add for the captcha provider in use, and
 * only for it. ALTCHA needs nothing: it is served from this site and its worker runs from a
 * blob, which `worker-src 'self' blob:` already allows.
 */
export type CaptchaProvider = 'altcha' | 'turnstile' | 'hcaptcha' | 'recaptcha-v2' | 'recaptcha-v3'

export type CspSources = { script: string[]; frame: string[]; connect: string[]; style: string[] }

/** Sources per directive, from each provider's own CSP documentation. */
export function captchaCspSources(provider: CaptchaProvider): CspSources {
  switch (provider) {
    case 'altcha':
      return { script: [], frame: [], connect: [], style: [] }
    case 'turnstile':
      return {
        script: ['https://challenges.cloudflare.com'],
        frame: ['https://challenges.cloudflare.com'],
        connect: [],
        style: [],
      }
    case 'hcaptcha':
      return {
        script: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
        frame: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
        connect: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
        style: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
      }
    case 'recaptcha-v2':
    case 'recaptcha-v3':
      return {
        script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
        frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
        connect: [],
        style: [],
      }
  }
}

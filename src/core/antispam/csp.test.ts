import { describe, expect, it } from 'vitest'

import { captchaCspSources } from './csp'

describe('captcha CSP sources', () => {
  it('adds nothing for ALTCHA and only the provider’s hosts for the others', () => {
    expect(captchaCspSources('altcha')).toEqual({ script: [], frame: [], connect: [], style: [] })
    expect(captchaCspSources('turnstile').script).toEqual(['https://challenges.cloudflare.com'])
    expect(captchaCspSources('hcaptcha').frame).toContain('https://*.hcaptcha.com')
    expect(captchaCspSources('recaptcha-v3').script).toContain('https://www.gstatic.com/recaptcha/')
  })
})

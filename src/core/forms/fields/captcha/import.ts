import type { Importer } from '../import-kit'

// GF's captchas (reCAPTCHA, simple, math) become the site's own captcha, whose provider is a site setting.
export const importer: Importer<'captcha'> = (raw, base) => ({
  ...base,
  type: 'captcha',
  ...(raw.captchaSize === 'invisible' ? { captchaSize: 'invisible' } : {}),
})

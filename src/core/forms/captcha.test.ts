import { describe, expect, it } from 'vitest'

import { contactForm } from './fixtures'
import { formConfig, renderForm, type RenderOptions } from './markup'
import { honeypotFieldId } from './protocol'
import type { Form } from './types'
import { readValues, toPairs } from './values'

const options: RenderOptions = {
  action: '/contact',
  ajaxUrl: '/next/forms/ajax',
  nonce: 'n0nce',
  displayTitle: true,
  displayDescription: true,
  sanitizeHtml: (html) => html,
  context: { today: '2026-03-14' },
}

const withCaptcha = (size: 'visible' | 'invisible'): Form => ({
  ...contactForm,
  fields: [...contactForm.fields, { type: 'captcha', id: 9, label: 'Spam check', captchaSize: size }],
})

describe('the captcha field', () => {
  it('renders a place for the widget with the hidden g-recaptcha-response field', () => {
    const html = renderForm(withCaptcha('visible'), { values: {} }, options)
    expect(html).toContain('data-sp-captcha="visible"')
    expect(html).toContain('<input type="hidden" name="g-recaptcha-response" value="">')
    expect(html).toContain('<div class="gfield_label gform-field-label">Spam check</div>')
    expect(html).toContain('<noscript>')
  })

  it('shows no label when invisible, and still shows its error', () => {
    const html = renderForm(
      withCaptcha('invisible'),
      { values: {}, errors: [{ fieldId: 9, message: 'Please complete the captcha to show you are a person.' }] },
      options,
    )
    expect(html).toContain('data-sp-captcha="invisible"')
    expect(html).not.toContain('>Spam check</div>')
    expect(html).toContain('Please complete the captcha to show you are a person.')
  })

  it('holds no value and moves the honeypot above it', () => {
    const form = withCaptcha('visible')
    expect(readValues(form, [['input_9', 'x']]).values['9']).toBeUndefined()
    expect(toPairs(form, {}).some(([name]) => name === 'input_9')).toBe(false)
    expect(honeypotFieldId(form)).toBe(10)
  })

  it('puts the version hash and the anti-spam nonce in the config only when given', () => {
    expect(formConfig(contactForm, options)).not.toHaveProperty('version_hash')
    const config = formConfig(contactForm, { ...options, antispam: { versionHash: 'abc', nonce: 'n' } })
    expect(config).toMatchObject({ version_hash: 'abc', antispam: { nonce: 'n' } })
  })
})

import { describe, expect, it } from 'vitest'

import { DROPPED_ELEMENTS, isAllowedAttribute, isSafeUrl } from './client-sanitize'

describe('confirmation sanitising rules', () => {
  it('keep web, mail, phone, relative and fragment links', () => {
    for (const ok of [
      'https://oproep.example/x',
      'http://a',
      'mailto:a@b.nl',
      'tel:+31201234567',
      '/contact',
      '#top',
      'page?a=1',
    ])
      expect(isSafeUrl(ok), ok).toBe(true)
  })

  it('refuse script and data addresses however they are disguised', () => {
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', ' java\tscript:alert(1)', 'data:text/html,x', 'vbscript:x'])
      expect(isSafeUrl(bad), bad).toBe(false)
  })

  it('drop event handlers, srcdoc and unsafe links; keep the rest', () => {
    expect(isAllowedAttribute('onclick', 'x()')).toBe(false)
    expect(isAllowedAttribute('ONERROR', 'x()')).toBe(false)
    expect(isAllowedAttribute('srcdoc', '<p>')).toBe(false)
    expect(isAllowedAttribute('href', 'javascript:x')).toBe(false)
    expect(isAllowedAttribute('href', '/ok')).toBe(true)
    expect(isAllowedAttribute('class', 'gform_confirmation_message')).toBe(true)
    expect(isAllowedAttribute('id', 'gform_confirmation_wrapper_1')).toBe(true)
  })

  it('remove elements that run code or post data', () => {
    for (const tag of ['script', 'iframe', 'object', 'embed', 'form', 'style', 'svg'])
      expect(DROPPED_ELEMENTS.has(tag)).toBe(true)
    for (const tag of ['p', 'div', 'a', 'strong', 'img', 'ul']) expect(DROPPED_ELEMENTS.has(tag)).toBe(false)
  })
})

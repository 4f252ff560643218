import { describe, expect, it } from 'vitest'

import { isValidEmail, isValidWebsite, normalizeWebsite } from './formats'

describe('isValidEmail', () => {
  it('wants text, an at sign, text, a dot, text and no spaces', () => {
    for (const ok of ['a@b.co', 'jan.de.vries@oproep.example', 'x+tag@sub.domain.nl', 'ü@bücher.de'])
      expect(isValidEmail(ok), ok).toBe(true)
    for (const bad of [
      '',
      'a@b',
      '@b.co',
      'a@.co',
      'a@b.',
      'a b@c.d',
      'a@b c.d',
      'a@@b.c',
      'a@b.c\nBcc: x@y.z',
      'a@b.c ',
      'ab.c',
    ])
      expect(isValidEmail(bad), JSON.stringify(bad)).toBe(false)
  })
  it('refuses addresses longer than SMTP allows', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@b.co`)).toBe(false)
    expect(isValidEmail(`${'a'.repeat(65)}@b.co`)).toBe(false)
    expect(isValidEmail(`${'a'.repeat(64)}@b.co`)).toBe(true)
  })
  it('is one plain address: no lists, display names, comments or quoting', () => {
    for (const ok of ["o'brien@oproep.nl", 'info@oproep-systemen.nl', 'a_b-c@d-e.f.nl', 'x!#$%&*/=?^`{|}~@y.nl'])
      expect(isValidEmail(ok), ok).toBe(true)
    for (const bad of [
      'a,b@x.y',
      'a@x.y,b@x.y',
      'a;b@x.y',
      'x<v@y.z>',
      '<v@y.z>',
      'Jan <jan@oproep.nl>',
      'Jan<jan@oproep.nl>',
      '"jan"@oproep.nl',
      'jan(comment)@oproep.nl',
      'a..b@c.d',
      '.a@c.d',
      'a.@c.d',
      'a@b..c',
      'a@-b.c',
      'a@b-.c',
      'a@[127.0.0.1]',
      'a@b.c\r',
      'a\u0000@b.c',
      'a@b.c\u2028',
    ])
      expect(isValidEmail(bad), JSON.stringify(bad)).toBe(false)
  })
})

describe('website addresses', () => {
  it('keep http and https addresses', () => {
    expect(normalizeWebsite('https://oproep.example/contact?x=1')).toBe('https://oproep.example/contact?x=1')
    expect(normalizeWebsite('HTTP://Oproep.example')).toBe('HTTP://Oproep.example')
  })
  it('give a bare host https', () => {
    expect(normalizeWebsite('www.oproep.example')).toBe('https://www.oproep.example')
    expect(normalizeWebsite(' oproep.example/path ')).toBe('https://oproep.example/path')
  })
  it('refuse other schemes and things that are not addresses', () => {
    for (const bad of [
      'javascript:alert(1)',
      'ftp://x.example',
      'mailto:a@b.c',
      'http://localhost',
      'https://',
      'not a url',
      'https://a b.example',
      'https://user:pw@x.example',
      'data:text/html,x',
      '',
    ])
      expect(isValidWebsite(bad), bad).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'

import { parseConsentPost } from './record'

const good = { id: 'AbCdEfGhIjKlMnOpQrStUv', analytics: true, marketing: false, version: 2, method: 'save', path: '/contact?x=1' }
const options = { gpc: false, maxVersion: 5 }

describe('consent posts', () => {
  it('accepts a well-formed choice and drops the query string', () => {
    expect(parseConsentPost(good, options)).toEqual({
      ok: true,
      value: { visitorId: good.id, analytics: true, marketing: false, version: 2, method: 'save', path: '/contact' },
    })
  })

  it('records a refusal when the request carries Global Privacy Control', () => {
    const parsed = parseConsentPost({ ...good, marketing: true }, { ...options, gpc: true })
    expect(parsed).toMatchObject({ ok: true, value: { analytics: false, marketing: false, method: 'gpc' } })
  })

  it.each([
    ['not an object', 'yes'],
    ['an array', [good]],
    ['an unknown field', { ...good, ip: '1.2.3.4' }],
    ['a short id', { ...good, id: 'abc' }],
    ['a string for a boolean', { ...good, analytics: 'true' }],
    ['a version from the future', { ...good, version: 6 }],
    ['a fractional version', { ...good, version: 1.5 }],
    ['an unknown method', { ...good, method: 'sneaky' }],
    ['a path on another site', { ...good, path: '//evil.example/' }],
    ['markup in the path', { ...good, path: '/<script>' }],
  ])('refuses %s', (_, body) => {
    expect(parseConsentPost(body, options).ok).toBe(false)
  })
})

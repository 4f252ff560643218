import { describe, expect, it } from 'vitest'

import { parseConsentPost } from './record'

const good = { id: 'AbCdEfGhIjKlMnOpQrStUv', analytics: true, marketing: false, version: 2, method: 'save', path: '/contact?x=1' }
const options = { gpc: false, maxVersion: 5 }

describe('consent posts', () => {
  it('accepts a well-formed choice and drops the query string', () => {
    expect(parseConsentPost(good, options)).toEqual({
      ok: true,
      value: { visitorId: good.id, analytics: true, marketing: false, version: 2, method: 'save', vendors: [], path: '/contact' },
    })
  })

  it('records YouTube allowed on its own, and never under Global Privacy Control', () => {
    const video = { ...good, analytics: false, method: 'video', vendors: ['youtube'] }
    expect(parseConsentPost(video, options)).toMatchObject({ ok: true, value: { marketing: false, vendors: ['youtube'] } })
    expect(parseConsentPost(video, { ...options, gpc: true })).toMatchObject({ ok: true, value: { vendors: [], method: 'gpc' } })
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
    ['an unknown provider', { ...good, vendors: ['tracker'] }],
    ['providers that are not a list', { ...good, vendors: 'youtube' }],
    ['a provider twice', { ...good, vendors: ['youtube', 'youtube'] }],
  ])('refuses %s', (_, body) => {
    expect(parseConsentPost(body, options).ok).toBe(false)
  })
})

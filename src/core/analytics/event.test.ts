import { describe, expect, it } from 'vitest'

import { parseEvent, referrerHost } from './event'

const options = { ownHosts: ['localhost', 'www.oproep.example'] }

describe('collector events', () => {
  it('accepts a page view and keeps only the referrer’s host', () => {
    expect(
      parseEvent({ t: 'pageview', p: '/contact?email=a@b.c', r: 'https://www.google.com/search?q=pagers' }, options),
    ).toEqual({
      ok: true,
      value: {
        type: 'pageview',
        path: '/contact',
        category: null,
        target: null,
        label: null,
        referrer: 'www.google.com',
        formId: null,
      },
    })
    expect(parseEvent({ t: 'pageview', p: '/faq#batteries', r: 'https://www.oproep.example/' }, options)).toMatchObject({
      value: { path: '/faq#batteries', referrer: null },
    })
  })

  it('accepts clicks and form events', () => {
    expect(parseEvent({ t: 'click', p: '/downloads', c: 'affiliate', u: '/recommend/x', l: 'affiliate' }, options)).toMatchObject(
      {
        ok: true,
        value: { category: 'affiliate', target: '/recommend/x', label: 'affiliate' },
      },
    )
    expect(parseEvent({ t: 'form_submit', p: '/contact', f: 3 }, options)).toMatchObject({ ok: true, value: { formId: '3' } })
  })

  it.each([
    ['a string', 'pageview'],
    ['null', null],
    ['an array', [{ t: 'pageview', p: '/' }]],
    ['an unknown type', { t: 'purchase', p: '/' }],
    ['an unknown field', { t: 'pageview', p: '/', ip: '1.2.3.4' }],
    ['a full URL as the path', { t: 'pageview', p: 'https://evil.example/' }],
    ['a protocol-relative path', { t: 'pageview', p: '//evil.example/' }],
    ['a control character', { t: 'pageview', p: '/a\nb' }],
    ['a very long path', { t: 'pageview', p: `/${'a'.repeat(600)}` }],
    ['a click without a category', { t: 'click', p: '/', u: 'https://x.example/' }],
    ['an unknown category', { t: 'click', p: '/', c: 'banner', u: 'https://x.example/' }],
    ['a click without a target', { t: 'click', p: '/', c: 'tel' }],
    ['a category on a page view', { t: 'pageview', p: '/', c: 'tel' }],
    ['a referrer on a click', { t: 'click', p: '/', c: 'tel', u: 'tel:1', r: 'https://x.example/' }],
    ['a form event without a form', { t: 'form_view', p: '/' }],
    ['a form id with markup', { t: 'form_start', p: '/', f: '<b>' }],
    ['a form id on a page view', { t: 'pageview', p: '/', f: '1' }],
  ])('refuses %s', (_, body) => {
    expect(parseEvent(body, options).ok).toBe(false)
  })

  it('keeps referrers from other sites only', () => {
    expect(referrerHost('android-app://com.google/', [])).toBeNull()
    expect(referrerHost('not a url', [])).toBeNull()
    expect(referrerHost('https://LOCALHOST:3000/x', ['localhost'])).toBeNull()
  })
})

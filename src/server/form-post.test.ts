import { describe, expect, it } from 'vitest'

import { postbackUrl } from './form-post'

const post = (url: string, type = 'multipart/form-data; boundary=x', headers: Record<string, string> = {}) => ({
  method: 'POST',
  url,
  headers: { 'content-type': type, ...headers },
})

describe('postbackUrl', () => {
  it('hands a form posted to a page to the postback route', () => {
    expect(postbackUrl(post('/contact'))).toBe('/next/forms/postback?path=%2Fcontact')
    expect(postbackUrl(post('/solutions/healthcare?x=1', 'application/x-www-form-urlencoded'))).toBe(
      '/next/forms/postback?path=%2Fsolutions%2Fhealthcare',
    )
    expect(postbackUrl(post('/forms/2'))).toBe('/next/forms/postback?path=%2Fforms%2F2')
  })

  it('leaves everything else to Next', () => {
    expect(postbackUrl({ method: 'GET', url: '/contact', headers: {} })).toBeNull()
    expect(postbackUrl(post('/contact', 'application/json'))).toBeNull()
    expect(postbackUrl(post('/contact', 'text/plain;charset=UTF-8', { 'next-action': 'abc' }))).toBeNull()
    expect(postbackUrl(post('/contact', undefined, { 'next-action': 'abc' }))).toBeNull()
    for (const url of ['/admin/login', '/api/users/login', '/next/forms/ajax', '/_next/x', '//evil.example/x'])
      expect(postbackUrl(post(url)), url).toBeNull()
  })
})

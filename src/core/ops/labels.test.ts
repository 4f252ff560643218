import { describe, expect, it } from 'vitest'

import { bearerMatches, readinessAnswer, ROUTE_LABELS, routeLabel, statusClass } from './labels'

describe('routeLabel', () => {
  it('puts every address under one of a fixed set of routes', () => {
    const cases: [string, string][] = [
      ['/', 'page'],
      ['/products/gp15-guest-pager-starter-kit', 'page'],
      ['/no-such-page-at-all-1234', 'page'],
      ['/next/forms/ajax', 'form'],
      ['/next/uploads/0123456789abcdef0123456789abcdef', 'upload'],
      ['/next/uploads', 'upload'],
      ['/next/revalidate', 'internal'],
      ['/admin', 'admin'],
      ['/admin/collections/form-entries', 'admin'],
      ['/administrator', 'page'],
      ['/api/users/login', 'api'],
      ['/api/media/file/hero.avif', 'media'],
      ['/api/documents/file/manual.pdf', 'media'],
      ['/api/analytics/collect', 'analytics'],
      ['/_next/static/chunks/app.js', 'static'],
      ['/healthz', 'health'],
      ['/readyz', 'health'],
      ['/metrics', 'metrics'],
      ['/metrics/more', 'page'],
    ]
    for (const [path, label] of cases) expect(routeLabel(path), path).toBe(label)
    for (const [, label] of cases) expect(ROUTE_LABELS).toContain(label)
  })

  it('counts a form posted to its own page as a form', () => {
    expect(routeLabel('/contact', true)).toBe('form')
  })
})

describe('statusClass', () => {
  it('groups statuses by their first digit', () => {
    expect([200, 204, 301, 404, 429, 503].map(statusClass)).toEqual(['2xx', '2xx', '3xx', '4xx', '4xx', '5xx'])
    expect(statusClass(0)).toBe('other')
    expect(statusClass(999)).toBe('other')
  })
})

describe('bearerMatches', () => {
  const token = 'a-metrics-token-of-some-length-123'
  it('takes the token as a Bearer credential only', () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true)
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true)
    expect(bearerMatches(`Bearer ${token}x`, token)).toBe(false)
    expect(bearerMatches(`Bearer ${token.slice(1)}`, token)).toBe(false)
    expect(bearerMatches(token, token)).toBe(false)
    expect(bearerMatches(`Basic ${token}`, token)).toBe(false)
    expect(bearerMatches('Bearer ', token)).toBe(false)
    expect(bearerMatches(undefined, token)).toBe(false)
    expect(bearerMatches([`Bearer ${token}`], token)).toBe(false)
  })
})

describe('readinessAnswer', () => {
  it('is ready when every check is, and names the failing ones without saying why', () => {
    expect(
      readinessAnswer(
        [
          { name: 'database', ok: true },
          { name: 'storage', ok: true },
        ],
        false,
      ),
    ).toEqual({ status: 200, body: { status: 'ready', checks: { database: 'ok', storage: 'ok' } } })
    expect(
      readinessAnswer(
        [
          { name: 'database', ok: false },
          { name: 'storage', ok: true },
        ],
        false,
      ),
    ).toEqual({ status: 503, body: { status: 'not ready', checks: { database: 'failing', storage: 'ok' } } })
  })

  it('is not ready while the instance stops, whatever the checks say', () => {
    expect(readinessAnswer([{ name: 'database', ok: true }], true)).toEqual({
      status: 503,
      body: { status: 'stopping', checks: { database: 'ok' } },
    })
  })
})

/**
 * The first-party collector, the consent log and their CSV exports, called as
 * Payload calls them (a web Request with the Payload instance and the signed-in
 * user attached), against the suite's real database.
 */
import type { Payload, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { collect, exportEvents } from '../../src/features/analytics/endpoints'
import { pruneOld } from '../../src/features/analytics/collector'
import { exportConsent, recordConsent } from '../../src/features/consent/endpoints'

const SITE = 'http://localhost:3000'

type Options = { body?: string; headers?: Record<string, string>; user?: unknown; method?: string }

function call(payload: Payload, handler: (req: PayloadRequest) => Promise<Response> | Response, url: string, o: Options = {}) {
  const request = new Request(`${SITE}${url}`, {
    method: o.method ?? (o.body === undefined ? 'GET' : 'POST'),
    headers: { 'user-agent': 'Mozilla/5.0 (integration test) Chrome/130', ...o.headers },
    body: o.body,
  })
  return handler(Object.assign(request, { payload, user: o.user ?? null }) as unknown as PayloadRequest)
}

const fromSite = (address: string) => ({ origin: SITE, 'x-site-client-ip': address })

export function privacySuite(label: string, payload: () => Payload): void {
  describe(`${label}: analytics collector`, () => {
    it('stores a well-formed event with a daily hash, never the address, and sets no cookie', async () => {
      const res = await call(payload(), collect, '/api/analytics/collect', {
        headers: fromSite('203.0.113.50'),
        body: JSON.stringify({ t: 'click', p: '/downloads?x=1', c: 'tel', u: 'tel:+31307004120' }),
      })
      expect(res.status).toBe(204)
      expect(res.headers.get('set-cookie')).toBeNull()
      const { docs } = await payload().find({ collection: 'analytics-events', where: { target: { equals: 'tel:+31307004120' } } })
      expect(docs).toHaveLength(1)
      expect(docs[0]).toMatchObject({ type: 'click', path: '/downloads', category: 'tel' })
      expect(docs[0]!.visitor).toMatch(/^[0-9a-f]{16}$/)
      expect(JSON.stringify(docs[0])).not.toContain('203.0.113.50')
    })

    it('refuses other origins, malformed and oversized events, and robots are not counted', async () => {
      const p = payload()
      const before = (await p.count({ collection: 'analytics-events' })).totalDocs
      const send = (body: string, headers: Record<string, string> = fromSite('203.0.113.51')) =>
        call(p, collect, '/api/analytics/collect', { headers, body })
      expect((await send('{"t":"pageview","p":"/"}', { origin: 'https://evil.example' })).status).toBe(403)
      expect((await send('{"t":"pageview","p":"/"}', {})).status).toBe(403)
      expect((await send('{"t":"pageview"')).status).toBe(400)
      expect((await send('{"t":"pageview","p":"/","extra":1}')).status).toBe(400)
      expect((await send(JSON.stringify({ t: 'pageview', p: `/${'a'.repeat(5000)}` }))).status).toBe(413)
      const robot = await call(p, collect, '/api/analytics/collect', {
        headers: { ...fromSite('203.0.113.51'), 'user-agent': 'Googlebot/2.1' },
        body: '{"t":"pageview","p":"/"}',
      })
      expect(robot.status).toBe(204)
      expect((await p.count({ collection: 'analytics-events' })).totalDocs).toBe(before)
    })

    it('rate-limits one client and not the others', async () => {
      const p = payload()
      const statuses: number[] = []
      for (let i = 0; i < 65; i++) {
        const res = await call(p, collect, '/api/analytics/collect', {
          headers: fromSite('203.0.113.52'),
          body: '{"t":"pageview","p":"/rate-limit-test"}',
        })
        statuses.push(res.status)
      }
      expect(statuses.filter((s) => s === 204).length).toBeGreaterThanOrEqual(60)
      expect(statuses.at(-1)).toBe(429)
      const other = await call(p, collect, '/api/analytics/collect', {
        headers: fromSite('203.0.113.53'),
        body: '{"t":"pageview","p":"/rate-limit-test"}',
      })
      expect(other.status).toBe(204)
    })
  })

  describe(`${label}: consent log`, () => {
    const choice = { id: 'IntegrationVisitor0001', analytics: true, marketing: false, version: 1, method: 'save', path: '/' }

    it('records each choice, and a refusal under Global Privacy Control', async () => {
      const p = payload()
      const ok = await call(p, recordConsent, '/api/consent', { headers: fromSite('203.0.113.60'), body: JSON.stringify(choice) })
      expect(ok.status).toBe(204)
      const gpc = await call(p, recordConsent, '/api/consent', {
        headers: { ...fromSite('203.0.113.60'), 'sec-gpc': '1' },
        body: JSON.stringify({ ...choice, marketing: true, method: 'accept' }),
      })
      expect(gpc.status).toBe(204)
      const { docs } = await p.find({
        collection: 'consent-records',
        where: { visitorId: { equals: choice.id } },
        sort: 'createdAt',
      })
      expect(docs.map((d) => [d.decision, d.analytics, d.marketing, d.method, d.version])).toEqual([
        ['partial', true, false, 'save', 1],
        ['refused', false, false, 'gpc', 1],
      ])
    })

    it('refuses other origins, a version the notice never had, and unknown fields', async () => {
      const p = payload()
      const post = (body: unknown, headers = fromSite('203.0.113.61')) =>
        call(p, recordConsent, '/api/consent', { headers, body: JSON.stringify(body) })
      expect((await post(choice, { origin: 'https://evil.example', 'x-site-client-ip': '203.0.113.61' })).status).toBe(403)
      expect((await post({ ...choice, version: 99 })).status).toBe(400)
      expect((await post({ ...choice, ip: '203.0.113.61' })).status).toBe(400)
    })
  })

  describe(`${label}: exports`, () => {
    it('streams the consent log and the events as CSV to staff only', async () => {
      const p = payload()
      expect((await call(p, exportConsent, '/api/consent-records/export')).status).toBe(401)
      const admin = (await p.find({ collection: 'users', where: { roles: { in: ['admin'] } }, limit: 1 })).docs[0]
      const user = { ...admin, collection: 'users' }
      const consent = await call(p, exportConsent, '/api/consent-records/export', { user })
      expect(consent.status).toBe(200)
      const csv = await consent.text()
      expect(csv).toContain('IntegrationVisitor0001,partial,true,false,false,save,1,/')
      const events = await call(p, exportEvents, '/api/analytics-events/export', { user })
      expect(await events.text()).toContain(',click,/downloads,tel,tel:+31307004120,')
      const daily = await (await call(p, exportEvents, '/api/analytics-events/export?kind=daily', { user })).text()
      expect(daily.trim().split('\r\n')).toHaveLength(31)
    })
  })

  describe(`${label}: retention`, () => {
    it('deletes events older than the retention setting', async () => {
      const p = payload()
      expect((await p.count({ collection: 'analytics-events' })).totalDocs).toBeGreaterThan(0)
      // A year from now, with 30 days kept: everything stored today is too old.
      await pruneOld(p, 'analytics-events', 30, new Date(Date.now() + 365 * 86_400_000))
      expect((await p.count({ collection: 'analytics-events' })).totalDocs).toBe(0)
    })
  })
}

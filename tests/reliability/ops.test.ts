/**
 * What IT watches, against one production site on SQLite: /healthz and /readyz answer without
 * credentials and reveal nothing but ok or failing, and /metrics gives Prometheus the requests,
 * the page cache, the submissions and the e-mail queue, to the metrics token only.
 * On SIGTERM it finishes what is under way and exits within its bound. (The database failing
 * /readyz is in postgres-restart.test.ts, which can stop its database.)
 */
import http from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  ADMIN,
  allowTestRange,
  contactPost,
  createContactForm,
  isConfirmation,
  postAjax,
  sleep,
  startSite,
  type Site,
} from './support'

const TOKEN = 'reliability-metrics-token-0123456789abcdef'
let site: Site

beforeAll(async () => {
  site = await startSite({ port: 3412, env: { METRICS_TOKEN: TOKEN } })
})

afterAll(async () => {
  await site?.stop()
})

const scrape = async (): Promise<string> => {
  const res = await fetch(`${site.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  return res.text()
}

/** The sum of a metric's series whose labels include `labels` (`{}`: all of them). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0
  let seen = false
  for (const line of text.split('\n')) {
    const m = /^([a-z_:]+)(?:\{([^}]*)\})? (\S+)$/.exec(line)
    if (!m || m[1] !== name) continue
    const has = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]))
    if (Object.entries(labels).every(([k, v]) => has[k] === v)) {
      total += Number(m[3])
      seen = true
    }
  }
  return seen ? total : NaN
}

describe('operations endpoints', () => {
  it('/healthz says the process lives, and nothing else', async () => {
    const res = await fetch(`${site.url}/healthz`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok' })
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const post = await fetch(`${site.url}/healthz`, { method: 'POST', headers: { origin: site.url } })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
  })

  it('/readyz names each check as ok, without messages, hosts or versions', async () => {
    const res = await fetch(`${site.url}/readyz`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok', queue: 'ok' } })
  })

  it('/metrics answers the metrics token only', async () => {
    const none = await fetch(`${site.url}/metrics`)
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
    expect(await none.text()).not.toContain('site_')
    const wrong = await fetch(`${site.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` } })
    expect(wrong.status).toBe(401)
  })

  it('/metrics counts requests, cache hits, submissions and the e-mail queue', async () => {
    await allowTestRange(site)
    const posting = await createContactForm(site)
    const before = await scrape()
    // A page until the page cache answers it (it is stored a moment after its first answer), a
    // missing page, and one submission.
    await expect
      .poll(async () => {
        const res = await fetch(`${site.url}/faq`)
        await res.arrayBuffer()
        return res.headers.get('x-site-cache')
      })
      .toBe('HIT')
    await (await fetch(`${site.url}/no-such-pager-model-1234`)).arrayBuffer()
    const sent = await postAjax(site, contactPost(posting, site, 1), { ip: '198.18.0.7' })
    expect(sent.status).toBe(200)
    const after = await scrape()

    const grew = (name: string, labels: Record<string, string> = {}) =>
      (sample(after, name, labels) || 0) - (sample(before, name, labels) || 0)
    expect(grew('site_http_requests_total', { route: 'page', status: '200' })).toBeGreaterThanOrEqual(2)
    expect(grew('site_http_requests_total', { route: 'page', status: '404' })).toBeGreaterThanOrEqual(1)
    expect(grew('site_http_requests_total', { route: 'form', status: '200' })).toBeGreaterThanOrEqual(1)
    expect(grew('site_http_request_duration_seconds_count', { route: 'page', status_class: '2xx' })).toBeGreaterThanOrEqual(2)
    expect(grew('site_page_cache_requests_total', { result: 'hit' })).toBeGreaterThanOrEqual(1)
    expect(grew('site_form_submissions_total')).toBe(1)
    expect(grew('site_spam_decisions_total')).toBe(1)
    // Read from the database at the scrape: the submission's notification is waiting or sent.
    for (const name of ['site_email_queue_waiting', 'site_email_queue_failed', 'site_email_queue_oldest_waiting_seconds'])
      expect(sample(after, name), name).toBeGreaterThanOrEqual(0)
    // Node's own figures, under the site's prefix; SQLite has no connection pool.
    expect(sample(after, 'site_process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(after).not.toMatch(/^site_db_pool_connections\{/m)
    // No address becomes a label: made-up paths cannot grow the metrics.
    expect(after).not.toContain('no-such-pager-model')
  })

  it('logs one JSON object per line, without colour codes, with a request id carried through', async () => {
    // A refused REST read: Payload logs it while the serving layer's request id is set.
    const res = await fetch(`${site.url}/api/users?limit=1`)
    expect(res.status).toBe(403)
    const id = res.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    await expect.poll(() => site.output(), { timeout: 10_000 }).toContain(`"reqId":"${id}"`)
    // A cached page's answer carries no other visitor's id (/faq is in the cache since the test above).
    const cached = await fetch(`${site.url}/faq`)
    expect(cached.headers.get('x-site-cache')).toBe('HIT')
    expect(cached.headers.get('x-request-id')).toBeNull()
    const lines = site
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '')
    expect(lines.length).toBeGreaterThanOrEqual(3)
    for (const line of lines) {
      expect(line.includes('\u001b['), `colour codes in: ${line}`).toBe(false)
      const record = JSON.parse(line) as { level?: unknown; time?: unknown; msg?: unknown }
      expect(typeof record.level, line).toBe('string')
      expect(typeof record.time, line).toBe('string')
    }
    // The admin's password (set here by ADMIN_PASSWORD) is never logged.
    expect(site.output()).not.toContain(ADMIN.password)
  })

  // Last: it stops the site.
  it('on SIGTERM answers the submission under way, takes no new connection, and exits in time', async () => {
    const posting = await createContactForm(site)
    const form = new FormData()
    for (const [k, v] of contactPost(posting, site, 2)) form.append(k, v)
    const encoded = new Request('http://encode.invalid/', { method: 'POST', body: form })
    const body = Buffer.from(await encoded.arrayBuffer())
    const half = Math.floor(body.length / 2)
    let answered: (a: { status: number; text: string; connection: string | undefined }) => void = () => undefined
    const answer = new Promise<{ status: number; text: string; connection: string | undefined }>((r) => (answered = r))
    // A visitor's submission whose body is half sent when the signal comes.
    const req = http.request(
      {
        host: '127.0.0.1',
        port: site.port,
        path: '/next/forms/ajax',
        method: 'POST',
        headers: {
          'content-type': encoded.headers.get('content-type')!,
          'content-length': String(body.length),
          origin: site.url,
          'sec-fetch-site': 'same-origin',
          'user-agent': 'Mozilla/5.0 (reliability test)',
          'x-forwarded-for': '198.18.0.9',
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          answered({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString(), connection: res.headers.connection }),
        )
      },
    )
    req.write(body.subarray(0, half))
    await sleep(1000)

    const exited = new Promise<number | null>((resolve) => site.process.once('exit', (code) => resolve(code)))
    site.process.kill('SIGTERM')
    await expect.poll(() => site.output(), { timeout: 10_000 }).toContain('taking no new requests')
    await expect(fetch(`${site.url}/healthz`, { signal: AbortSignal.timeout(5_000) })).rejects.toThrow()
    req.end(body.subarray(half))
    const { status, text, connection } = await answer
    expect(status).toBe(200)
    expect(isConfirmation(status, text), text.slice(0, 500)).toBe(true)
    expect(connection).toBe('close')
    // 0: everything finished within SHUTDOWN_TIMEOUT_SECONDS (an overrun exits 1).
    expect(await exited).toBe(0)
    expect(site.output()).toMatch(/"component":"serve","msg":"stopped"/)
  })
})

/**
 * Compression of cached pages, against one production site on SQLite: a page kept by the
 * serving layer's cache is compressed once, when it is stored, and every answer for it is those
 * stored bytes in the encoding the browser asked for, under a CSP that lists the sha256 of each
 * of its inline scripts instead of a per-answer nonce. Compressing each answer anew let a few
 * addresses saturate the CPU with ordinary page views.
 */
import { createHash } from 'node:crypto'
import http from 'node:http'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sleep, startSite, type Site } from './support'

let site: Site

const BROWSER = 'gzip, deflate, br, zstd'

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

function raw(path: string, headers: Record<string, string>, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: site.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')))
    req.end()
  })
}

function decode(answer: Raw): string {
  const encoding = answer.headers['content-encoding']
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString('utf8')
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString('utf8')
  expect(encoding).toBeUndefined()
  return answer.body.toString('utf8')
}

/** The inline scripts' hashes as a browser computes them: over the text between the tags. */
function inlineHashes(html: string): string[] {
  const out = new Set<string>()
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(` ${m[1]}`)) continue
    out.add(`'sha256-${createHash('sha256').update(m[2]!.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`)
  }
  return [...out].sort()
}

const scriptSrc = (csp: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src '))!
    .split(/\s+/)
    .slice(1)

/** The home page once it is answered from the serving layer's cache. */
async function cachedHome(headers: Record<string, string>): Promise<Raw> {
  for (let i = 0; i < 100; i++) {
    const answer = await raw('/', headers)
    if (answer.headers['x-site-cache'] === 'HIT') return answer
    await sleep(100)
  }
  throw new Error('the home page never came from the cache')
}

beforeAll(async () => {
  site = await startSite({ port: 3450 })
}, 600_000)

afterAll(async () => {
  await site?.stop()
})

describe('a cached page asked for as a browser asks', () => {
  it('is answered with the same stored brotli bytes every time, with its length, decoding to the page', async () => {
    const first = await cachedHome({ 'accept-encoding': BROWSER })
    expect(first.status).toBe(200)
    expect(first.headers['content-encoding']).toBe('br')
    expect(String(first.headers.vary).toLowerCase()).toContain('accept-encoding')
    expect(Number(first.headers['content-length'])).toBe(first.body.length)
    // Compressed once when stored: every later answer is byte for byte the same.
    for (let i = 0; i < 40; i++) {
      const again = await raw('/', { 'accept-encoding': BROWSER })
      expect(again.headers['x-site-cache']).toBe('HIT')
      expect(again.headers['content-encoding']).toBe('br')
      expect(again.body.equals(first.body)).toBe(true)
      expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
    }
    const html = decode(first)
    expect(html).toContain('</html>')

    // The same page in every other encoding a client may ask for.
    const gzip = await raw('/', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length)
    expect(decode(gzip)).toBe(html)
    const gzipAgain = await raw('/', { 'accept-encoding': 'gzip' })
    expect(gzipAgain.body.equals(gzip.body)).toBe(true)
    const plain = await raw('/', { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length)
    expect(plain.body.toString('utf8')).toBe(html)
    const none = await raw('/', {})
    expect(none.headers['content-encoding']).toBeUndefined()
    expect(none.body.toString('utf8')).toBe(html)
    // q-values: brotli refused, gzip preferred.
    expect((await raw('/', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip')
    expect((await raw('/', { 'accept-encoding': 'br;q=0.5, gzip;q=0.9' })).headers['content-encoding']).toBe('gzip')

    // HEAD: the headers of the GET, no body.
    const head = await raw('/', { 'accept-encoding': BROWSER }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-encoding']).toBe('br')
    expect(head.headers['content-length']).toBe(first.headers['content-length'])
    expect(head.body.length).toBe(0)
  }, 120_000)

  it("carries a strict CSP that allows exactly the page's inline scripts, by hash", async () => {
    const answer = await cachedHome({ 'accept-encoding': BROWSER })
    const html = decode(answer)
    const csp = String(answer.headers['content-security-policy'])
    const sources = scriptSrc(csp)
    const hashes = inlineHashes(html)
    expect(hashes.length).toBeGreaterThan(0)
    expect(sources.filter((s) => s.startsWith("'sha256-")).sort()).toEqual(hashes)
    expect(sources).not.toContain("'unsafe-inline'")
    expect(sources).not.toContain("'unsafe-eval'")
    expect(sources.some((s) => s.startsWith("'nonce-"))).toBe(false)
    // No script tag carries a nonce the CSP does not name.
    expect(html).not.toMatch(/<script\b[^>]*\snonce=/i)
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(answer.headers['cache-control']).toBe('private, no-cache')
  }, 120_000)

  it('keeps what varies per request: the Global Privacy Control cookie', async () => {
    await cachedHome({ 'accept-encoding': BROWSER })
    const withGpc = await raw('/', { 'accept-encoding': BROWSER, 'sec-gpc': '1' })
    expect(withGpc.headers['x-site-cache']).toBe('HIT')
    expect(String(withGpc.headers['set-cookie'] ?? '')).toMatch(/gpc/i)
    const without = await raw('/', { 'accept-encoding': BROWSER })
    expect(without.headers['set-cookie']).toBeUndefined()
  }, 120_000)
})

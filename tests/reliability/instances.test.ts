/**
 * Several instances: two production servers on one PostgreSQL database, sharing PAYLOAD_SECRET,
 * an upload folder (UPLOAD_DIR) and Redis (REDIS_URL), behind a round-robin proxy on loopback,
 * as the README's "Running on several machines" describes. Content published on one is served
 * by the other within 2 seconds, an upload started on one resumes on the other, and the
 * per-address limits count the visitor's requests on both together.
 */
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { postgresReachable, REDIS_TEST_URL, redisReachable } from '../support/databases'

import {
  adminHeaders,
  contactPost,
  createContactForm,
  createDatabase,
  createUploadForm,
  postAjax,
  rest,
  sleep,
  startSite,
  visitor,
  type Site,
} from './support'

const REDIS_URL = REDIS_TEST_URL
const PROXY_PORT = 3409
const PROXY = `http://localhost:${PROXY_PORT}`

/** A round-robin reverse proxy, as nginx or a load balancer would be; headers pass through unchanged. */
function roundRobin(ports: number[]): Promise<http.Server> {
  let next = 0
  const server = http.createServer((req, res) => {
    const port = ports[next++ % ports.length]!
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  })
  return new Promise((resolve) => server.listen(PROXY_PORT, '127.0.0.1', () => resolve(server)))
}

let database: Awaited<ReturnType<typeof createDatabase>>
let uploadDir: string
let one: Site
let two: Site
let proxy: http.Server

// Two instances need PostgreSQL and Redis; a machine without them skips this file, saying why.
const services = await Promise.all([postgresReachable(), redisReachable()])
const missing = services.flatMap((s, i) => (s.ok ? [] : [`${['PostgreSQL', 'Redis'][i]} (${s.reason})`]))
if (missing.length > 0) console.warn(`Skipping the two-instance tests: ${missing.join(' and ')} not reachable.`)

beforeAll(async () => {
  if (missing.length > 0) return
  database = await createDatabase('sp_instances')
  uploadDir = mkdtempSync(path.join(os.tmpdir(), 'sp-shared-uploads-'))
  const env = {
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    UPLOAD_DIR: uploadDir,
    REDIS_URL,
    SITE_URL: PROXY,
  }
  // The first instance sets the database up (migrations, demo content); the second finds it ready.
  one = await startSite({ port: 3407, databaseUrl: database.url, env })
  two = await startSite({ port: 3408, databaseUrl: database.url, env })
  proxy = await roundRobin([one.port, two.port])
})

afterAll(async () => {
  proxy?.close()
  await Promise.all([one?.stop(), two?.stop()])
  await database?.drop()
  if (uploadDir) rmSync(uploadDir, { recursive: true, force: true })
})

/** The page's HTML as one instance serves it to a visitor. */
async function html(site: Site, address: string): Promise<string> {
  const res = await fetch(`${site.url}${address}`)
  return res.text()
}

/** Milliseconds until `site` serves `address` with `text` in it; fails after 10 s. */
async function timeUntilServed(site: Site, address: string, text: string, since: number): Promise<number> {
  for (;;) {
    if ((await html(site, address)).includes(text)) return performance.now() - since
    if (performance.now() - since > 10_000) throw new Error(`${site.url}${address} did not show "${text}" within 10 s`)
    await sleep(50)
  }
}

describe.skipIf(missing.length > 0)('two instances on one PostgreSQL behind a round-robin proxy', () => {
  it('both announce that they share cache changes', () => {
    for (const site of [one, two])
      expect(site.output()).toMatch(/Cache changes are shared with the site's other instances over Redis/)
  })

  it('content published on one instance is served by the other within 2 seconds, both ways', async () => {
    const headers = await adminHeaders(one)
    const found = await rest<{ docs: { id: number }[] }>(one, headers, 'GET', '/pages?where[path][equals]=/contact&depth=0')
    const id = found.docs[0]!.id
    for (const [editor, other] of [
      [one, two],
      [two, one],
    ] as const) {
      const title = `Contact the pager team ${randomBytes(3).toString('hex')}`
      // Both instances have the page cached before the change.
      for (const site of [one, two]) for (let i = 0; i < 3; i++) expect(await html(site, '/contact')).not.toContain(title)
      // While the change is saved a visitor keeps asking the other instance: the old page may be
      // served until the change is committed, but never cached as fresh after it.
      let asking = true
      const visits = (async () => {
        while (asking) await html(other, '/contact')
      })()
      await rest(editor, await adminHeaders(editor), 'PATCH', `/pages/${id}`, { meta: { title } })
      const saved = performance.now()
      const elapsed = await timeUntilServed(other, '/contact', title, saved)
      asking = false
      await visits
      console.log(`published on ${editor.url}, served by ${other.url} after ${Math.round(elapsed)} ms`)
      expect(elapsed).toBeLessThanOrEqual(2000)
      expect(await html(editor, '/contact')).toContain(title)
      // Through the proxy every answer, whichever instance gives it, is the new page.
      for (let i = 0; i < 6; i++) {
        const res = await fetch(`${PROXY}/contact`)
        expect(await res.text()).toContain(title)
      }
    }
  })

  it('an upload started on one instance resumes on the other, byte for byte', async () => {
    const { formId } = await createUploadForm(one, 16)
    const size = 6 * 1024 * 1024 + 777
    const file = randomBytes(size)
    Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1').copy(file)
    const b64 = (s: string) => Buffer.from(s).toString('base64')
    const headers = { origin: PROXY, 'tus-resumable': '1.0.0', 'x-forwarded-for': visitor(410) }
    const create = await fetch(`${one.url}/next/uploads`, {
      method: 'POST',
      headers: {
        ...headers,
        'upload-length': String(size),
        'upload-metadata': [
          `filename ${b64('floor-plan.pdf')}`,
          `form_id ${b64(String(formId))}`,
          `field_id ${b64('1')}`,
          `gform_unique_id ${b64('5ca1ab1e')}`,
        ].join(','),
      },
    })
    expect(create.status).toBe(201)
    const upload = new URL(create.headers.get('location')!, one.url)
    const at = (site: Site) => `${site.url}${upload.pathname}`
    const send = async (site: Site, from: number, to: number) => {
      const res = await fetch(at(site), {
        method: 'PATCH',
        headers: { ...headers, 'upload-offset': String(from), 'content-type': 'application/offset+octet-stream' },
        body: file.subarray(from, to),
      })
      // 204 while it goes on; the last chunk is answered 200 with the stored file's details.
      expect([200, 204], await res.text()).toContain(res.status)
      return Number(res.headers.get('upload-offset'))
    }
    const half = Math.floor(size / 2)
    expect(await send(one, 0, half)).toBe(half)
    // The other instance knows how far the upload got, and takes the rest.
    const head = await fetch(at(two), { method: 'HEAD', headers })
    expect(Number(head.headers.get('upload-offset'))).toBe(half)
    expect(await send(two, half, size)).toBe(size)
    const stored = readFileSync(path.join(uploadDir, upload.pathname.split('/').pop()!))
    expect(createHash('sha256').update(stored).digest('hex')).toBe(createHash('sha256').update(file).digest('hex'))
  })

  it("a visitor's submissions are counted on both instances together", async () => {
    const posting = await createContactForm(one)
    const ip = visitor(420)
    const answers: number[] = []
    // 25 posts to each instance: 50 in all, over the forms' 30 a minute from one address.
    for (let n = 0; n < 25; n++) {
      for (const site of [one, two]) {
        const { status } = await postAjax(site, contactPost(posting, site, n), { ip, origin: PROXY, sameSite: true })
        answers.push(status)
      }
    }
    const refused = answers.filter((s) => s === 429).length
    expect(refused).toBeGreaterThanOrEqual(15)
    expect(answers.filter((s) => s !== 429).length).toBeLessThanOrEqual(33)
    // Another visitor is not held back by it, on either instance.
    for (const site of [one, two]) {
      const other = await postAjax(site, contactPost(posting, site, 99), { ip: visitor(421), origin: PROXY, sameSite: true })
      expect(other.status).toBe(200)
    }
  })
})

/**
 * Payload's REST API under hostile reads, against one production site on SQLite: visitors read
 * no collection or global over REST (the site renders through the Local API), only the files
 * of media and documents; GraphQL is off; a signed-in read is bounded in depth and page size;
 * and cached pages keep answering while such requests run.
 */
import { stripVTControlCharacters } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sampleRss } from '../../bench/lib/site'
import { adminHeaders, rest, startSite, type Site } from './support'

let site: Site
let staff: Record<string, string>

beforeAll(async () => {
  site = await startSite({ port: 3420 })
  staff = await adminHeaders(site)
})

afterAll(async () => {
  await site?.stop()
})

/** A GET that must be answered at all within `seconds` (a liveness bound, not a performance figure). */
async function get(path: string, headers: Record<string, string> = {}, seconds = 20) {
  const res = await fetch(new URL(path, site.url), { headers, signal: AbortSignal.timeout(seconds * 1000) })
  const body = Buffer.from(await res.arrayBuffer())
  return { status: res.status, type: res.headers.get('content-type') ?? '', size: body.length, text: body.toString('utf8') }
}

const HOSTILE = [
  '/api/pages?depth=10&limit=100',
  '/api/products?depth=6',
  '/api/products?depth=10&limit=0',
  '/api/media?pagination=false&depth=10',
  '/api/documents?limit=100000',
  '/api/product-categories?depth=10',
  '/api/pages/1?depth=10',
  '/api/pages/versions?depth=10',
  '/api/globals/header?depth=10',
  '/api/globals/footer?depth=10',
  '/api/globals/site-settings?depth=10',
  '/api/globals/consent-settings?depth=10',
]

describe('anonymous reads over REST', () => {
  it.each(HOSTILE)('%s is refused with a message', async (path) => {
    const res = await get(path)
    expect(res.status, `${path}: ${res.text.slice(0, 300)}`).toBe(403)
    expect(res.type).toContain('application/json')
    const body = JSON.parse(res.text) as { errors?: { message: string }[] }
    expect(body.errors?.[0]?.message).toMatch(/not allowed/i)
    expect(res.size).toBeLessThan(1024)
  })

  it('each refusal is logged as one info line, not as an error with a stack', async () => {
    const before = site.output().length
    for (const path of HOSTILE.slice(0, 3)) expect((await get(path)).status).toBe(403)
    // The site's output is no terminal, so its log is JSON lines; pino writes them a moment after the answer.
    const logged = async () => stripVTControlCharacters(site.output().slice(before))
    await expect.poll(logged).toMatch(/"level":"info".*"msg":"403 You are not allowed/)
    expect(await logged()).not.toMatch(/"level":"(error|fatal)"|"err":|"stack":/)
  })

  it('GraphQL and its playground are off', async () => {
    const query = await fetch(`${site.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url },
      body: JSON.stringify({ query: '{ Pages(limit: 100) { docs { id } } }' }),
    })
    expect(query.status).toBe(404)
    await query.arrayBuffer()
    expect((await get('/api/graphql-playground')).status).toBe(404)
  })

  it('the files of media and documents are still served to anyone', async () => {
    const media = await rest<{ docs: { url: string }[] }>(site, staff, 'GET', '/media?limit=1&depth=0')
    expect(new URL(media.docs[0]!.url, site.url).pathname).toMatch(/^\/api\/media\/file\//)
    const image = await get(media.docs[0]!.url)
    expect(image.status).toBe(200)
    expect(image.type).toMatch(/^image\//)
    const documents = await rest<{ docs: { url: string }[] }>(site, staff, 'GET', '/documents?limit=1&depth=0')
    for (const doc of documents.docs) expect((await get(doc.url)).status).toBe(200)
    expect((await get('/api/media/file/..%2F..%2Fsite.db')).status).not.toBe(200)
  })

  it("the public site's own calls under /api/ still work", async () => {
    expect((await get('/api/antispam/v1/captcha')).status).toBe(200)
    const consent = await fetch(`${site.url}/api/consent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url },
      body: JSON.stringify({}),
    })
    // A malformed choice is refused by the consent log's own validation, not by an access rule.
    expect(consent.status).not.toBe(403)
    expect(consent.status).toBeLessThan(500)
    await consent.arrayBuffer()
  })
})

describe('signed-in reads over REST', () => {
  it('staff still read collections and globals', async () => {
    expect((await get('/api/pages?limit=5&depth=0', staff)).status).toBe(200)
    expect((await get('/api/globals/header?depth=1', staff)).status).toBe(200)
  })

  it('a page holds at most 100 documents, also for limit=0 and pagination=false', async () => {
    const existing = await rest<{ totalDocs: number }>(site, staff, 'GET', '/product-categories?limit=1&depth=0')
    // Enough documents that an unbounded read would show it.
    const wanted = 105 - existing.totalDocs
    for (let i = 0; i < wanted; i++) {
      await rest(site, staff, 'POST', '/product-categories', { name: `Bounded ${i}`, slug: `bounded-${i}` })
    }
    for (const path of [
      '/api/product-categories?limit=1000&depth=0',
      '/api/product-categories?limit=0&depth=0',
      '/api/product-categories?pagination=false&depth=0',
    ]) {
      const res = await get(path, staff)
      expect(res.status, path).toBe(200)
      const body = JSON.parse(res.text) as { docs: unknown[]; totalDocs: number; limit: number }
      expect(body.totalDocs, path).toBeGreaterThan(100)
      expect(body.docs.length, path).toBe(100)
      expect(body.limit, path).toBe(100)
    }
  })

  it('a repeated or unreadable page size, page or depth is refused with 400 and says which', async () => {
    for (const [path, name] of [
      ['/api/form-entries?limit=5&limit=500&depth=0', 'limit'],
      ['/api/product-categories?page=x', 'page'],
      ['/api/product-categories?depth=1&depth=2', 'depth'],
    ] as const) {
      const res = await get(path, staff)
      expect(res.status, path).toBe(400)
      expect(res.text, path).toContain(`The ${name} parameter must be given once, as a whole number of 0 or more.`)
    }
  })

  it('related documents are populated at most two levels deep', async () => {
    const two = await get('/api/pages?depth=2&sort=id', staff)
    expect(two.status).toBe(200)
    // Pages relate to products, products to images and categories: depth 6 would reach much further.
    const six = await get('/api/pages?depth=6&sort=id', staff)
    expect(six.status).toBe(200)
    expect(six.size).toBe(two.size)
    const product = await get('/api/products?depth=6&limit=1', staff)
    const doc = (JSON.parse(product.text) as { docs: { images?: unknown[] }[] }).docs[0]
    expect(typeof doc?.images?.[0]).toBe('object')
  })
})

describe('the site stays up under hostile reads', () => {
  it('cached pages answer while hostile reads run in parallel, and memory stays bounded', async () => {
    // Warm the pages first, so what is measured is a cached page's answer.
    for (const path of ['/', '/contact']) expect((await get(path)).status).toBe(200)
    const rss = sampleRss(site.process.pid!)
    let running = true
    const attackers = Array.from({ length: 4 }, async (_, i) => {
      const answers: number[] = []
      while (running) {
        const res = await get(HOSTILE[i % HOSTILE.length]!, {}, 30)
        answers.push(res.status)
        if (i === 3) {
          // Also a signed-in deep read, the heaviest that remains.
          const deep = await get('/api/pages?depth=10&limit=100', staff, 30)
          answers.push(deep.status)
        }
      }
      return answers
    })
    try {
      for (let round = 0; round < 20; round++) {
        for (const path of ['/', '/contact']) {
          const page = await get(path, {}, 5)
          expect(page.status, path).toBe(200)
        }
      }
    } finally {
      running = false
    }
    const answers = (await Promise.all(attackers)).flat()
    const memory = rss.stop()
    expect(answers.length).toBeGreaterThan(4)
    expect(answers.every((s) => s === 403 || s === 200)).toBe(true)
    // The reported failure took the process from a few hundred MB to 3.1 GB.
    expect(memory.peak - memory.start).toBeLessThan(512 * 1024 * 1024)
  })
})

/**
 * Abuse, against one production site on SQLite: security headers on every kind of page, the
 * admin and entries closed to visitors, roles, CSRF and login lockout, hostile uploads and
 * bodies, a flood from one address, and a property-based fuzzer of 10,000 posts.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import autocannon from 'autocannon'
import fc from 'fast-check'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  ADMIN,
  adminHeaders,
  allowTestRange,
  contactPost,
  createContactForm,
  createUploadForm,
  entriesOf,
  postAjax,
  rest,
  startSite,
  visitor,
  type Posting,
  type Site,
} from './support'

let site: Site
let posting: Posting
let uploadFormId: number

const b64 = (s: string) => Buffer.from(s).toString('base64')

beforeAll(async () => {
  site = await startSite({ port: 3401 })
  posting = await createContactForm(site)
  uploadFormId = (await createUploadForm(site)).formId
})

afterAll(async () => {
  await site?.stop()
})

/** A raw tus creation request (POST /next/uploads) with the given metadata and headers. */
async function createUpload(
  metadata: Record<string, string>,
  headers: Record<string, string | number> = {},
): Promise<{ status: number; text: string; location?: string }> {
  const res = await fetch(`${site.url}/next/uploads`, {
    method: 'POST',
    headers: {
      origin: site.url,
      'tus-resumable': '1.0.0',
      'x-forwarded-for': visitor(4000 + Math.floor(Math.random() * 1000)),
      'upload-metadata': Object.entries(metadata)
        .map(([k, v]) => `${k} ${b64(v)}`)
        .join(','),
      ...Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)])),
    },
  })
  return { status: res.status, text: await res.text(), location: res.headers.get('location') ?? undefined }
}

/** The first PATCH of an upload created with `createUpload`. */
function firstChunk(location: string, body: Buffer): Promise<Response> {
  return fetch(new URL(location, site.url), {
    method: 'PATCH',
    headers: {
      origin: site.url,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(body),
  })
}

const uploadMeta = (filename: string, filetype = 'application/pdf') => ({
  filename,
  filetype,
  form_id: String(uploadFormId),
  field_id: '1',
  // A visitor of their own each time: a field takes one file per visitor.
  gform_unique_id: randomBytes(4).toString('hex'),
})

describe('security headers', () => {
  const pages = [
    ['home page', '/'],
    ['content page', '/about'],
    ['product page', '/products/gp15-guest-pager-starter-kit'],
    ['form page', '/contact'],
    ['search results', '/search?q=pager'],
    ['404 page', '/no-such-page'],
    ['admin sign-in', '/admin/login'],
  ] as const

  for (const [kind, route] of pages) {
    it(`the ${kind} (${route}) carries a strict CSP and the baseline headers`, async () => {
      const res = await fetch(`${site.url}${route}`)
      await res.arrayBuffer()
      expect(res.status).toBeLessThan(500)
      const csp = res.headers.get('content-security-policy') ?? ''
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? ''
      // A page from the serving layer's cache lists its inline scripts' hashes; any other a fresh nonce.
      if (res.headers.get('x-site-cache') === 'HIT') {
        expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]{43}='/)
        expect(scriptSrc).not.toContain("'nonce-")
      } else expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=_-]{16,}'/)
      expect(scriptSrc).not.toContain("'unsafe-inline'")
      expect(scriptSrc).not.toContain("'unsafe-eval'")
      expect(csp).toContain("frame-ancestors 'self'")
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("base-uri 'self'")
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('permissions-policy')).toContain('camera=()')
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    })
  }

  it('JSON, scripts, the sitemap and files get nosniff and the policies too', async () => {
    const html = await (await fetch(`${site.url}/`)).text()
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1]
    expect(script).toBeTruthy()
    for (const route of ['/api/pages?limit=1', script!, '/sitemap.xml', '/robots.txt', '/next/forms/ajax?action=x']) {
      const res = await fetch(`${site.url}${route}`)
      await res.arrayBuffer()
      expect(res.headers.get('x-content-type-options'), route).toBe('nosniff')
      expect(res.headers.get('referrer-policy'), route).toBe('strict-origin-when-cross-origin')
    }
  })

  it('each page rendered for its request gets a new nonce, and every script tag carries it', async () => {
    // Search results are rendered per request (a query string keeps them out of the page cache).
    const one = await fetch(`${site.url}/search?q=pager`)
    const two = await fetch(`${site.url}/search?q=pager`)
    const nonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
    expect(nonce(one)).not.toBe(nonce(two))
    const html = await one.text()
    const tags = html.match(/<script\b[^>]*>/g) ?? []
    expect(tags.length).toBeGreaterThan(0)
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce(one)}"`)
  })

  it('the session cookie is HttpOnly and SameSite', async () => {
    const res = await fetch(`${site.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url },
      body: JSON.stringify(ADMIN),
    })
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/payload-token=/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
  })
})

describe('the admin and entries without a session', () => {
  it('refuses entries, exports, users and settings to a visitor', async () => {
    for (const route of [
      '/api/form-entries',
      `/api/form-entries?where[form][equals]=${posting.formId}`,
      '/api/form-entries/1',
      '/api/form-uploads',
      '/api/users',
      '/api/outbox',
      '/api/notification-log',
    ]) {
      const res = await fetch(`${site.url}${route}`)
      const text = await res.text()
      expect([401, 403, 404], route).toContain(res.status)
      expect(text, route).not.toContain('visitor')
    }
    const exported = await fetch(`${site.url}/api/form-entries/export?where[form][equals]=${posting.formId}`)
    expect([401, 403]).toContain(exported.status)
  })

  it('sends a visitor of an admin screen to the sign-in page', async () => {
    const res = await fetch(`${site.url}/admin/collections/form-entries`, { redirect: 'manual' })
    await res.arrayBuffer()
    if (res.status >= 300 && res.status < 400) expect(res.headers.get('location')).toContain('/admin/login')
    else expect(await (await fetch(`${site.url}/admin/collections/form-entries`)).text()).not.toContain('visitor1@')
  })

  it('lets no visitor change content', async () => {
    const res = await fetch(`${site.url}/api/pages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url },
      body: JSON.stringify({ title: 'Defaced', slug: 'defaced' }),
    })
    expect([401, 403]).toContain(res.status)
    expect((await fetch(`${site.url}/defaced`)).status).toBe(404)
  })
})

describe('roles, CSRF and lockout', () => {
  const editor = { email: 'editor@oproep.example', password: 'editor-password-1' }

  async function login(credentials: { email: string; password: string }) {
    const res = await fetch(`${site.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url },
      body: JSON.stringify(credentials),
    })
    return { status: res.status, body: (await res.json()) as { token?: string; errors?: { message: string }[] } }
  }

  it('an editor cannot manage users, roles or site settings', async () => {
    const admin = await adminHeaders(site)
    await rest(site, admin, 'POST', '/users', { ...editor, name: 'Eddie', roles: ['editor'] })
    const { body } = await login(editor)
    const headers = { authorization: `JWT ${body.token}`, origin: site.url, 'content-type': 'application/json' }
    const create = await fetch(`${site.url}/api/users`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'mallory@example.com', password: 'mallory-password-1', roles: ['admin'] }),
    })
    expect(create.status).toBe(403)
    const me = (await (await fetch(`${site.url}/api/users/me`, { headers })).json()) as { user: { id: number } }
    await fetch(`${site.url}/api/users/${me.user.id}`, { method: 'PATCH', headers, body: JSON.stringify({ roles: ['admin'] }) })
    const after = (await (await fetch(`${site.url}/api/users/me`, { headers })).json()) as { user: { roles: string[] } }
    expect(after.user.roles).toEqual(['editor'])
    const settings = await fetch(`${site.url}/api/globals/site-settings`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ siteName: 'Defaced' }),
    })
    expect(settings.status).toBe(403)
    // What an editor is for still works.
    const page = await fetch(`${site.url}/api/pages?limit=1`, { headers })
    expect(page.status).toBe(200)
  })

  it('refuses a signed-in cookie sent from another origin', async () => {
    const res = await fetch(`${site.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url },
      body: JSON.stringify(ADMIN),
    })
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!
    await res.arrayBuffer()
    const attempt = (origin: string) =>
      fetch(`${site.url}/api/form-entries?limit=1`, { headers: { cookie, origin, 'sec-fetch-site': 'cross-site' } })
    const foreign = await attempt('https://attacker.example')
    expect([401, 403]).toContain(foreign.status)
    const own = await attempt(site.url)
    expect(own.status).toBe(200)
    // A form post from another website is refused with a message.
    const post = await postAjax(site, contactPost(posting, site, 1), { origin: 'https://attacker.example', ip: visitor(1) })
    expect(post.status).toBe(403)
    expect(post.text).toContain('This form was sent from another website and was refused.')
  })

  it('slows down five wrong passwords from one address without locking the account for another', async () => {
    const victim = { email: 'locked@oproep.example', password: 'right-password-1' }
    const admin = await adminHeaders(site)
    await rest(site, admin, 'POST', '/users', { ...victim, roles: ['editor'] })
    const from = (ip: string) => ({ 'x-forwarded-for': ip })
    const attempt = async (credentials: typeof victim, ip: string) => {
      const res = await fetch(`${site.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site.url, ...from(ip) },
        body: JSON.stringify(credentials),
      })
      return { status: res.status, text: await res.text() }
    }
    for (let i = 0; i < 5; i++) expect((await attempt({ ...victim, password: `wrong-${i}` }, visitor(9001))).status).toBe(401)
    const right = await attempt(victim, visitor(9001))
    expect(right.status).toBe(429)
    expect(right.text).toContain('Too many failed sign-in attempts.')
    expect((await attempt(victim, visitor(9002))).status).toBe(200)
  })
})

describe('hostile uploads and bodies', () => {
  it('stores a file named with a path under a random name inside the upload folder', async () => {
    const created = await createUpload(uploadMeta('../../../../etc/cron.d/evil.pdf'), { 'upload-length': 20 })
    if (created.status === 201) {
      const res = await firstChunk(created.location!, Buffer.from('%PDF-1.7\n%%EOF\n....'))
      expect(res.status).toBeLessThan(300)
      const body = await res.text()
      expect(body).not.toContain('..')
      const stored = readdirSync(path.join(site.dataDir, 'form-uploads'))
      expect(stored.every((name) => /^[a-f0-9]{32}(\.json)?$/.test(name))).toBe(true)
    } else {
      expect(created.status).toBe(400)
      expect(created.text.length).toBeGreaterThan(0)
    }
    expect(existsSync('/etc/cron.d/evil.pdf')).toBe(false)
  })

  it('refuses a double extension, a script type and a program disguised as a PDF', async () => {
    for (const name of ['plan.pdf.php', 'plan.php', 'plan.pdf.exe', 'plan.svg', 'plan.phtml']) {
      const created = await createUpload(uploadMeta(name), { 'upload-length': 20 })
      expect(created.status, name).toBe(415)
      expect(created.text, name).toContain('This type of file is not allowed.')
    }
    // A program with a .pdf name and a PDF Content-Type: the content check reads the first bytes.
    const created = await createUpload(uploadMeta('plan.pdf', 'application/pdf'), { 'upload-length': 64 })
    expect(created.status).toBe(201)
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), randomBytes(56)])
    const res = await firstChunk(created.location!, elf)
    const text = await res.text()
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(text.length).toBeGreaterThan(0)
  })

  it('refuses an upload larger than the field allows at creation', async () => {
    const created = await createUpload(uploadMeta('plan.pdf'), { 'upload-length': 50 * 1024 * 1024 })
    expect(created.status).toBe(413)
    expect(created.text).toContain('File exceeds size limit')
  })

  it('refuses an oversized form post before reading it whole', async () => {
    // Declares 200 MB and sends 2 MB, then waits: the answer comes without the rest. A raw
    // socket, because an HTTP client stops reading once the server closes the connection
    // on the body it will not take.
    const { port } = new URL(site.url)
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1')
      let text = ''
      socket.setEncoding('latin1')
      socket.on('data', (d: string) => (text += d))
      socket.on('close', () => resolve(text))
      socket.on('error', () => resolve(text))
      socket.setTimeout(20_000, () => {
        socket.destroy()
        reject(new Error(`No answer; so far: ${text}`))
      })
      socket.write(
        [
          'POST /next/forms/ajax HTTP/1.1',
          `Host: localhost:${port}`,
          `Origin: ${site.url}`,
          'Content-Type: multipart/form-data; boundary=x',
          `Content-Length: ${200 * 1024 * 1024}`,
          `X-Forwarded-For: ${visitor(2)}`,
          '',
          '',
        ].join('\r\n'),
      )
      socket.write(Buffer.alloc(2 * 1024 * 1024, 97))
    })
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toContain('The submission is too large. The limit is 1 MB.')
  })

  it('refuses an image that would decompress to gigapixels (a decompression bomb)', async () => {
    // A 30,000 × 30,000 PNG of one colour: about a megabyte on disk, 3.6 GB once decoded.
    const bomb = await sharp({
      create: { width: 30_000, height: 30_000, channels: 3, background: '#ffffff' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024)
    const headers = await adminHeaders(site)
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(bomb)], { type: 'image/png' }), 'bomb.png')
    form.append('_payload', JSON.stringify({ alt: 'A very large image' }))
    const res = await fetch(`${site.url}/api/media`, {
      method: 'POST',
      headers: { authorization: headers.authorization!, origin: site.url },
      body: form,
    })
    const text = await res.text()
    expect(res.status, text).toBe(400)
    expect(text).toMatch(/too large|pixel/i)
    // The site is still serving.
    expect((await fetch(`${site.url}/`)).status).toBe(200)
  })
})

describe('a flood from one address', () => {
  it('is refused with 429 while another address still gets through', async () => {
    const flooder = '203.0.113.66'
    const flood = autocannon({
      url: `${site.url}/next/forms/ajax`,
      method: 'POST',
      // 2,000 a second spread over 100 connections (20 each); the first few hundred reach the
      // forms' route before the address's budget runs out, the rest are refused by the serving layer.
      connections: 100,
      overallRate: 2000,
      duration: 10,
      headers: {
        origin: site.url,
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': flooder,
      },
      body: new URLSearchParams(contactPost(posting, site, 999)).toString(),
    })
    // Meanwhile, ten other people send the form, one after the other.
    await new Promise((r) => setTimeout(r, 1000))
    const others: boolean[] = []
    for (let i = 0; i < 10; i++) {
      const answer = await postAjax(site, contactPost(posting, site, 5000 + i), { ip: `192.0.2.${10 + i}`, timeoutMs: 20_000 })
      others.push(answer.confirmed)
    }
    const result = await flood
    const refused = result.statusCodeStats?.['429']?.count ?? 0
    const accepted = result.statusCodeStats?.['200']?.count ?? 0
    console.log(
      `flood: ${result.requests.total} requests in ${result.duration} s (${Math.round(result.requests.average)}/s), ${refused} refused with 429, ${accepted} answered 200`,
    )
    expect(others).toEqual(Array(10).fill(true))
    // The bucket holds 30 and refills 30 a minute: a few more while the flood lasts.
    expect(accepted).toBeLessThanOrEqual(30 + Math.ceil(result.duration / 2) + 1)
    expect(refused).toBeGreaterThan(result.requests.total * 0.9)
    expect(result.statusCodeStats?.['500']).toBeUndefined()
    // Stored: what was answered 200, and those the budget let through whose answers came after the
    // count ended (on a busy machine a submission takes long enough for two or three to be under way
    // then), never more than the budget allows.
    const stored = (await entriesOf(site, posting.formId)).filter((e) => e.values['1.6'] === 'de Vries 999')
    expect(stored.length).toBeGreaterThanOrEqual(accepted)
    expect(stored.length).toBeLessThanOrEqual(30 + Math.ceil(result.duration / 2) + 1)
  })
})

describe('a fuzzer of 10,000 requests', () => {
  const MARK = 'xq7z'
  const hostile = [
    `<script>window.${MARK}=1</script>`,
    `<img src=x onerror="window.${MARK}=1">`,
    `"><svg onload=${MARK}()>`,
    `{Name:1}{all_fields}<b>${MARK}</b>`,
    `javascript:${MARK}()`,
    '\u0000\u202e\ud800',
    "'; DROP TABLE form_entries; --",
    '../../../etc/passwd',
    'A'.repeat(5000),
  ]
  const text = fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom(...hostile), fc.string({ unit: 'binary', maxLength: 40 }))

  it('answers every one without a 5xx, and every refusal says why', { timeout: 1_800_000 }, async () => {
    await allowTestRange(site)
    let n = 0
    const problems: string[] = []
    const check = (what: string, status: number, body: string) => {
      if (status >= 500) problems.push(`${what}: ${status} ${body.slice(0, 200)}`)
      // A HEAD answer has no body by definition; its status is the whole answer.
      else if (status >= 400 && status !== 404 && !what.endsWith('HEAD') && body.trim().length === 0)
        problems.push(`${what}: ${status} without a message`)
    }

    const submission = fc.record({
      kind: fc.constantFrom('submit', 'config', 'validate', 'unknown'),
      formId: fc.oneof(fc.constant(String(posting.formId)), fc.constant(String(uploadFormId)), text, fc.integer().map(String)),
      nonce: fc.oneof(fc.constant(posting.nonce), text),
      fields: fc.array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom(
              'input_1.3',
              'input_1.6',
              'input_2',
              'input_3',
              'input_5',
              'input_6',
              'input_7.1',
              'gform_uploaded_files',
              'version_hash',
              'g-recaptcha-response',
              `gform_target_page_number_${posting.formId}`,
              'config',
            ),
            text,
          ),
          text,
        ),
        { maxLength: 12 },
      ),
      encoding: fc.constantFrom('multipart', 'urlencoded', 'json', 'garbage'),
    })
    const upload = fc.record({
      method: fc.constantFrom('POST', 'PATCH', 'HEAD', 'DELETE', 'OPTIONS'),
      length: fc.oneof(fc.integer({ min: -5, max: 3_000_000 }).map(String), text),
      offset: fc.oneof(fc.integer({ min: -5, max: 100 }).map(String), text),
      metadata: fc.oneof(
        text,
        fc
          .record({
            filename: text,
            form_id: fc.oneof(fc.constant(String(uploadFormId)), text),
            field_id: fc.oneof(fc.constant('1'), text),
            gform_unique_id: text,
          })
          .map((m) =>
            Object.entries(m)
              .map(([k, v]) => `${k} ${b64(v)}`)
              .join(','),
          ),
      ),
      id: fc.oneof(fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 32, maxLength: 32 }), text),
      body: fc.uint8Array({ maxLength: 2048 }),
    })
    const antispam = fc.record({
      action: fc.oneof(
        fc.constantFrom(
          'decode_email',
          'alt_sessions',
          'get_pixel_url',
          'check_email_before_post',
          'check_email_exist',
          'get_options_template',
          'event_token',
        ),
        text,
      ),
      body: text,
    })

    const safeHeader = (v: string) => v.replace(/[^\x20-\x7e]/g, '?').slice(0, 2000)
    // Lone surrogates cannot be written in an address; anything else can.
    const pathPart = (v: string) => encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '\ufffd'))

    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ arbitrary: submission, weight: 6 }, { arbitrary: upload, weight: 2 }, { arbitrary: antispam, weight: 2 }),
        async (input) => {
          n++
          const ip = visitor(10_000 + n)
          if ('encoding' in input) {
            const action = {
              submit: 'gform_submit_form',
              config: 'gform_get_config',
              validate: 'gform_validate_config',
              unknown: 'gform_x',
            }[input.kind]
            const base: [string, string][] =
              input.kind === 'submit' && input.formId === String(posting.formId)
                ? contactPost({ formId: posting.formId, nonce: input.nonce }, site, n)
                : [['action', action] as [string, string], ['form_id', input.formId], ['gform_ajax_nonce', input.nonce]]
            const pairs: [string, string][] = [...base, ...input.fields]
            let body: BodyInit
            let type: string | undefined
            if (input.encoding === 'multipart') {
              const form = new FormData()
              for (const [k, v] of pairs) form.append(k, v)
              body = form
            } else if (input.encoding === 'urlencoded') {
              body = new URLSearchParams(pairs).toString()
              type = 'application/x-www-form-urlencoded'
            } else if (input.encoding === 'json') {
              body = JSON.stringify(Object.fromEntries(pairs))
              type = 'application/json'
            } else {
              body = pairs.map(([k, v]) => `${k}${v}`).join('\r\n--')
              type = `multipart/form-data; boundary=${safeHeader(input.nonce)}`
            }
            const res = await fetch(`${site.url}/next/forms/ajax`, {
              method: 'POST',
              body,
              headers: { origin: site.url, 'x-forwarded-for': ip, ...(type ? { 'content-type': type } : {}) },
            })
            check(`ajax ${input.kind}/${input.encoding}`, res.status, await res.text())
          } else if ('method' in input) {
            const url = input.method === 'POST' ? `${site.url}/next/uploads` : `${site.url}/next/uploads/${pathPart(input.id)}`
            const res = await fetch(url, {
              method: input.method,
              // A trailing slash is answered with a redirect; following it would send the body twice.
              redirect: 'manual',
              headers: {
                origin: site.url,
                'x-forwarded-for': ip,
                'tus-resumable': '1.0.0',
                'upload-length': safeHeader(input.length),
                'upload-offset': safeHeader(input.offset),
                'upload-metadata': safeHeader(input.metadata),
                'content-type': 'application/offset+octet-stream',
              },
              // A copy with its own ArrayBuffer: fetch detaches the buffer it sends (Buffer.from would
              // take a slice of the shared pool), and fast-check replays values while shrinking.
              body: input.method === 'PATCH' || input.method === 'POST' ? new Uint8Array(input.body) : undefined,
            })
            check(`upload ${input.method}`, res.status, await res.text())
          } else {
            const res = await fetch(`${site.url}/api/antispam/v1/${pathPart(input.action)}`, {
              method: 'POST',
              headers: { origin: site.url, 'x-forwarded-for': ip, 'content-type': 'application/x-www-form-urlencoded' },
              body: input.body,
            })
            check(`antispam ${input.action}`, res.status, await res.text())
          }
        },
      ),
      { numRuns: 10_000, seed: 20261125, endOnFailure: true },
    )
    expect(problems).toEqual([])
    expect(n).toBe(10_000)

    // Nothing anyone posted is ever written as HTML: not in the admin, not in e-mails, not on the site.
    const headers = await adminHeaders(site)
    const entries = await rest<{ docs: { id: number }[] }>(
      site,
      headers,
      'GET',
      `/form-entries?where[form][equals]=${posting.formId}&limit=20&depth=0&sort=-createdAt`,
    )
    const cookie = `payload-token=${headers.authorization!.replace('JWT ', '')}`
    const raw = [/<script>window\.xq7z/, /<img src=x onerror/, /<svg onload=xq7z/, /<b>xq7z<\/b>/]
    for (const entry of entries.docs.slice(0, 10)) {
      const html = await (await fetch(`${site.url}/admin/collections/form-entries/${entry.id}`, { headers: { cookie } })).text()
      for (const pattern of raw) expect(html).not.toMatch(pattern)
    }
    const outbox = await rest<{ docs: { html?: string; subject?: string }[] }>(site, headers, 'GET', '/outbox?limit=200&depth=0')
    for (const mail of outbox.docs) for (const pattern of raw) expect(mail.html ?? '').not.toMatch(pattern)
    for (const q of hostile.slice(0, 4)) {
      const html = await (await fetch(`${site.url}/search?q=${encodeURIComponent(q)}`)).text()
      for (const pattern of raw) expect(html).not.toMatch(pattern)
    }
  })
})

/**
 * The same site as it runs behind TLS (SITE_URL https; the TLS proxy in front is not what is
 * tested): every rule Mozilla HTTP Observatory scores for A+ that a server can answer for.
 */
describe('on https, what Mozilla HTTP Observatory grades A+', () => {
  let secure: Site
  const ORIGIN = 'https://localhost:3411'

  beforeAll(async () => {
    secure = await startSite({ port: 3411, env: { SITE_URL: ORIGIN } })
  })

  afterAll(async () => {
    await secure?.stop()
  })

  /** Set-Cookie lines of an answer. */
  const cookiesOf = (res: Response) => res.headers.getSetCookie()

  it('every page type: HSTS of two years, a CSP with no unsafe script sources and no http: sources, the policies', async () => {
    for (const route of [
      '/',
      '/about',
      '/products/gp15-guest-pager-starter-kit',
      '/contact',
      '/search?q=pager',
      '/no-such-page',
      '/admin/login',
    ]) {
      // Twice: the second answer of a published page comes from the serving layer's page cache.
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${secure.url}${route}`)
        await res.arrayBuffer()
        const hsts = res.headers.get('strict-transport-security') ?? ''
        expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), route).toBeGreaterThanOrEqual(15_768_000)
        expect(hsts).toContain('includeSubDomains')
        const csp = res.headers.get('content-security-policy') ?? ''
        const directives = Object.fromEntries(
          csp.split(';').map((d) => {
            const [name, ...values] = d.trim().split(/\s+/)
            return [name, values]
          }),
        ) as Record<string, string[]>
        for (const name of ['default-src', 'script-src']) {
          expect(directives[name], `${route} ${name}`).toBeDefined()
          expect(directives[name]).not.toContain("'unsafe-inline'")
          expect(directives[name]).not.toContain("'unsafe-eval'")
          expect(directives[name]!.some((v) => v === '*' || v === 'http:' || v === 'https:' || v.startsWith('http://'))).toBe(
            false,
          )
        }
        expect(directives['object-src']).toEqual(["'none'"])
        expect(directives['frame-ancestors']).toEqual(["'self'"])
        expect(directives['base-uri']).toEqual(["'self'"])
        expect(directives['form-action']).toEqual(["'self'"])
        expect(directives['upgrade-insecure-requests']).toEqual([])
        expect(res.headers.get('x-content-type-options')).toBe('nosniff')
        expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(
          res.headers.get('referrer-policy'),
        )
        expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
      }
    }
  })

  it('every cookie the server sets is Secure and SameSite; session cookies are HttpOnly', async () => {
    const login = await fetch(`${secure.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify(ADMIN),
    })
    const session = cookiesOf(login)
    expect(session.join('\n')).toMatch(/payload-token=/)
    const token = session.find((c) => c.startsWith('payload-token='))!.split(';')[0]!
    // Draft preview (an editor's cookies) and Global Privacy Control (the visitor's header).
    const jwt = token.slice('payload-token='.length)
    const preview = await fetch(`${secure.url}/next/preview?path=/about`, {
      headers: { authorization: `JWT ${jwt}` },
      redirect: 'manual',
    })
    const gpc = await fetch(`${secure.url}/contact`, { headers: { 'sec-gpc': '1' } })
    const cookies = [...session, ...cookiesOf(preview), ...cookiesOf(gpc)]
    expect(cookies.length, `${preview.status} ${gpc.status}\n${cookies.join('\n')}`).toBeGreaterThanOrEqual(3)
    for (const cookie of cookies) {
      expect(cookie, cookie).toMatch(/;\s*Secure/i)
      expect(cookie, cookie).toMatch(/;\s*SameSite=(Lax|Strict|None)/i)
      if (/^(payload-token|__prerender_bypass|__next_preview_data)=/.test(cookie)) expect(cookie).toMatch(/;\s*HttpOnly/i)
    }
  })
})

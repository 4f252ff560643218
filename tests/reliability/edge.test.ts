/**
 * The serving layer's edge, against one production site on SQLite: every body is counted whatever
 * its framing and refused at its limit, slow headers and trickled bodies are cut while a slow upload
 * that keeps sending is not, one address cannot hold more than its share of connections, and a
 * made-up X-Forwarded-For from a peer that is not a trusted proxy changes nothing.
 *
 * The timeouts and the connection cap are set low here (they are settings) so the test is short;
 * the defaults are 20 s, 30 s, 30 s and 64. Requests from other addresses than loopback go to this
 * machine's own interface addresses, so the site sees them as other peers.
 */
import { readFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import { randomBytes } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createUploadForm, sleep, startSite, visitor, type Site } from './support'

const PORT = 3440
let site: Site
let uploadFormId: number

/** This machine's own non-loopback addresses: an IPv4 one and an IPv6 one, to connect from as other peers. */
function ownAddress(family: 'IPv4' | 'IPv6'): string | undefined {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const a of list ?? []) if (a.family === family && !a.internal && !a.address.startsWith('fe80')) return a.address
  }
  return undefined
}
const v4 = ownAddress('IPv4')
const v6 = ownAddress('IPv6')

beforeAll(async () => {
  site = await startSite({
    port: PORT,
    env: {
      HEADERS_TIMEOUT_SECONDS: '3',
      BODY_TIMEOUT_SECONDS: '3',
      UPLOAD_IDLE_TIMEOUT_SECONDS: '3',
      CONNECTIONS_PER_ADDRESS: '4',
    },
  })
  uploadFormId = (await createUploadForm(site)).formId
})

afterAll(async () => {
  await site?.stop()
})

/** The site process's resident memory, in bytes. */
function rss(): number {
  const status = readFileSync(`/proc/${site.process.pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024
}

type RawAnswer = { text: string; closed: boolean; sent: number }

/**
 * Sends a request on a raw socket: its head, then `body` pieces as fast as the server takes them
 * (or with `gapMs` between them), stopping once the server has answered. Resolves when the
 * connection closes, or after `waitMs` with what came so far.
 */
function raw(
  head: string[],
  body: { chunked?: boolean; pieces: number; piece: () => Buffer; gapMs?: number },
  options: { host?: string; localAddress?: string; waitMs?: number; unfinishedHead?: boolean } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect({ port: PORT, host: options.host ?? '127.0.0.1', localAddress: options.localAddress })
    let text = ''
    let sent = 0
    let done = false
    const finish = (closed: boolean) => {
      if (done) return
      done = true
      clearTimeout(timer)
      socket.destroy()
      resolve({ text, closed, sent })
    }
    const timer = setTimeout(() => finish(false), options.waitMs ?? 60_000)
    socket.setEncoding('latin1')
    socket.on('data', (d: string) => (text += d))
    socket.on('close', () => finish(true))
    socket.on('error', () => finish(true))
    socket.on('connect', async () => {
      if (head.length) socket.write(head.map((line) => `${line}\r\n`).join('') + (options.unfinishedHead ? '' : '\r\n'))
      for (let i = 0; i < body.pieces && !text && !socket.destroyed; i++) {
        const data = body.piece()
        const frame = body.chunked
          ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')])
          : data
        sent += data.length
        if (!socket.write(frame)) await new Promise((r) => socket.once('drain', r).once('close', r))
        if (body.gapMs) await sleep(body.gapMs)
      }
      if (body.chunked && !text && !socket.destroyed) socket.write('0\r\n\r\n')
    })
  })
}

const MIB = 1024 * 1024

describe('bodies are counted whatever their framing', () => {
  const endpoints: [string, string, string, number][] = [
    ['our e-mail check', '/next/forms/email-check', 'multipart/form-data; boundary=x', 64 * 1024],
    ['Payload’s sign-in', '/api/users/login', 'application/json', 64 * 1024],
    ['Payload’s forgotten password', '/api/users/forgot-password', 'application/json', 64 * 1024],
    ['the forms’ ajax endpoint', '/next/forms/ajax', 'multipart/form-data; boundary=x', MIB],
  ]
  for (const [name, path, type, limit] of endpoints) {
    it(`a chunked 300 MiB post to ${name} (${path}) gets 413 and the process does not take it in`, async () => {
      const before = rss()
      let peak = before
      const sampler = setInterval(() => (peak = Math.max(peak, rss())), 50)
      const answer = await raw(
        [
          `POST ${path} HTTP/1.1`,
          `Host: localhost:${PORT}`,
          `Origin: ${site.url}`,
          'Sec-Fetch-Site: same-origin',
          `Content-Type: ${type}`,
          'Transfer-Encoding: chunked',
          `X-Forwarded-For: ${visitor(700 + endpoints.findIndex((e) => e[1] === path))}`,
        ],
        { chunked: true, pieces: 300, piece: () => Buffer.alloc(MIB, 97) },
      )
      clearInterval(sampler)
      expect(answer.text).toMatch(/^HTTP\/1\.1 413 /)
      expect(answer.text).toContain(limit === MIB ? 'The submission is too large. The limit is 1 MB.' : 'The limit is 64 KB.')
      // The refusal came near the limit, not after the whole body: the rest was never sent.
      expect(answer.sent).toBeLessThan(100 * MIB)
      expect(peak - before).toBeLessThan(100 * MIB)
      // The site still answers.
      expect((await fetch(`${site.url}/`)).status).toBe(200)
    })
  }
})

describe('slow clients are cut', () => {
  it('headers sent a line at a time are cut at the headers timeout, with a reason', async () => {
    let n = 0
    const answer = await raw(
      ['GET / HTTP/1.1', `Host: localhost:${PORT}`],
      // The head is never finished: a header line every half second, for up to a minute.
      { pieces: 120, piece: () => Buffer.from(`X-Slow-${n++}: 1\r\n`), gapMs: 500 },
      { waitMs: 20_000, unfinishedHead: true },
    )
    expect(answer.closed).toBe(true)
    expect(answer.text).toMatch(/^HTTP\/1\.1 408 /)
    expect(answer.text).toContain('The request took too long to arrive.')
  })

  it('a connection that never sends a byte is closed too', async () => {
    const answer = await raw([], { pieces: 0, piece: () => Buffer.alloc(0) }, { waitMs: 20_000 }).catch(() => null)
    expect(answer?.closed).toBe(true)
  })

  it('a form post whose body trickles in is cut at the body timeout with 408, and nothing is stored', async () => {
    const answer = await raw(
      [
        'POST /next/forms/ajax HTTP/1.1',
        `Host: localhost:${PORT}`,
        `Origin: ${site.url}`,
        'Content-Type: multipart/form-data; boundary=x',
        'Content-Length: 100000',
        `X-Forwarded-For: ${visitor(720)}`,
      ],
      { pieces: 200, piece: () => Buffer.from('xxxxxxxxxx'), gapMs: 300 },
      { waitMs: 20_000 },
    )
    expect(answer.closed).toBe(true)
    expect(answer.text).toMatch(/^HTTP\/1\.1 408 /)
    expect(answer.text).toContain('The request took too long to arrive. Please try again.')
  })

  it('a slow resumable upload chunk that keeps sending is not cut', async () => {
    const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(55, 32)])
    const created = await fetch(`${site.url}/next/uploads`, {
      method: 'POST',
      headers: {
        origin: site.url,
        'tus-resumable': '1.0.0',
        'x-forwarded-for': visitor(730),
        'upload-length': String(content.length),
        'upload-metadata': Object.entries({
          filename: 'plan.pdf',
          filetype: 'application/pdf',
          form_id: String(uploadFormId),
          field_id: '1',
          gform_unique_id: randomBytes(4).toString('hex'),
        })
          .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
          .join(','),
      },
    })
    expect(created.status).toBe(201)
    const location = new URL(created.headers.get('location')!, site.url).pathname
    // 64 bytes in 8 pieces, one a second: twice the body timeout in all, never the idle timeout between two.
    let at = 0
    const answer = await raw(
      [
        `PATCH ${location} HTTP/1.1`,
        `Host: localhost:${PORT}`,
        `Origin: ${site.url}`,
        'Tus-Resumable: 1.0.0',
        'Upload-Offset: 0',
        'Content-Type: application/offset+octet-stream',
        `Content-Length: ${content.length}`,
        `X-Forwarded-For: ${visitor(730)}`,
        'Connection: close',
      ],
      { pieces: 8, piece: () => content.subarray(at, (at += 8)), gapMs: 1000 },
      { waitMs: 30_000 },
    )
    expect(answer.text).toMatch(/^HTTP\/1\.1 20[04] /)
    expect(answer.text).toContain('"status":"ok"')
  })
})

describe('connections per address', () => {
  it('an address past its share of open connections is refused while another address is served', async () => {
    expect(v4, 'this machine has an IPv4 address of its own').toBeTruthy()
    const held: net.Socket[] = []
    try {
      for (let i = 0; i < 4; i++) {
        const s = net.connect({ port: PORT, host: v4!, localAddress: v4 })
        s.on('error', () => undefined)
        await new Promise((r) => s.once('connect', r))
        held.push(s)
      }
      const refused = await raw(
        ['GET / HTTP/1.1', `Host: localhost:${PORT}`, 'Connection: close'],
        { pieces: 0, piece: () => Buffer.alloc(0) },
        {
          host: v4,
          localAddress: v4,
          waitMs: 10_000,
        },
      )
      expect(refused.text).toMatch(/^HTTP\/1\.1 429 /)
      expect(refused.text).toContain(
        'Too many open connections from your address (the limit is 4). Please close some and try again.',
      )
      // Another address is served meanwhile.
      const other = await raw(
        ['GET /robots.txt HTTP/1.1', `Host: localhost:${PORT}`, 'Connection: close'],
        { pieces: 0, piece: () => Buffer.alloc(0) },
        {
          host: v6 ?? '127.0.0.1',
          localAddress: v6,
          waitMs: 10_000,
        },
      )
      expect(other.text).toMatch(/^HTTP\/1\.1 200 /)
    } finally {
      for (const s of held) s.destroy()
    }
  })
})

describe('X-Forwarded-For', () => {
  it('a made-up header from a private peer that is not a trusted proxy does not change its address', async () => {
    // fd00::/8 is a private (unique local) range; this peer is not in TRUSTED_PROXIES.
    expect(v6, 'this machine has an IPv6 address of its own').toBeTruthy()
    const origin = `http://[${v6}]:${PORT}`
    let limited = 0
    // The collector takes 60 events at once from one address; each post claims another address.
    for (let i = 0; i < 90; i++) {
      const res = await fetch(`${origin}/api/analytics/collect`, {
        method: 'POST',
        headers: {
          origin,
          'content-type': 'text/plain',
          'x-forwarded-for': visitor(1000 + i),
          'user-agent': 'Mozilla/5.0 (edge test)',
        },
        body: '{}',
      })
      await res.arrayBuffer()
      if (res.status === 429) limited++
    }
    expect(limited).toBeGreaterThan(0)
  })
})

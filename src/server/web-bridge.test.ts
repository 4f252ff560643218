import http from 'node:http'
import type net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { nextRequestOrigin, sendWebResponse, toWebRequest } from './web-bridge'

/** What each test's server does with the request, as the serving layer would. */
let handler: (req: http.IncomingMessage, res: http.ServerResponse) => void | Promise<void> = () => undefined
let server: http.Server
let port = 0

beforeAll(async () => {
  server = http.createServer((req, res) => void handler(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as net.AddressInfo).port
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

type Sent = { status: number; message: string; headers: http.IncomingHttpHeaders; raw: string[]; body: string }

/** One request with the given raw header lines and body chunks (sent as they are, chunked). */
function request(options: {
  method?: string
  path?: string
  headers?: [string, string][]
  chunks?: string[]
  onData?: (chunk: string, res: http.IncomingMessage) => void
}): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: options.method ?? 'GET',
      path: options.path ?? '/',
    })
    // A name given twice goes as two header lines.
    const lines = new Map<string, string[]>()
    for (const [name, value] of options.headers ?? []) lines.set(name, [...(lines.get(name) ?? []), value])
    for (const [name, values] of lines) req.setHeader(name, values.length === 1 ? values[0]! : values)
    req.on('error', reject)
    req.on('response', (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        body += chunk
        options.onData?.(chunk, res)
      })
      const sent = () => ({
        status: res.statusCode!,
        message: res.statusMessage!,
        headers: res.headers,
        raw: res.rawHeaders,
        body,
      })
      res.on('end', () => resolve(sent()))
      // A client that leaves early gets what had arrived.
      res.on('close', () => resolve(sent()))
      res.on('error', () => undefined)
    })
    for (const chunk of options.chunks ?? []) req.write(chunk)
    req.end()
  })
}

/** A response body whose chunks are handed over one by one, when the test says so. */
function controlledBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  let cancelled = false
  const stream = new ReadableStream<Uint8Array>({
    start: (c) => void (controller = c),
    cancel: () => void (cancelled = true),
  })
  return {
    stream,
    push: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
    close: () => controller.close(),
    cancelled: () => cancelled,
  }
}

describe('a node:http request as a Web Request', () => {
  it('carries the method, the address with its query, and every header, the serving layer’s own included', async () => {
    let seen: Request | undefined
    handler = (req, res) => {
      // As server/serve.ts does before answering: the visitor's address, overwriting the client's.
      req.headers['x-site-client-ip'] = '203.0.113.9'
      seen = toWebRequest(req, 'http://localhost:3000')
      res.end()
    }
    await request({
      path: '/next/forms/ajax?action=gform_get_nonce&form_id=3',
      headers: [
        ['X-Site-Client-Ip', '198.51.100.1'],
        ['Accept-Language', 'nl'],
        ['X-Forwarded-For', '192.0.2.1'],
        ['X-Forwarded-For', '192.0.2.2'],
        ['Cookie', 'a=1'],
        ['Cookie', 'b=2'],
      ],
    })
    expect(seen!.method).toBe('GET')
    expect(seen!.url).toBe('http://localhost:3000/next/forms/ajax?action=gform_get_nonce&form_id=3')
    expect(new URL(seen!.url).searchParams.get('form_id')).toBe('3')
    expect(seen!.headers.get('x-site-client-ip')).toBe('203.0.113.9')
    expect(seen!.headers.get('accept-language')).toBe('nl')
    // Node joins a repeated header as a browser's would be read (cookies with `; `).
    expect(seen!.headers.get('x-forwarded-for')).toBe('192.0.2.1, 192.0.2.2')
    expect(seen!.headers.get('cookie')).toBe('a=1; b=2')
    expect(seen!.headers.get('host')).toBe(`127.0.0.1:${port}`)
    expect(seen!.body).toBeNull()
  })

  it('hands the body over as it streams, whatever its framing', async () => {
    let read: Promise<string> | undefined
    let seen: Request | undefined
    handler = (req, res) => {
      seen = toWebRequest(req, 'http://localhost:3000')
      read = seen.text()
      void read.then(() => res.end())
    }
    await request({
      method: 'POST',
      path: '/next/forms/ajax',
      headers: [['Content-Type', 'application/x-www-form-urlencoded']],
      chunks: ['action=gform_submit_form', '&form_id=1', '&input_1=J%C3%A1n'],
    })
    expect(seen!.method).toBe('POST')
    expect(seen!.headers.get('transfer-encoding')).toBe('chunked')
    expect(await read).toBe('action=gform_submit_form&form_id=1&input_1=J%C3%A1n')
    const pairs = new URLSearchParams(await read)
    expect(pairs.get('input_1')).toBe('Ján')
  })

  it('fails the handler’s read when the connection closes before the body has ended', async () => {
    let failure: Promise<unknown> | undefined
    handler = (req) => {
      const body = toWebRequest(req, 'http://localhost:3000').text()
      failure = body.then(
        () => null,
        (error: unknown) => error,
      )
      // What the serving layer does with a refused body: the connection goes, the rest never arrives.
      setTimeout(() => req.socket.destroy(), 20)
    }
    await request({ method: 'POST', headers: [['Content-Length', '1000']], chunks: ['part of it'] }).catch(() => undefined)
    await expect(failure).resolves.toBeInstanceOf(Error)
  })
})

describe('a Web Response written to a node:http response', () => {
  it('sends the status, the headers and each cookie as a header of its own', async () => {
    handler = (_req, res) => {
      res.setHeader('x-request-id', 'serve-1')
      res.setHeader('X-Content-Type-Options', 'nosniff')
      res.setHeader('Vary', 'Accept-Encoding')
      const headers = new Headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
      headers.append('set-cookie', 'a=1; Path=/; HttpOnly')
      headers.append('set-cookie', 'b=2; Expires=Wed, 21 Oct 2037 07:28:00 GMT')
      headers.set('retry-after', '42')
      headers.set('vary', 'Origin')
      // The id is the serving layer's, whatever the handler says.
      headers.set('x-request-id', 'handler')
      headers.set('content-length', '999')
      return sendWebResponse(_req, res, new Response('Too many submissions.', { status: 429, statusText: 'Slow Down', headers }))
    }
    const sent = await request({})
    expect(sent.status).toBe(429)
    expect(sent.message).toBe('Slow Down')
    expect(sent.body).toBe('Too many submissions.')
    expect(sent.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(sent.headers['cache-control']).toBe('no-store')
    expect(sent.headers['retry-after']).toBe('42')
    expect(sent.headers['set-cookie']).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Expires=Wed, 21 Oct 2037 07:28:00 GMT'])
    expect(sent.headers['x-request-id']).toBe('serve-1')
    expect(sent.headers['x-content-type-options']).toBe('nosniff')
    expect(sent.headers.vary).toBe('Accept-Encoding, Origin')
    // The length node:http worked out, not the one the handler claimed.
    expect(sent.headers['content-length']).toBe(String(Buffer.byteLength('Too many submissions.')))
  })

  it('sends the body as it streams, each chunk as it comes', async () => {
    const body = controlledBody()
    handler = (req, res) => sendWebResponse(req, res, new Response(body.stream, { headers: { 'content-type': 'text/html' } }))
    body.push('<p>first</p>')
    const received: string[] = []
    const sent = await request({
      onData: (chunk) => {
        received.push(chunk)
        // The next chunk is made only once the first has reached the client.
        if (received.length === 1) body.push('<p>second</p>')
        if (received.length === 2) {
          body.push('<p>third</p>')
          body.close()
        }
      },
    })
    expect(received[0]).toBe('<p>first</p>')
    expect(sent.body).toBe('<p>first</p><p>second</p><p>third</p>')
    expect(sent.headers['transfer-encoding']).toBe('chunked')
  })

  it('sends a large body whole, waiting while the connection cannot take more', async () => {
    const piece = 'x'.repeat(64 * 1024)
    let made = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (made++ === 128) controller.close()
        else controller.enqueue(new TextEncoder().encode(piece))
      },
    })
    handler = (req, res) => sendWebResponse(req, res, new Response(stream))
    const sent = await request({})
    expect(sent.body.length).toBe(128 * piece.length)
  })

  it('sends no body for HEAD, and an empty one when there is none', async () => {
    const body = controlledBody()
    handler = (req, res) => sendWebResponse(req, res, new Response(body.stream, { headers: { 'content-type': 'text/plain' } }))
    const head = await request({ method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.body).toBe('')
    expect(body.cancelled()).toBe(true)
    handler = (req, res) => sendWebResponse(req, res, new Response(null, { status: 204 }))
    expect((await request({})).status).toBe(204)
    handler = (req, res) => sendWebResponse(req, res, new Response(''))
    const empty = await request({})
    expect([empty.status, empty.body, empty.headers['content-length']]).toEqual([200, '', '0'])
  })

  it('stops reading the body when the client has gone', async () => {
    const body = controlledBody()
    let done: Promise<void> | undefined
    handler = (req, res) => {
      done = sendWebResponse(req, res, new Response(body.stream))
    }
    body.push('first')
    await request({
      onData: (_chunk, res) => res.destroy(),
    }).catch(() => undefined)
    await done
    expect(body.cancelled()).toBe(true)
  })
})

describe('the origin of the request a handler sees', () => {
  it('is the one Next gives its route handlers: its host and port, https behind a proxy that says so', () => {
    expect(nextRequestOrigin(undefined, 3000, undefined)).toBe('http://localhost:3000')
    expect(nextRequestOrigin('0.0.0.0', 8080, undefined)).toBe('http://0.0.0.0:8080')
    expect(nextRequestOrigin('::', 3000, 'https')).toBe('https://[::]:3000')
    expect(nextRequestOrigin('127.0.0.1', 3000, 'https, http')).toBe('https://127.0.0.1:3000')
    expect(nextRequestOrigin('example.test', 3000, 'http')).toBe('http://example.test:3000')
  })
})

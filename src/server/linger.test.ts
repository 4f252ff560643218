import http from 'node:http'
import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { lingerOnClose } from './linger'

let server: http.Server
let port = 0
/** Waiting for the next request's connection to close on the server's side, with the bytes it took in. */
let onNextClose: ((closed: { bytesRead: number }) => void) | undefined
function nextServerClose(): Promise<{ bytesRead: number }> {
  return new Promise((resolve) => (onNextClose = resolve))
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    lingerOnClose(req.socket, 400, 150)
    const socket = req.socket
    const report = onNextClose
    onNextClose = undefined
    if (report) socket.once('close', () => report({ bytesRead: socket.bytesRead }))
    res.writeHead(413, { 'content-type': 'text/plain', connection: 'close' })
    res.end('too large')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as net.AddressInfo).port
})
const clients: net.Socket[] = []
afterAll(async () => {
  for (const client of clients) client.destroy()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

type Post = {
  /** Chunks of 256 KB to send. */
  chunks: number
  /** One chunk every so many ms after the first; 0 sends them all at once. */
  everyMs?: number
  /** Start sending the body only once the answer has arrived. */
  afterAnswer?: boolean
  /** Keep sending after the server has closed its side, as a browser does. */
  halfOpen?: boolean
  /** Close the client's side once everything is sent (with `halfOpen`). */
  endWhenDone?: boolean
}

/** Declares a 200 MB body, sends part of it as told, and collects the answer and how it ended. */
function oversizedPost(post: Post): Promise<{ text: string; error?: string; sent: number }> {
  const { chunks, everyMs = 0, afterAnswer = false, halfOpen = false, endWhenDone = true } = post
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: halfOpen })
    clients.push(socket)
    let text = ''
    let sent = 0
    let timer: NodeJS.Timeout | undefined
    socket.setEncoding('latin1')
    socket.on('data', (d: string) => (text += d))
    socket.on('close', () => {
      clearInterval(timer)
      resolve({ text, sent })
    })
    socket.on('error', (err: NodeJS.ErrnoException) => {
      clearInterval(timer)
      resolve({ text, error: err.code, sent })
    })
    socket.write(`POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: ${200 * 1024 * 1024}\r\n\r\n`)
    const send = () => {
      if (socket.destroyed) return clearInterval(timer)
      if (sent >= chunks) {
        clearInterval(timer)
        if (halfOpen && endWhenDone) socket.end()
        return
      }
      sent++
      socket.write(Buffer.alloc(256 * 1024, 97))
    }
    const start = () => {
      if (everyMs === 0) for (let i = 0; i <= chunks; i++) send()
      else {
        send()
        timer = setInterval(send, everyMs)
      }
    }
    if (afterAnswer) socket.once('data', () => setTimeout(start, 20))
    else start()
  })
}

describe('lingering close after a refused body', () => {
  it('reads what the client still sends instead of resetting the connection', async () => {
    // The body is sent after the refusal has arrived, so the race a loaded server loses now and
    // then happens every time: without the lingering close the server's socket is already gone
    // and the kernel answers the body with a reset (EPIPE or ECONNRESET on the client).
    for (let i = 0; i < 10; i++) {
      const { text, error } = await oversizedPost({ chunks: 8, afterAnswer: true, halfOpen: true })
      expect(error).toBeUndefined()
      expect(text).toMatch(/^HTTP\/1\.1 413 /)
      expect(text).toContain('too large')
    }
  })

  it('closes the connection once the client has gone quiet', async () => {
    // Sends part of the body and then neither sends nor closes: the idle bound ends it.
    // The client does not notice (it already has the server's FIN); the server's side closes.
    // Asked for before the request is sent, so an earlier test's connection can never answer it.
    const serverClosed = nextServerClose()
    void oversizedPost({ chunks: 2, afterAnswer: true, halfOpen: true, endWhenDone: false })
    const { bytesRead } = await serverClosed
    expect(bytesRead).toBeGreaterThan(2 * 256 * 1024)
    expect(bytesRead).toBeLessThan(3 * 256 * 1024)
  })

  it('cuts a client that never stops sending', async () => {
    // A chunk every 50 ms keeps the idle timer from firing, and the client goes on sending after
    // the server's FIN (as a browser does); the total bound still ends it.
    const { text, sent } = await oversizedPost({ chunks: 1_000, everyMs: 50, halfOpen: true })
    expect(text).toContain('too large')
    expect(sent).toBeGreaterThan(3) // it was read for a while, not cut at once
    expect(sent).toBeLessThan(1_000)
  })
})

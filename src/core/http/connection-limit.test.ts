import { describe, expect, it } from 'vitest'

import { ConnectionCounter, tooManyConnectionsResponse } from './connection-limit'

describe('connections per address', () => {
  it('gives each address its share and frees a slot when a connection closes', () => {
    const c = new ConnectionCounter(2)
    expect(c.take('a')).toBe(true)
    expect(c.take('a')).toBe(true)
    expect(c.take('a')).toBe(false)
    expect(c.take('b')).toBe(true)
    c.release('a')
    expect(c.take('a')).toBe(true)
    c.release('a')
    c.release('a')
    c.release('a')
    expect(c.count('a')).toBe(0)
  })

  it('refuses with a complete answer that says why', () => {
    const raw = tooManyConnectionsResponse(64)
    expect(raw.startsWith('HTTP/1.1 429 Too Many Requests\r\n')).toBe(true)
    const [head, body] = raw.split('\r\n\r\n')
    expect(body).toBe('Too many open connections from your address (the limit is 64). Please close some and try again.')
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body!)}`)
  })
})

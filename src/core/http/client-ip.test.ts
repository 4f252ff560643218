import { describe, expect, it } from 'vitest'

import { clientAddress, isLoopback } from './client-ip'

describe('clientAddress', () => {
  it('is the connection’s address when nothing stands in front', () => {
    expect(clientAddress('203.0.113.7', undefined)).toBe('203.0.113.7')
    expect(clientAddress('::1', undefined)).toBe('::1')
  })

  it('takes the address a local reverse proxy appended, never one the client wrote', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.7')).toBe('203.0.113.7')
    expect(clientAddress('::ffff:127.0.0.1', '10.0.0.1, 198.51.100.4')).toBe('198.51.100.4')
  })

  it('ignores the header from anyone else', () => {
    expect(clientAddress('203.0.113.7', '127.0.0.1')).toBe('203.0.113.7')
  })
})

describe('isLoopback', () => {
  it('trusts the header from the proxies it is told of (TRUSTED_PROXIES), by address or range', () => {
    const trusted = ['10.0.0.0/8', '192.0.2.7']
    expect(clientAddress('10.1.2.3', '198.51.100.9', trusted)).toBe('198.51.100.9')
    expect(clientAddress('::ffff:10.1.2.3', 'spoofed, 198.51.100.9', trusted)).toBe('198.51.100.9')
    expect(clientAddress('192.0.2.7', '198.51.100.10', trusted)).toBe('198.51.100.10')
    expect(clientAddress('192.0.2.8', '198.51.100.10', trusted)).toBe('192.0.2.8')
    expect(clientAddress('11.0.0.1', '198.51.100.10', trusted)).toBe('11.0.0.1')
  })

  it('knows the loopback addresses', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopback(a), a).toBe(true)
    for (const a of ['10.0.0.1', '::ffff:10.0.0.1', '', '1270.0.0.1']) expect(isLoopback(a), a).toBe(false)
  })
})

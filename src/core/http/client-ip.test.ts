import { describe, expect, it } from 'vitest'

import { clientAddress, isLoopback, normaliseAddress, requestAddress, resolveClient } from './client-ip'

describe('clientAddress', () => {
  it('is the connection’s address when nothing stands in front', () => {
    expect(clientAddress('203.0.113.7', undefined)).toBe('203.0.113.7')
    expect(clientAddress('::1', undefined)).toBe('::1')
    expect(clientAddress('::ffff:203.0.113.7', undefined)).toBe('203.0.113.7')
  })

  it('takes the address a local reverse proxy appended, never one the client wrote', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.7')).toBe('203.0.113.7')
    expect(clientAddress('::ffff:127.0.0.1', '10.0.0.1, 198.51.100.4')).toBe('198.51.100.4')
  })

  it('ignores the header from anyone else, a private peer that is not listed included', () => {
    expect(clientAddress('203.0.113.7', '127.0.0.1')).toBe('203.0.113.7')
    expect(clientAddress('172.17.0.1', '198.51.100.1')).toBe('172.17.0.1')
    expect(clientAddress('::ffff:10.0.0.2', '203.0.113.7')).toBe('10.0.0.2')
    expect(clientAddress('fd00::2', '203.0.113.7')).toBe('fd00::2')
  })

  it('trusts the header from the proxies it is told of (TRUSTED_PROXIES), by address or range', () => {
    const trusted = ['10.0.0.0/8', '192.0.2.7']
    expect(clientAddress('10.1.2.3', '198.51.100.9', trusted)).toBe('198.51.100.9')
    expect(clientAddress('::ffff:10.1.2.3', 'spoofed, 198.51.100.9', trusted)).toBe('198.51.100.9')
    expect(clientAddress('192.0.2.7', '198.51.100.10', trusted)).toBe('198.51.100.10')
    expect(clientAddress('192.0.2.8', '198.51.100.10', trusted)).toBe('192.0.2.8')
    expect(clientAddress('11.0.0.1', '198.51.100.10', trusted)).toBe('11.0.0.1')
  })

  it('walks a chain of trusted proxies from the right and stops at the first address that is not one', () => {
    const trusted = ['10.0.0.0/8']
    // Visitor → load balancer (10.0.0.5) → nginx on this machine → the site.
    expect(clientAddress('127.0.0.1', '198.51.100.7, 10.0.0.5', trusted)).toBe('198.51.100.7')
    // The visitor wrote an address of its own first: it is left of the visitor and ignored.
    expect(clientAddress('127.0.0.1', '1.2.3.4, 198.51.100.7, 10.0.0.5', trusted)).toBe('198.51.100.7')
    // A visitor that claims to be a trusted proxy is still only where the chain leaves the proxies.
    expect(clientAddress('10.0.0.5', '10.9.9.9, 198.51.100.7', trusted)).toBe('198.51.100.7')
  })

  it('never takes anything but an address from the header', () => {
    expect(clientAddress('127.0.0.1', 'unknown')).toBe('127.0.0.1')
    expect(clientAddress('127.0.0.1', '<script>')).toBe('127.0.0.1')
    expect(clientAddress('127.0.0.1', '203.0.113.7:51234')).toBe('203.0.113.7')
    expect(clientAddress('127.0.0.1', '[2001:db8::1]:443')).toBe('2001:db8::1')
    expect(clientAddress('127.0.0.1', ['198.51.100.1', '203.0.113.9'])).toBe('203.0.113.9')
  })

  it('counts the machine itself as local only when no proxy named someone else', () => {
    expect(resolveClient('127.0.0.1', undefined)).toEqual({ address: '127.0.0.1', local: true })
    expect(resolveClient('127.0.0.1', '203.0.113.7')).toEqual({ address: '203.0.113.7', local: false })
    // A forwarded loopback address is a visitor's claim, not the machine itself: it is counted.
    expect(resolveClient('127.0.0.1', '127.0.0.1')).toEqual({ address: '127.0.0.1', local: false })
    expect(resolveClient('203.0.113.7', '127.0.0.1').local).toBe(false)
  })
})

describe('addresses', () => {
  it('knows the loopback addresses', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopback(a), a).toBe(true)
    for (const a of ['10.0.0.1', '::ffff:10.0.0.1', '', '1270.0.0.1']) expect(isLoopback(a), a).toBe(false)
  })

  it('tidies addresses and refuses what is not one', () => {
    expect(normaliseAddress(' ::FFFF:198.51.100.1 ')).toBe('198.51.100.1')
    expect(normaliseAddress('2001:DB8::1')).toBe('2001:db8::1')
    for (const bad of ['', 'unknown', '999.1.1.1', '1.2.3', 'a'.repeat(80), '1::2::3'])
      expect(normaliseAddress(bad), bad).toBeNull()
  })

  it('reads the address the serving layer wrote, and nothing else', () => {
    expect(requestAddress(new Headers({ 'x-site-client-ip': '203.0.113.9', 'x-forwarded-for': '1.2.3.4' }))).toBe('203.0.113.9')
    expect(requestAddress(new Headers({ 'x-forwarded-for': '1.2.3.4' }))).toBe('unknown')
  })
})

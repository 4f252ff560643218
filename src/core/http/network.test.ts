import { describe, expect, it } from 'vitest'

import { networkKey } from './network'

describe('networkKey', () => {
  it('keeps an IPv4 address as it is, mapped or not', () => {
    expect(networkKey('198.51.100.7')).toBe('198.51.100.7')
    expect(networkKey('::ffff:198.51.100.7')).toBe('198.51.100.7')
  })

  it('counts every address of one IPv6 /64 as one sender, whatever its spelling', () => {
    const a = networkKey('2001:db8:12:34:1111:2222:3333:4444')
    expect(a).toBe('2001:db8:12:34::/64')
    expect(networkKey('2001:0db8:0012:0034::1')).toBe(a)
    expect(networkKey('[2001:db8:12:34:ffff::]')).toBe(a)
    expect(networkKey('2001:db8:12:35::1')).not.toBe(a)
    expect(networkKey('::1')).toBe('0:0:0:0::/64')
    expect(networkKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('keeps anything else as one key, cut short', () => {
    expect(networkKey('unknown')).toBe('unknown')
    expect(networkKey('x'.repeat(100))).toHaveLength(64)
    expect(networkKey('1:2:3')).toBe('1:2:3')
    expect(networkKey('1::2::3')).toBe('1::2::3')
  })
})

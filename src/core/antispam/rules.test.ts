import { describe, expect, it } from 'vitest'

import {
  blockedWordsIn,
  checkContent,
  countLinks,
  DEFAULT_CONTENT_RULES,
  domainMatches,
  ipMatches,
  isShouting,
  matchLists,
  parseList,
} from './rules'

describe('content rules', () => {
  it('counts links of every usual shape', () => {
    expect(countLinks('see https://a.example and http://b.example/x?y=1 or www.c.example')).toBe(3)
    expect(countLinks('[url=https://x.example]cheap[/url]')).toBe(2)
    expect(countLinks('Our pagers reach 300 m.')).toBe(0)
  })

  it('finds blocked words as whole words, ignoring case', () => {
    expect(blockedWordsIn('Buy CASINO chips', ['casino', 'viagra'])).toEqual(['casino'])
    expect(blockedWordsIn('Occasional visits', ['casino'])).toEqual([])
    expect(blockedWordsIn('crypto-trading now', ['crypto trading', 'crypto'])).toEqual(['crypto'])
    expect(blockedWordsIn('anything', ['', '  '])).toEqual([])
  })

  it('calls long texts mostly in capitals shouting, never short ones', () => {
    expect(isShouting('BUY THE BEST PAGERS NOW AT LOW PRICES')).toBe(true)
    expect(isShouting('Buy the best pagers now at low prices')).toBe(false)
    expect(isShouting('NL BV')).toBe(false)
  })

  it('checks all submitted texts together', () => {
    expect(checkContent(['Hello', 'https://a.example https://b.example https://c.example'], DEFAULT_CONTENT_RULES)).toEqual({
      links: 3,
      blockedWords: [],
      shouting: false,
    })
    expect(checkContent(['NL', 'PLEASE CALL ME BACK ABOUT PAGERS'], DEFAULT_CONTENT_RULES).shouting).toBe(true)
  })
})

describe('lists', () => {
  it('match addresses exactly or by IPv4 range', () => {
    expect(ipMatches('203.0.113.7', '203.0.113.0/24')).toBe(true)
    expect(ipMatches('203.0.114.7', '203.0.113.0/24')).toBe(false)
    expect(ipMatches('::ffff:203.0.113.7', '203.0.113.7')).toBe(true)
    expect(ipMatches('2001:db8::1', '2001:DB8::1')).toBe(true)
    expect(ipMatches('1.2.3.4', '0.0.0.0/0')).toBe(true)
    expect(ipMatches('1.2.3.4', 'nonsense/99')).toBe(false)
  })

  it('match a domain and its subdomains', () => {
    expect(domainMatches('mail.spam.example', 'spam.example')).toBe(true)
    expect(domainMatches('notspam.example', 'spam.example')).toBe(false)
    expect(domainMatches('spam.example', '@spam.example')).toBe(true)
  })

  it('say which entry matched', () => {
    const lists = { ips: ['198.51.100.0/24'], emails: ['bad@x.example'], domains: ['spam.example'] }
    expect(matchLists(lists, { ip: '198.51.100.9', emails: [] })).toEqual({ kind: 'ip', value: '198.51.100.0/24' })
    expect(matchLists(lists, { ip: '1.1.1.1', emails: ['BAD@x.example'] })).toEqual({ kind: 'email', value: 'bad@x.example' })
    expect(matchLists(lists, { ip: '1.1.1.1', emails: ['a@b.spam.example'] })).toEqual({ kind: 'domain', value: 'spam.example' })
    expect(matchLists(lists, { ip: '1.1.1.1', emails: ['a@good.example'] })).toBeNull()
  })

  it('read a settings text, one entry a line, comments dropped', () => {
    expect(parseList('a.example # ours\n\n b.example, c.example\n# only a comment')).toEqual([
      'a.example',
      'b.example',
      'c.example',
    ])
    expect(parseList(null)).toEqual([])
  })
})

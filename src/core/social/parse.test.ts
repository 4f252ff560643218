import { describe, expect, it } from 'vitest'

import { PLATFORMS, parseSocialProfile as parse } from './parse'

describe('parseSocialProfile', () => {
  it('reads X addresses on x.com and twitter.com, and handles of 1 to 15 letters, digits or underscores', () => {
    expect(parse('https://x.com/oproep_nl')).toEqual({
      url: 'https://x.com/oproep_nl',
      identifier: 'oproep_nl',
      platform: 'xitter',
      valid: true,
    })
    expect(parse('https://twitter.com/oproep_nl/status/123')).toMatchObject({
      identifier: 'oproep_nl',
      platform: 'xitter',
      valid: true,
    })
    expect(parse('www.twitter.com/Oproep')).toMatchObject({ url: 'https://x.com/Oproep', valid: true })
    expect(parse('@a', 'xitter')).toMatchObject({ identifier: 'a', valid: true })
    expect(parse('abcdefghijklmno', 'xitter').valid).toBe(true)
    expect(parse('abcdefghijklmnop', 'xitter').valid).toBe(false)
    expect(parse('oproep-nl', 'xitter').valid).toBe(false)
    expect(parse('https://x.com/home').valid).toBe(false)
    expect(parse('https://x.com/').valid).toBe(false)
  })
  it('gives a Bluesky handle without a dot the .bsky.social suffix', () => {
    expect(parse('oproep', 'bluesky')).toEqual({
      url: 'https://bsky.app/profile/oproep.bsky.social',
      identifier: 'oproep.bsky.social',
      platform: 'bluesky',
      valid: true,
    })
    expect(parse('@oproep.nl', 'bluesky')).toMatchObject({ identifier: 'oproep.nl', valid: true })
    expect(parse('https://bsky.app/profile/Oproep.NL')).toMatchObject({ identifier: 'oproep.nl', valid: true })
    expect(parse('https://bsky.app/profile/did:plc:abc123xyz')).toMatchObject({ identifier: 'did:plc:abc123xyz', valid: true })
    expect(parse('https://bsky.app/search?q=x').valid).toBe(false)
    expect(parse('bad_handle!', 'bluesky').valid).toBe(false)
  })
  it('keeps only the digits of a phone link', () => {
    expect(parse('https://wa.me/31612345678')).toMatchObject({
      identifier: '31612345678',
      url: 'https://wa.me/31612345678',
      valid: true,
    })
    expect(parse('https://api.whatsapp.com/send?phone=+31%206%201234%205678')).toMatchObject({
      identifier: '31612345678',
      valid: true,
    })
    expect(parse('+31 (6) 1234-5678', 'whatsapp')).toMatchObject({ identifier: '31612345678', valid: true })
    expect(parse('tel:+31 6 12345678', 'whatsapp')).toMatchObject({ identifier: '31612345678', valid: true })
    expect(parse('call me', 'whatsapp').valid).toBe(false)
    expect(parse('123', 'whatsapp').valid).toBe(false)
  })
  it('reads every other platform by its own address shape', () => {
    const cases: [string, string, string][] = [
      ['https://calendly.com/oproep/demo', 'calendly', 'oproep/demo'],
      ['https://www.youtube.com/@OproepSystems', 'youtube', '@OproepSystems'],
      ['https://youtube.com/channel/UC1234567890abcdefghijkl', 'youtube', 'UC1234567890abcdefghijkl'],
      ['https://oproep.wordpress.com', 'wordpress', 'oproep'],
      ['https://profiles.wordpress.org/Oproep/', 'wordpress', 'oproep'],
      ['https://www.facebook.com/oproep.systems', 'facebook', 'oproep.systems'],
      ['https://facebook.com/profile.php?id=100012345678', 'facebook', '100012345678'],
      ['https://www.tiktok.com/@oproep.nl', 'tiktok', 'oproep.nl'],
      ['https://www.threads.net/@oproep', 'threads', 'oproep'],
      ['https://www.threads.com/@oproep', 'threads', 'oproep'],
      ['https://www.linkedin.com/in/jan-bakker-123/', 'linkedin', 'jan-bakker-123'],
      ['https://nl.linkedin.com/company/oproep-systems', 'linkedin', 'company/oproep-systems'],
      ['https://savvycal.com/oproep/intro', 'savvycal', 'oproep/intro'],
      ['https://github.com/oproep-systems', 'github', 'oproep-systems'],
      ['https://www.instagram.com/oproep.nl/', 'instagram', 'oproep.nl'],
    ]
    for (const [input, platform, identifier] of cases) {
      expect(parse(input), input).toMatchObject({ platform, identifier, valid: true })
    }
  })
  it('turns handles into canonical addresses per platform', () => {
    expect(parse('oproep', 'instagram').url).toBe('https://www.instagram.com/oproep')
    expect(parse('@oproep', 'tiktok').url).toBe('https://www.tiktok.com/@oproep')
    expect(parse('oproep', 'youtube').url).toBe('https://www.youtube.com/@oproep')
    expect(parse('jan-bakker', 'linkedin').url).toBe('https://www.linkedin.com/in/jan-bakker')
    expect(parse('oproep', 'github').url).toBe('https://github.com/oproep')
    expect(parse('oproep', 'calendly').url).toBe('https://calendly.com/oproep')
  })
  it('refuses what does not fit', () => {
    for (const [input, platform] of [
      ['https://github.com/-bad', undefined],
      ['https://github.com/a--b', undefined],
      ['https://github.com/oproep/repo', undefined],
      ['https://www.instagram.com/p/abc123/', undefined],
      ['https://www.instagram.com/bad..dots', undefined],
      ['https://www.tiktok.com/oproep', undefined],
      ['https://www.facebook.com/groups/x', undefined],
      ['https://www.linkedin.com/feed/', undefined],
      ['https://example.com/oproep', undefined],
      ['javascript:alert(1)', undefined],
      ['ftp://github.com/oproep', undefined],
      ['https://evilgithub.com/oproep', undefined],
      ['https://github.com.evil.example/oproep', undefined],
      ['https://x.com/oproep', 'github'],
      ['oproep', undefined],
      ['', 'github'],
      ['   ', 'xitter'],
      ['x'.repeat(3000), 'github'],
      ['<script>', 'instagram'],
    ] as const) {
      expect(parse(input, platform).valid, `${input} ${platform}`).toBe(false)
    }
  })
  it('knows the thirteen platforms of the spec', () => {
    expect([...PLATFORMS].sort()).toEqual([
      'bluesky',
      'calendly',
      'facebook',
      'github',
      'instagram',
      'linkedin',
      'savvycal',
      'threads',
      'tiktok',
      'whatsapp',
      'wordpress',
      'xitter',
      'youtube',
    ])
  })
})

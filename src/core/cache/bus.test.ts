import { describe, expect, it } from 'vitest'

import { appliesTo, channelName, decodeMessage, encodeMessage, MAX_MESSAGE_BYTES } from './bus'

describe('cache bus messages', () => {
  it('round-trips the tags and paths of a change, without repeats', () => {
    const text = encodeMessage('a1', { tags: ['path:/contact', 'pages:index', 'path:/contact'], paths: ['/'] })
    expect(decodeMessage(text)).toEqual({ from: 'a1', tags: ['path:/contact', 'pages:index'], paths: ['/'], all: false })
  })

  it('turns a change too large for one PostgreSQL notification into "expire everything"', () => {
    const tags = Array.from({ length: 400 }, (_, i) => `path:/products/pager-model-${i}-with-a-long-address`)
    const text = encodeMessage('a1', { tags })
    expect(Buffer.byteLength(text)).toBeLessThan(MAX_MESSAGE_BYTES)
    expect(decodeMessage(text)).toEqual({ from: 'a1', tags: [], paths: [], all: true })
  })

  it('refuses what is not a message: other programs, other versions, empty or oversized lists', () => {
    for (const text of [
      'hello',
      '42',
      'null',
      JSON.stringify({ v: 2, from: 'a', tags: ['x'], paths: [], all: false }),
      JSON.stringify({ v: 1, from: '', tags: ['x'], paths: [], all: false }),
      JSON.stringify({ v: 1, from: 'a', tags: [], paths: [], all: false }),
      JSON.stringify({ v: 1, from: 'a', tags: [1], paths: [], all: false }),
      JSON.stringify({ v: 1, from: 'a', tags: ['x'.repeat(513)], paths: [], all: false }),
      JSON.stringify({ v: 1, from: 'a', tags: Array(501).fill('x'), paths: [], all: false }),
      JSON.stringify({ v: 1, from: 'a', tags: ['x'], paths: [] }),
    ]) {
      expect(decodeMessage(text), text.slice(0, 60)).toBeNull()
    }
  })

  it('keeps "expire everything" with empty lists', () => {
    expect(decodeMessage(encodeMessage('b', { all: true }))).toEqual({ from: 'b', tags: [], paths: [], all: true })
  })

  it('is applied by the other instances only', () => {
    const message = decodeMessage(encodeMessage('a', { tags: ['media'] }))!
    expect(appliesTo(message, 'a')).toBe(false)
    expect(appliesTo(message, 'b')).toBe(true)
  })

  it('names a channel per site that PostgreSQL accepts as an identifier', () => {
    const name = channelName('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08')
    expect(name).toBe('signalpost_cache_9f86d081884c7d65')
    expect(name).toMatch(/^[a-z_][a-z0-9_]{0,62}$/)
  })
})

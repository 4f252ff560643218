import { describe, expect, it } from 'vitest'

import { acceptedCodings, negotiateEncoding } from './encoding'

const both = ['br', 'gzip'] as const

describe('negotiateEncoding', () => {
  it('answers a browser with brotli, the smaller form', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd', both)).toBe('br')
    expect(negotiateEncoding('gzip, deflate, br', both)).toBe('br')
  })
  it('answers without a coding when none is asked for', () => {
    expect(negotiateEncoding(undefined, both)).toBe('identity')
    expect(negotiateEncoding('', both)).toBe('identity')
    expect(negotiateEncoding('identity', both)).toBe('identity')
    expect(negotiateEncoding('deflate, zstd', both)).toBe('identity')
  })
  it('honours q-values', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.9', both)).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip', both)).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip;q=0', both)).toBe('identity')
    expect(negotiateEncoding('gzip;q=0.2, identity;q=0.5', both)).toBe('identity')
    expect(negotiateEncoding('BR;Q=1, GZIP', both)).toBe('br')
  })
  it('reads the wildcard for codings not named', () => {
    expect(negotiateEncoding('*', both)).toBe('br')
    expect(negotiateEncoding('br;q=0, *', both)).toBe('gzip')
    expect(negotiateEncoding('*;q=0, gzip', both)).toBe('gzip')
  })
  it('sends identity when everything is refused, as every client can read it', () => {
    expect(negotiateEncoding('*;q=0', both)).toBe('identity')
    expect(negotiateEncoding('identity;q=0', [])).toBe('identity')
  })
  it('prefers the order of the available codings on a tie', () => {
    expect(negotiateEncoding('gzip, br', both)).toBe('br')
    expect(negotiateEncoding('gzip, br', ['gzip', 'br'])).toBe('gzip')
    expect(negotiateEncoding('gzip, br', ['gzip'])).toBe('gzip')
  })
  it('knows x-gzip and ignores malformed weights', () => {
    expect(negotiateEncoding('x-gzip', both)).toBe('gzip')
    expect(negotiateEncoding('br;q=2, gzip', both)).toBe('gzip')
    expect(negotiateEncoding('br;q=abc', both)).toBe('identity')
    expect(negotiateEncoding(['deflate', 'gzip'], both)).toBe('gzip')
  })
})

describe('acceptedCodings', () => {
  it('keeps the higher weight of a coding named twice', () => {
    expect(acceptedCodings('gzip;q=0.1, gzip;q=0.8')?.get('gzip')).toBe(0.8)
    expect(acceptedCodings(undefined)).toBeNull()
  })
})

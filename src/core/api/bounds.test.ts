import { describe, expect, it } from 'vitest'

import { SettingsError } from '../env/settings'
import { boundRead, DEFAULT_API_BOUNDS, parseApiBounds, readArgsProblem } from './bounds'

const bounds = { maxDepth: 2, maxLimit: 100 }

describe('parseApiBounds', () => {
  it('defaults to depth 2 and 100 documents a page', () => {
    expect(parseApiBounds({})).toEqual({ maxDepth: 2, maxLimit: 100 })
    expect(DEFAULT_API_BOUNDS).toEqual({ maxDepth: 2, maxLimit: 100 })
  })

  it('reads both settings', () => {
    expect(parseApiBounds({ SITE_API_MAX_DEPTH: '4', SITE_API_MAX_LIMIT: ' 250 ' })).toEqual({ maxDepth: 4, maxLimit: 250 })
  })

  it('refuses a bad value with a message naming the variable', () => {
    expect(() => parseApiBounds({ SITE_API_MAX_DEPTH: '1' })).toThrow(SettingsError)
    expect(() => parseApiBounds({ SITE_API_MAX_DEPTH: '1' })).toThrow(/SITE_API_MAX_DEPTH must be a whole number from 2 to 10/)
    expect(() => parseApiBounds({ SITE_API_MAX_DEPTH: '11' })).toThrow(/SITE_API_MAX_DEPTH/)
    expect(() => parseApiBounds({ SITE_API_MAX_LIMIT: '0' })).toThrow(/SITE_API_MAX_LIMIT must be a whole number from 1 to 10000/)
    expect(() => parseApiBounds({ SITE_API_MAX_LIMIT: '2.5' })).toThrow(/SITE_API_MAX_LIMIT/)
    expect(() => parseApiBounds({ SITE_API_MAX_LIMIT: 'lots' })).toThrow(/got "lots"/)
  })
})

describe('boundRead', () => {
  it('caps the page size and the depth', () => {
    expect(boundRead({ limit: 100_000, depth: 10 }, bounds)).toEqual({ limit: 100, depth: 2 })
    expect(boundRead({ limit: 25, depth: 1 }, bounds)).toEqual({ limit: 25, depth: 1 })
  })

  it('reads "everything" (limit 0, pagination=false) as one full page', () => {
    expect(boundRead({ limit: 0 }, bounds)).toEqual({ limit: 100 })
    expect(boundRead({ pagination: false }, bounds)).toEqual({ pagination: true, limit: 100 })
    expect(boundRead({ pagination: false, limit: 5 }, bounds)).toEqual({ pagination: true, limit: 5 })
    expect(boundRead({ limit: -3 }, bounds)).toEqual({ limit: 100 })
  })

  it("leaves a read without a limit to Payload's default page size", () => {
    expect(boundRead({ where: { a: 1 } }, bounds)).toEqual({ where: { a: 1 } })
  })

  it('keeps depth within 0 and the bound', () => {
    expect(boundRead({ depth: -1 }, bounds)).toEqual({ depth: 0 })
    expect(boundRead({ depth: Number.NaN }, bounds)).toEqual({ depth: 0 })
  })
})

describe('readArgsProblem', () => {
  it('accepts numbers and absent arguments', () => {
    expect(readArgsProblem({})).toBeNull()
    expect(readArgsProblem({ limit: 0, page: 2, depth: 1 })).toBeNull()
  })

  it('names a repeated or unreadable argument, which Payload passes on as it came', () => {
    expect(readArgsProblem({ limit: ['5', '500'] as unknown as number })).toBe(
      'The limit parameter must be given once, as a whole number of 0 or more.',
    )
    expect(readArgsProblem({ page: 'x' as unknown as number })).toMatch(/^The page parameter/)
    expect(readArgsProblem({ depth: { a: 1 } as unknown as number })).toMatch(/^The depth parameter/)
    expect(readArgsProblem({ limit: -1 })).toMatch(/^The limit parameter/)
  })
})

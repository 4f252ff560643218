import { describe, expect, it } from 'vitest'

import { UNREADABLE_RAW_LIMIT, isPlainObject, isUnreadable, oncePerRow, parseStoredJson, rawTextOf, unreadable } from './json'

describe('stored JSON', () => {
  it('parses good text and passes parsed values through', () => {
    expect(parseStoredJson('{"2":"jan@oproep.nl"}')).toEqual({ '2': 'jan@oproep.nl' })
    expect(parseStoredJson('[1,2]')).toEqual([1, 2])
    const parsed = { a: 1 }
    expect(parseStoredJson(parsed)).toBe(parsed)
    expect(parseStoredJson(null)).toBeNull()
  })

  it('reads text that does not parse as a marker keeping the raw text', () => {
    for (const raw of ['{"2": "jan', 'not json', '', '{"a":1}}']) {
      const value = parseStoredJson(raw)
      expect(isUnreadable(value), raw).toBe(true)
      expect(rawTextOf(value)).toBe(raw)
      expect(isPlainObject(value)).toBe(false)
    }
  })

  it('keeps at most the limit of a huge bad value', () => {
    expect(rawTextOf(unreadable('x'.repeat(UNREADABLE_RAW_LIMIT + 10)))).toHaveLength(UNREADABLE_RAW_LIMIT)
  })

  it('shows a value of the wrong shape as its JSON', () => {
    expect(rawTextOf([1, 'a'])).toBe('[1,"a"]')
    expect(rawTextOf('text')).toBe('text')
    expect(rawTextOf(7)).toBe('7')
    expect(isPlainObject([1])).toBe(false)
    expect(isPlainObject('a')).toBe(false)
    expect(isPlainObject({ '1': 'a' })).toBe(true)
  })

  it('says once per row, within a bounded memory', () => {
    const once = oncePerRow(2)
    expect(once('entry 1')).toBe(true)
    expect(once('entry 1')).toBe(false)
    expect(once('entry 2')).toBe(true)
    expect(once('entry 3')).toBe(true)
    expect(once('entry 3')).toBe(false)
  })
})

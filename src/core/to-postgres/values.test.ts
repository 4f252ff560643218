import { describe, expect, it } from 'vitest'

import { parseStoredJson } from '../stored/json'
import { toPostgres, type ColumnType } from './values'

const type = (dataType: string, udtName = dataType): ColumnType => ({ dataType, udtName })
const value = (converted: ReturnType<typeof toPostgres>) => {
  if (!converted.ok) throw new Error(converted.reason)
  return converted.value
}
const reason = (converted: ReturnType<typeof toPostgres>) => (converted.ok ? null : converted.reason)

describe('toPostgres', () => {
  it('keeps NULL in every type', () => {
    for (const t of ['boolean', 'integer', 'jsonb', 'text', 'bytea', 'timestamp with time zone', 'ARRAY']) {
      expect(value(toPostgres(null, type(t)))).toBeNull()
    }
  })

  it('reads SQLite’s 0 and 1 as booleans, and refuses anything else', () => {
    expect(value(toPostgres(1n, type('boolean', 'bool')))).toBe(true)
    expect(value(toPostgres(0, type('boolean', 'bool')))).toBe(false)
    expect(value(toPostgres('true', type('boolean')))).toBe(true)
    expect(reason(toPostgres(2n, type('boolean')))).toBe('2 is not a boolean (0 or 1)')
    expect(reason(toPostgres('yes please', type('boolean')))).toBe('"yes please" is not a boolean (0 or 1)')
  })

  it('passes whole numbers as their digits, so none beyond 2^53 is rounded', () => {
    expect(value(toPostgres(9007199254740993n, type('bigint', 'int8')))).toBe('9007199254740993')
    expect(value(toPostgres(42, type('integer', 'int4')))).toBe('42')
    expect(value(toPostgres(' 7 ', type('smallint')))).toBe('7')
    expect(reason(toPostgres(1.5, type('integer')))).toBe('1.5 is not a whole number')
    expect(reason(toPostgres('12a', type('integer')))).toBe('"12a" is not a whole number')
  })

  it('passes decimals as text, and refuses text that is not a number', () => {
    expect(value(toPostgres(12.5, type('numeric')))).toBe('12.5')
    expect(value(toPostgres(3n, type('numeric')))).toBe('3')
    expect(value(toPostgres('1.25e3', type('double precision')))).toBe('1.25e3')
    expect(reason(toPostgres('12,50', type('numeric')))).toBe('"12,50" is not a number')
  })

  it('passes JSON text to jsonb as it is', () => {
    expect(value(toPostgres('{"a":[1,true,null]}', type('jsonb')))).toBe('{"a":[1,true,null]}')
    expect(value(toPostgres('"just text"', type('json')))).toBe('"just text"')
    expect(value(toPostgres(5n, type('jsonb')))).toBe('5')
  })

  it('keeps text that is not JSON as the marker the site reads it as on SQLite, whole', () => {
    const raw = `{"2": "gerda@kapot.example${'x'.repeat(70_000)}`
    const converted = toPostgres(raw, type('jsonb'))
    expect(converted).toMatchObject({ ok: true, unreadableJson: true })
    const stored = JSON.parse(value(converted) as string) as unknown
    expect(stored).toEqual({ $unreadable: raw })
    // What the site showed on SQLite for this text (its first 64 KB) is what it shows now.
    expect((parseStoredJson(raw) as { $unreadable: string }).$unreadable).toBe(raw.slice(0, 64 * 1024))
  })

  it('passes dates as the ISO text Payload stored, and refuses a bare number', () => {
    expect(value(toPostgres('2026-11-28T09:43:22.391Z', type('timestamp with time zone', 'timestamptz')))).toBe(
      '2026-11-28T09:43:22.391Z',
    )
    expect(value(toPostgres('2026-11-28', type('date')))).toBe('2026-11-28')
    expect(reason(toPostgres(1764322000, type('timestamp with time zone')))).toBe(
      '1764322000 is a number where a timestamp with time zone is expected',
    )
  })

  it('passes text, enum values and identifiers as text; numbers in text columns as their digits', () => {
    expect(value(toPostgres('published', type('USER-DEFINED', 'enum_pages_status')))).toBe('published')
    expect(value(toPostgres('Bel', type('character varying', 'varchar')))).toBe('Bel')
    expect(value(toPostgres(12n, type('text')))).toBe('12')
    expect(reason(toPostgres(new Uint8Array([1, 2]), type('text')))).toBe('a blob of 2 bytes cannot go into a text column')
  })

  it('keeps bytes as bytes', () => {
    expect(value(toPostgres(new Uint8Array([0, 255]), type('bytea')))).toEqual(Buffer.from([0, 255]))
    expect(value(toPostgres('abc', type('bytea')))).toEqual(Buffer.from('abc'))
  })

  it('reads a JSON list into an array column', () => {
    expect(value(toPostgres('[1, "a", null, true]', type('ARRAY', '_text')))).toEqual(['1', 'a', null, true])
    expect(reason(toPostgres('[[1]]', type('ARRAY', '_int4')))).toBe(
      '"[[1]]" holds a nested value, which a PostgreSQL array cannot',
    )
    expect(reason(toPostgres('{1,2}', type('ARRAY', '_int4')))).toBe('"{1,2}" is not a JSON list')
  })
})

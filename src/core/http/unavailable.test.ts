import { describe, expect, it } from 'vitest'

import { isDatabaseUnavailable } from './unavailable'

describe('database unavailable', () => {
  it('knows a refused or dropped connection and a restarting PostgreSQL', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    )
    expect(
      isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })),
    ).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
  })

  it('looks through wrapped errors', () => {
    const driver = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
    const orm = new Error('Failed query: insert into "form_entries"', { cause: driver })
    expect(isDatabaseUnavailable(new Error('Something went wrong.', { cause: orm }))).toBe(true)
    expect(isDatabaseUnavailable(new AggregateError([driver], 'connect failed'))).toBe(true)
  })

  it('knows a failed BEGIN that Payload rethrew with only the message left', () => {
    expect(isDatabaseUnavailable(new Error('Error: cannot begin transaction: connect ECONNREFUSED 127.0.0.1:5499'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Error: cannot begin transaction: read ECONNRESET'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Client was closed and is not queryable'))).toBe(true)
    // A code as part of another word is not one.
    expect(isDatabaseUnavailable(new Error('XECONNREFUSEDX'))).toBe(false)
  })

  it('leaves bugs and bad data alone', () => {
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false)
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false)
    expect(isDatabaseUnavailable(null)).toBe(false)
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false)
  })
})

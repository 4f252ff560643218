import { describe, expect, it } from 'vitest'

import { refusalMessage } from './refusals'

class Renamed extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'e'
  }
}

describe('refusalMessage', () => {
  it('turns an error answered with a 4xx status into one line, whatever its class is called', () => {
    expect(refusalMessage({ err: new Renamed('You are not allowed to perform this action.', 403) })).toBe(
      '403 You are not allowed to perform this action.',
    )
    expect(refusalMessage({ err: new Renamed('', 404) })).toBe('404 Refused')
  })
  it('leaves failures of the site (5xx, no status) and other log lines as they are', () => {
    expect(refusalMessage({ err: new Renamed('database is locked', 500) })).toBeNull()
    expect(refusalMessage({ err: new Error('boom') })).toBeNull()
    expect(refusalMessage({ msg: 'Starting' })).toBeNull()
    expect(refusalMessage('text')).toBeNull()
    expect(refusalMessage(undefined)).toBeNull()
  })
})

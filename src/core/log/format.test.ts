import { describe, expect, it } from 'vitest'

import { chooseLogFormat, consoleRecord, parseLogLevel, requestIdFrom } from './format'

describe('chooseLogFormat', () => {
  it('is pretty on a terminal and JSON anywhere else, unless LOG_FORMAT says', () => {
    expect(chooseLogFormat(undefined, true)).toBe('pretty')
    expect(chooseLogFormat(undefined, false)).toBe('json')
    expect(chooseLogFormat('auto', false)).toBe('json')
    expect(chooseLogFormat(' JSON ', true)).toBe('json')
    expect(chooseLogFormat('pretty', false)).toBe('pretty')
    expect(() => chooseLogFormat('xml', false)).toThrow('LOG_FORMAT must be json, pretty or auto (got "xml")')
  })
})

describe('parseLogLevel', () => {
  it('is info unless set to one of pino’s levels', () => {
    expect(parseLogLevel(undefined)).toBe('info')
    expect(parseLogLevel('Warn')).toBe('warn')
    expect(() => parseLogLevel('verbose')).toThrow(/^LOG_LEVEL must be one of fatal, error, warn, info, debug, trace/)
  })
})

describe('consoleRecord', () => {
  it('takes the leading tag as the component and an Error as err', () => {
    expect(consoleRecord(['[serve] SIGTERM: closing'])).toEqual({ component: 'serve', msg: 'SIGTERM: closing' })
    const err = new Error('boom')
    expect(consoleRecord(['[serve] request failed', err])).toEqual({ component: 'serve', msg: 'request failed', err })
    expect(consoleRecord(['[uploads] the database is unavailable:', 'gone'])).toEqual({
      component: 'uploads',
      msg: 'the database is unavailable: gone',
    })
    expect(consoleRecord(['plain %d lines', 2])).toEqual({ msg: 'plain 2 lines' })
    expect(consoleRecord([err])).toEqual({ msg: 'boom', err })
  })
})

describe('requestIdFrom', () => {
  const make = () => 'made'
  it('keeps a trusted proxy’s plain id and makes one otherwise', () => {
    expect(requestIdFrom('abc-123', true, make)).toBe('abc-123')
    expect(requestIdFrom('abc-123', false, make)).toBe('made')
    expect(requestIdFrom('has spaces', true, make)).toBe('made')
    expect(requestIdFrom('x'.repeat(129), true, make)).toBe('made')
    expect(requestIdFrom(['a', 'b'], true, make)).toBe('made')
    expect(requestIdFrom(undefined, true, make)).toBe('made')
  })
})

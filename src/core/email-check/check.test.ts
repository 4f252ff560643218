import { describe, expect, it } from 'vitest'

import { EMAIL_CHECK_TEXT, checkEmail, disposableLookup, type Resolver } from './check'

const dnsError = (code: string) => Object.assign(new Error(code), { code })

function resolver(zone: Record<string, { mx?: string[] | 'slow'; a?: string[]; error?: string }>): Resolver {
  const entry = (d: string) => zone[d] ?? { error: 'ENOTFOUND' }
  return {
    resolveMx: async (d) => {
      const e = entry(d)
      if (e.mx === 'slow') return new Promise(() => {})
      if (e.error) throw dnsError(e.error)
      if (!e.mx) throw dnsError('ENODATA')
      return e.mx.map((exchange, priority) => ({ exchange, priority }))
    },
    resolve4: async (d) => {
      const e = entry(d)
      if (e.error) throw dnsError(e.error)
      if (!e.a) throw dnsError('ENODATA')
      return e.a
    },
    resolve6: async () => {
      throw dnsError('ENODATA')
    },
  }
}

const zone = resolver({
  'oproep.example': { mx: ['mx.oproep.example'] },
  'a-only.example': { a: ['192.0.2.1'] },
  'nullmx.example': { mx: [''] },
  'nothing.example': {},
  'slow.example': { mx: 'slow' },
  'broken.example': { error: 'ESERVFAIL' },
})
const isDisposable = disposableLookup(['mailinator.com', 'yopmail.com'])
const check = (address: string) => checkEmail(address, { resolver: zone, isDisposable, timeoutMs: 20 })

describe('the address checked', () => {
  it('is one plain address, as the form field accepts it', async () => {
    for (const bad of ['jan@oproep', 'jan @oproep.nl', 'a,b@oproep.nl', 'x<v@oproep.nl>', 'Jan <jan@oproep.nl>'])
      expect((await check(bad)).result, bad).toBe('invalid')
  })
})

describe('checkEmail', () => {
  it('accepts a domain with MX records, or with an address record only', async () => {
    expect(await check('jan@oproep.example')).toEqual({ result: 'valid', text: EMAIL_CHECK_TEXT.valid })
    expect((await check('jan@A-only.example')).result).toBe('valid')
  })
  it('refuses bad syntax, disposable services and domains without mail', async () => {
    expect((await check('jan@@oproep.example')).result).toBe('invalid')
    expect((await check(`${'a'.repeat(250)}@oproep.example`)).result).toBe('invalid')
    expect((await check('x@mailinator.com')).result).toBe('disposable')
    expect((await check('x@sub.yopmail.com')).result).toBe('disposable')
    expect(await check('x@nullmx.example')).toEqual({ result: 'no-mail', text: EMAIL_CHECK_TEXT.noMail('nullmx.example') })
    expect((await check('x@nothing.example')).result).toBe('no-mail')
    expect((await check('x@unknown-domain.example')).result).toBe('no-mail')
  })
  it('says unknown when DNS is slow or failing, rather than refusing', async () => {
    expect((await check('x@slow.example')).result).toBe('unknown')
    expect((await check('x@broken.example')).result).toBe('unknown')
  })
})

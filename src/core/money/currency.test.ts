import { describe, expect, it } from 'vitest'

import { EUR, formatMoney, parseMoney, type CurrencyConfig } from './currency'

describe('formatMoney', () => {
  it('writes euros the Dutch way with the symbol on the right', () => {
    expect(formatMoney(123456)).toBe('1.234,56 €')
    expect(formatMoney(48900)).toBe('489,00 €')
    expect(formatMoney(5)).toBe('0,05 €')
    expect(formatMoney(0)).toBe('0,00 €')
    expect(formatMoney(123456789012)).toBe('1.234.567.890,12 €')
    expect(formatMoney(-199)).toBe('-1,99 €')
  })
  it('follows another configuration exactly', () => {
    const usd: CurrencyConfig = {
      ...EUR,
      code: 'USD',
      symbolLeft: '$',
      symbolRight: '',
      symbolPadding: '',
      decimalSeparator: '.',
      thousandSeparator: ',',
    }
    expect(formatMoney(123456, usd)).toBe('$1,234.56')
    expect(formatMoney(1234, { ...EUR, decimals: 0 })).toBe('1.234 €')
  })
  it('refuses fractions of a cent', () => {
    expect(() => formatMoney(1.5)).toThrow(RangeError)
  })
})

describe('parseMoney', () => {
  it('reads back what formatMoney writes', () => {
    for (const n of [0, 5, 48900, 123456, -199, 123456789012]) expect(parseMoney(formatMoney(n))).toBe(n)
  })
  it('strips symbols and keeps digits, the decimal separator and a minus sign', () => {
    expect(parseMoney('€ 1.234,5')).toBe(123450)
    expect(parseMoney('EUR 12')).toBe(1200)
    expect(parseMoney('0,005')).toBe(1)
    expect(parseMoney('abc')).toBeNull()
    expect(parseMoney('1,2,3')).toBeNull()
  })
})

describe('currencies', () => {
  it('offers GF currencies, EUR by default', async () => {
    const { currencyOf } = await import('./currency')
    expect(currencyOf(undefined)).toBe(EUR)
    expect(currencyOf('nope')).toBe(EUR)
    expect(currencyOf('__proto__')).toBe(EUR)
    expect(formatMoney(123456, currencyOf('usd'))).toBe('$1,234.56')
    expect(formatMoney(123456, currencyOf('GBP'))).toBe('£1,234.56')
    expect(formatMoney(123456, currencyOf('SEK'))).toBe('1 234,56 kr')
    expect(formatMoney(123456, currencyOf('CHF'))).toBe("CHF 1'234.56")
    expect(formatMoney(1234, currencyOf('JPY'))).toBe('¥1,234')
    expect(parseMoney('$1,234.56', currencyOf('USD'))).toBe(123456)
    expect(parseMoney('1 234,56 kr', currencyOf('SEK'))).toBe(123456)
    expect(parseMoney('¥1,234', currencyOf('JPY'))).toBe(1234)
  })
  it('parses what it formats, for every currency and sign', async () => {
    const { CURRENCIES } = await import('./currency')
    for (const config of Object.values(CURRENCIES)) {
      for (const amount of [0, 5, 99, 123456, -123456, 100000000]) {
        expect(parseMoney(formatMoney(amount, config), config)).toBe(amount)
      }
    }
  })
})

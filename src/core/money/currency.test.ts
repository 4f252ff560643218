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

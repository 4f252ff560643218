import { describe, expect, it } from 'vitest'

import { EUR } from '../money/currency'
import { cleanNumber, decimalSeparator, formatNumber, isNumeric, parseNumber, thousandSeparator, toDecimalString } from './number'

describe('separators', () => {
  it('follow the format, and the currency configuration for currency', () => {
    expect([decimalSeparator('decimal_dot'), thousandSeparator('decimal_dot')]).toEqual(['.', ','])
    expect([decimalSeparator('decimal_comma'), thousandSeparator('decimal_comma')]).toEqual([',', '.'])
    expect([decimalSeparator('currency'), thousandSeparator('currency')]).toEqual([',', '.'])
    const usd = { ...EUR, decimalSeparator: '.', thousandSeparator: ',' }
    expect(decimalSeparator('currency', usd)).toBe('.')
  })
})

describe('parseNumber', () => {
  it('reads decimal comma numbers as the EUR site writes them', () => {
    expect(parseNumber('1.234,56', 'decimal_comma')).toBe(1234.56)
    expect(parseNumber('1234,56', 'decimal_comma')).toBe(1234.56)
    expect(parseNumber('-12', 'decimal_comma')).toBe(-12)
    expect(parseNumber(',5', 'decimal_comma')).toBe(0.5)
    expect(parseNumber('-,5', 'decimal_comma')).toBe(-0.5)
    expect(parseNumber('  42  ', 'decimal_comma')).toBe(42)
  })
  it('reads decimal dot numbers', () => {
    expect(parseNumber('1,234.56', 'decimal_dot')).toBe(1234.56)
    expect(parseNumber('1234.5', 'decimal_dot')).toBe(1234.5)
    expect(parseNumber('.5', 'decimal_dot')).toBe(0.5)
  })
  it('reads currency amounts with their symbol', () => {
    expect(parseNumber('1.234,56 €', 'currency')).toBe(1234.56)
    expect(parseNumber('€ 12,5', 'currency')).toBe(12.5)
    expect(parseNumber('EUR 7', 'currency')).toBe(7)
    // Spaces of any kind are dropped, so an amount copied from a quote reads too.
    expect(parseNumber('1\u00a0234,00\u00a0€', 'currency')).toBe(1234)
  })
  it('refuses text that is not a number in the format', () => {
    for (const bad of ['', 'abc', '1,2,3', '12a', '1.23,4', '1..2', '--1', '1-', '1.2.3,4', '12,34.5']) {
      expect(parseNumber(bad, 'decimal_comma'), bad).toBeNull()
    }
    expect(parseNumber('1,5', 'decimal_dot')).toBeNull()
    expect(parseNumber('1.5', 'decimal_comma')).toBeNull()
    expect(parseNumber('Infinity', 'decimal_dot')).toBeNull()
    expect(parseNumber('1e5', 'decimal_dot')).toBeNull()
  })
  it('agrees with isNumeric', () => {
    expect(isNumeric('1.234,5', 'decimal_comma')).toBe(true)
    expect(isNumeric('1.23,5', 'decimal_comma')).toBe(false)
  })
})

describe('cleanNumber', () => {
  it('strips currency symbols and keeps digits, the decimal separator and a minus sign', () => {
    expect(cleanNumber('€ 1.234,56', 'decimal_comma')).toBe(1234.56)
    expect(cleanNumber('-€ 5,5', 'currency')).toBe(-5.5)
    expect(cleanNumber('$1,234.5', 'decimal_dot')).toBe(1234.5)
    expect(cleanNumber('about 12 pagers', 'decimal_dot')).toBe(12)
    expect(cleanNumber(',25', 'decimal_comma')).toBe(0.25)
  })
  it('gives null without digits or with two decimal separators', () => {
    expect(cleanNumber('none', 'decimal_comma')).toBeNull()
    expect(cleanNumber('1,2,3', 'decimal_comma')).toBeNull()
  })
  it('only counts a minus sign in front of the number', () => {
    expect(cleanNumber('12-3', 'decimal_dot')).toBe(123)
  })
})

describe('toDecimalString', () => {
  it('writes the plain dot-decimal form entries store', () => {
    expect(toDecimalString(1234.5)).toBe('1234.5')
    expect(toDecimalString(0.1 + 0.2)).toBe('0.3')
    expect(toDecimalString(-3)).toBe('-3')
    expect(toDecimalString(1e-7)).toBe('0.0000001')
    expect(toDecimalString(NaN)).toBe('')
  })
})

describe('formatNumber', () => {
  it('writes each format with thousand separators', () => {
    expect(formatNumber(1234567.5, 'decimal_comma')).toBe('1.234.567,5')
    expect(formatNumber(1234567.5, 'decimal_dot')).toBe('1,234,567.5')
    expect(formatNumber(1234.5, 'currency')).toBe('1.234,50 €')
    expect(formatNumber(-1234, 'decimal_comma')).toBe('-1.234')
  })
  it('takes fixed decimals and can leave out separators', () => {
    expect(formatNumber(2.5, 'decimal_comma', { decimals: 2 })).toBe('2,50')
    expect(formatNumber(1234, 'decimal_comma', { thousands: false })).toBe('1234')
    expect(formatNumber(1234.5, 'currency', { thousands: false })).toBe('1234,50 €')
    expect(formatNumber(-0.001, 'decimal_dot', { decimals: 2 })).toBe('0.00')
  })
  it('reads back with parseNumber', () => {
    for (const n of [0, 1, -1, 0.5, 999, 1000, 1234567.891])
      for (const f of ['decimal_dot', 'decimal_comma', 'currency'] as const) {
        const decimals = f === 'currency' ? 2 : undefined
        const expected = f === 'currency' ? Math.round(n * 100) / 100 : n
        expect(parseNumber(formatNumber(n, f, { decimals }), f)).toBe(expected)
      }
  })
  it('writes nothing for non-finite numbers', () => {
    expect(formatNumber(Infinity, 'decimal_dot')).toBe('')
  })
})

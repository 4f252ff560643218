import { describe, expect, it } from 'vitest'

import { formatPhoneInternational, isValidPhone, normalizePhone, phoneCountry } from './phone'

const international = { phoneFormat: 'international' as const, defaultCountry: 'NL' }

describe('phone numbers', () => {
  it('accept Dutch numbers written without the country code', () => {
    expect(isValidPhone('030 123 4567', international)).toBe(true)
    expect(isValidPhone('06-12345678', international)).toBe(true)
    expect(normalizePhone('06 12345678', 'NL')).toBe('+31612345678')
  })
  it('accept international numbers of any country', () => {
    expect(isValidPhone('+44 20 7946 0958', international)).toBe(true)
    expect(isValidPhone('+32 2 123 45 67', { phoneFormat: 'international' })).toBe(true)
    expect(formatPhoneInternational('+4420 79460958')).toBe('+44 20 7946 0958')
  })
  it('refuse numbers of the wrong length and text around a number', () => {
    expect(isValidPhone('06 1234', international)).toBe(false)
    expect(isValidPhone('123', international)).toBe(false)
    expect(isValidPhone('call me on +31 6 12345678', international)).toBe(false)
    expect(isValidPhone('hello', international)).toBe(false)
    expect(isValidPhone('', international)).toBe(false)
    expect(normalizePhone('12', 'NL')).toBeNull()
  })
  it('need a country code without a default country', () => {
    expect(isValidPhone('030 123 4567', { phoneFormat: 'international' })).toBe(false)
  })
  it('check the standard format', () => {
    const standard = { phoneFormat: 'standard' as const }
    expect(isValidPhone('(555) 123-4567', standard)).toBe(true)
    expect(isValidPhone('555-123-4567', standard)).toBe(true)
    expect(isValidPhone('555 123 456', standard)).toBe(false)
  })
  it('know the countries libphonenumber-js knows', () => {
    expect(phoneCountry('nl')).toBe('NL')
    expect(phoneCountry('XX')).toBeUndefined()
    expect(phoneCountry(undefined)).toBeUndefined()
  })
})

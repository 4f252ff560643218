import { describe, expect, it } from 'vitest'

import { displayPrice, priceCents, schemaPrice } from './price'

describe('priceCents', () => {
  it('turns euros into whole cents, absorbing binary fractions', () => {
    expect(priceCents(489)).toBe(48900)
    expect(priceCents(19.9)).toBe(1990)
    expect(priceCents(24.5)).toBe(2450)
    expect(priceCents(1234.56)).toBe(123456)
    expect(priceCents(0)).toBe(0)
  })

  it('has no price for empty, negative or nonsense values', () => {
    expect(priceCents(null)).toBeNull()
    expect(priceCents(undefined)).toBeNull()
    expect(priceCents(Number.NaN)).toBeNull()
    expect(priceCents(-1)).toBeNull()
  })
})

describe('displayPrice', () => {
  it('formats the amount in euros with its unit and note', () => {
    expect(displayPrice({ price: 2450, priceUnit: 'set', priceNote: 'excl. VAT' })).toEqual({
      amount: '2.450,00 €',
      unit: 'per set',
      note: 'excl. VAT',
      onRequest: false,
    })
  })

  it('leaves out an empty unit and note', () => {
    expect(displayPrice({ price: 19.9, priceUnit: '  ', priceNote: null })).toEqual({
      amount: '19,90 €',
      unit: '',
      note: '',
      onRequest: false,
    })
  })

  it('says "Price on request" without a price, and nothing about units', () => {
    expect(displayPrice({ price: null, priceUnit: 'survey', priceNote: 'excl. VAT' })).toEqual({
      amount: 'Price on request',
      unit: '',
      note: '',
      onRequest: true,
    })
  })
})

describe('schemaPrice', () => {
  it('writes cents as a dotted decimal', () => {
    expect(schemaPrice(48900)).toBe('489.00')
    expect(schemaPrice(245000)).toBe('2450.00')
    expect(schemaPrice(1990)).toBe('19.90')
    expect(schemaPrice(5)).toBe('0.05')
    expect(schemaPrice(0)).toBe('0.00')
  })

  it('refuses fractions of cents and negative amounts', () => {
    expect(() => schemaPrice(1.5)).toThrow(RangeError)
    expect(() => schemaPrice(-100)).toThrow(RangeError)
  })
})

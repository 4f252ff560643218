import { describe, expect, it } from 'vitest'

import { telHref } from './tel'

describe('telHref', () => {
  it('keeps digits and the + of an international number', () => {
    expect(telHref('+31 30 700 41 20')).toBe('tel:+31307004120')
    expect(telHref('030-700 41 20')).toBe('tel:0307004120')
  })
  it('drops the (0) that is only dialled at home', () => {
    expect(telHref('+31 (0)30 700 41 20')).toBe('tel:+31307004120')
    expect(telHref('(030) 700 41 20')).toBe('tel:0307004120')
  })
  it('reads 00 as the international prefix', () => {
    expect(telHref('0031 30 700 41 20')).toBe('tel:+31307004120')
  })
  it('gives nothing for text without digits', () => {
    expect(telHref('')).toBeNull()
    expect(telHref(null)).toBeNull()
    expect(telHref('call us')).toBeNull()
  })
})

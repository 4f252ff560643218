import { describe, expect, it } from 'vitest'

import { isProductReferenceField, productLabel, productLookup } from './reference'

describe('product references', () => {
  it('are text fields populated dynamically by the product parameter', () => {
    expect(isProductReferenceField({ type: 'text', allowsPrepopulate: true, inputName: 'product' })).toBe(true)
    expect(isProductReferenceField({ type: 'text', allowsPrepopulate: false, inputName: 'product' })).toBe(false)
    expect(isProductReferenceField({ type: 'text', allowsPrepopulate: true, inputName: 'utm_campaign' })).toBe(false)
    expect(isProductReferenceField({ type: 'hidden', allowsPrepopulate: true, inputName: 'product' })).toBe(false)
  })

  it('name a product by its name and article number', () => {
    expect(productLabel({ name: 'CP20 coaster pager', sku: 'OS-CP20' })).toBe('CP20 coaster pager (OS-CP20)')
    expect(productLabel({ name: 'Custom work', sku: '' })).toBe('Custom work')
    expect(productLabel({ name: 'Custom work', sku: null })).toBe('Custom work')
  })

  it('are looked up by a bare code, the code at the end of a label, or else a name', () => {
    expect(productLookup(' OS-CP20 ')).toEqual({ code: 'OS-CP20' })
    expect(productLookup('CP20 coaster pager (OS-CP20)')).toEqual({ code: 'OS-CP20' })
    expect(productLookup('Anything at all (OS-CP20)')).toEqual({ code: 'OS-CP20' })
    expect(productLookup('GP15 guest pager starter kit')).toEqual({ name: 'GP15 guest pager starter kit' })
    expect(productLookup('pagers (about 20)')).toEqual({ name: 'pagers (about 20)' })
    expect(productLookup('')).toBeNull()
    expect(productLookup('x'.repeat(201))).toBeNull()
  })
})

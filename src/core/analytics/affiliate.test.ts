import { describe, expect, it } from 'vitest'

import { affiliatePaths, isAffiliatePath, isAffiliateSlug } from './affiliate'
import { DEFAULT_INBOUND_PATHS } from './classify'

describe('affiliate links', () => {
  it('answers under /go/ and /recommend/, the prefixes the spec counts as affiliate links', () => {
    expect(affiliatePaths('table-cards')).toEqual(['/go/table-cards', '/recommend/table-cards'])
    for (const path of DEFAULT_INBOUND_PATHS.map((p) => p.path)) expect(isAffiliatePath(`${path}x`)).toBe(true)
    expect(isAffiliatePath('/recommend/spare-batteries')).toBe(true)
    expect(isAffiliatePath('/recommended')).toBe(false)
    expect(isAffiliatePath('/going/x')).toBe(false)
    expect(isAffiliatePath('/products/go/x')).toBe(false)
  })

  it('accepts lower-case slugs with single hyphens, at most 80 characters', () => {
    expect(isAffiliateSlug('table-cards')).toBe(true)
    expect(isAffiliateSlug('a'.repeat(80))).toBe(true)
    expect(isAffiliateSlug('a'.repeat(81))).toBe(false)
    for (const bad of ['', 'Table', 'a--b', '-a', 'a-', 'a/b', '../x', 'a b', 42, null]) expect(isAffiliateSlug(bad)).toBe(false)
  })
})

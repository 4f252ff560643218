import { describe, expect, it } from 'vitest'

import { breadcrumbList, organization, serializeJsonLd } from './jsonld'

describe('serializeJsonLd', () => {
  it('cannot be closed early by content', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(out).not.toContain('<')
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})

describe('breadcrumbList', () => {
  it('numbers the trail from 1', () => {
    const list = breadcrumbList([
      { name: 'Home', url: 'https://x.nl/' },
      { name: 'Products', url: 'https://x.nl/products' },
    ])
    expect(list.itemListElement.map((i) => [i.position, i.name])).toEqual([
      [1, 'Home'],
      [2, 'Products'],
    ])
  })
})

describe('organization', () => {
  it('splits a Dutch address into its parts', () => {
    const org = organization({
      name: 'Oproep Systems',
      url: 'https://x.nl',
      address: 'Kanaalweg 14\n3526 KL Utrecht\nThe Netherlands',
      telephone: '+31 30 700 41 20',
    })
    expect(org.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Kanaalweg 14',
      postalCode: '3526 KL',
      addressLocality: 'Utrecht',
      addressCountry: 'The Netherlands',
    })
    expect(org.telephone).toBe('+31 30 700 41 20')
  })
})

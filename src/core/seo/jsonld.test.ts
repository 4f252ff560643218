import { describe, expect, it } from 'vitest'

import { breadcrumbList, faqPage, organization, product, serializeJsonLd } from './jsonld'

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

describe('product', () => {
  const base = { name: 'GP15 guest pager starter kit', url: 'https://x.nl/products/gp15-guest-pager-starter-kit' }

  it('describes the product and its offer, the price as a dotted decimal', () => {
    const p = product({
      ...base,
      sku: 'OS-GP15',
      description: 'Fifteen coaster pagers.',
      images: ['https://x.nl/api/media/file/a.jpg', 'https://x.nl/api/media/file/b.jpg'],
      brand: 'Oproep Systems',
      priceCents: 48900,
    })
    expect(p).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'GP15 guest pager starter kit',
      url: base.url,
      sku: 'OS-GP15',
      description: 'Fifteen coaster pagers.',
      image: ['https://x.nl/api/media/file/a.jpg', 'https://x.nl/api/media/file/b.jpg'],
      brand: { '@type': 'Brand', name: 'Oproep Systems' },
      manufacturer: { '@type': 'Organization', name: 'Oproep Systems' },
      offers: {
        '@type': 'Offer',
        url: base.url,
        price: '489.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    })
  })

  it('has no offer when the price is on request, and leaves out what is empty', () => {
    const p = product({ ...base, sku: null, description: '', images: [], brand: ' ', priceCents: null })
    expect(p).toEqual({ '@context': 'https://schema.org', '@type': 'Product', name: base.name, url: base.url })
  })

  it('keeps a free product’s offer at 0.00', () => {
    expect(product({ ...base, priceCents: 0 }).offers?.price).toBe('0.00')
  })

  it('serialises safely', () => {
    const out = serializeJsonLd(product({ ...base, description: '</script><script>alert(1)</script>' }))
    expect(out).not.toContain('<')
  })
})

describe('faqPage', () => {
  it('lists each question with its plain-text answer', () => {
    expect(
      faqPage([
        { question: ' How long do the batteries last? ', answer: 'About 2   days.\n\n\nCharge them   overnight.' },
        { question: 'Do you deliver abroad?', answer: 'Yes, across the EU.' },
        { question: 'What is in the box?', answer: 'Pagers\t \nCharger\n' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'How long do the batteries last?',
          acceptedAnswer: { '@type': 'Answer', text: 'About 2 days.\n\nCharge them overnight.' },
        },
        {
          '@type': 'Question',
          name: 'Do you deliver abroad?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes, across the EU.' },
        },
        { '@type': 'Question', name: 'What is in the box?', acceptedAnswer: { '@type': 'Answer', text: 'Pagers\nCharger' } },
      ],
    })
  })
  it('leaves out questions without an answer and gives nothing when none remain', () => {
    expect(faqPage([{ question: 'Empty?', answer: '  ' }])).toBeNull()
    expect(faqPage([])).toBeNull()
    expect(
      faqPage([
        { question: 'Q', answer: 'A' },
        { question: '', answer: 'B' },
      ])?.mainEntity,
    ).toHaveLength(1)
  })
  it('stays inside its script element when serialised', () => {
    const out = serializeJsonLd(faqPage([{ question: '</script>?', answer: '<b>' }]))
    expect(out).not.toContain('<')
  })
})

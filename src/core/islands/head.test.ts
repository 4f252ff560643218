import { describe, expect, it } from 'vitest'

import { metadataTags, viewportTag, type PageMetadata } from './head'

// The site layout's metadata (app/(site)/layout.tsx) for a site named Oproep Systems.
const layout: PageMetadata = {
  metadataBase: new URL('http://localhost:3313'),
  title: { default: 'Oproep Systems', template: '%s | Oproep Systems' },
  description: 'Paging and call systems',
  openGraph: { siteName: 'Oproep Systems', type: 'website', locale: 'en_GB' },
}

describe('metadataTags', () => {
  it("writes a product page's tags as Next.js wrote them (its answer of 2026-11-29)", () => {
    const description =
      'Everything a counter needs to start paging guests: 15 coaster pagers, a charging stack and the T10 keypad transmitter.'
    const url = 'http://localhost:3313/products/gp15-guest-pager-starter-kit'
    const page: PageMetadata = {
      title: 'GP15 guest pager starter kit (OS-GP15)',
      description,
      alternates: { canonical: url },
      openGraph: {
        title: 'GP15 guest pager starter kit (OS-GP15)',
        description,
        url,
        images: [{ url: '/api/media/file/product-pager-kit-15-1200x900.webp' }],
      },
    }
    expect(metadataTags(layout, page, { themeColor: '#0b2545' })).toBe(
      [
        '<meta name="theme-color" content="#0b2545"/>',
        '<title>GP15 guest pager starter kit (OS-GP15) | Oproep Systems</title>',
        `<meta name="description" content="${description}"/>`,
        `<link rel="canonical" href="${url}"/>`,
        '<meta property="og:title" content="GP15 guest pager starter kit (OS-GP15)"/>',
        `<meta property="og:description" content="${description}"/>`,
        `<meta property="og:url" content="${url}"/>`,
        '<meta property="og:image" content="http://localhost:3313/api/media/file/product-pager-kit-15-1200x900.webp"/>',
        '<meta name="twitter:card" content="summary_large_image"/>',
        '<meta name="twitter:title" content="GP15 guest pager starter kit (OS-GP15)"/>',
        `<meta name="twitter:description" content="${description}"/>`,
        '<meta name="twitter:image" content="http://localhost:3313/api/media/file/product-pager-kit-15-1200x900.webp"/>',
      ].join(''),
    )
  })

  it("keeps the layout's fields the page leaves out, and its Open Graph whole when the page has none", () => {
    const tags = metadataTags(layout, { title: 'FAQ' })
    expect(tags).toContain('<title>FAQ | Oproep Systems</title>')
    expect(tags).toContain('<meta name="description" content="Paging and call systems"/>')
    expect(tags).toContain('<meta property="og:site_name" content="Oproep Systems"/>')
    expect(tags).toContain('<meta property="og:locale" content="en_GB"/>')
    expect(tags).toContain('<meta property="og:type" content="website"/>')
    expect(tags).toContain('<meta name="twitter:card" content="summary"/>')
  })

  it('takes an absolute title as it is, and the default without a page title', () => {
    expect(metadataTags(layout, { title: { absolute: 'Oproep Systems — pagers' } })).toContain(
      '<title>Oproep Systems — pagers</title>',
    )
    expect(metadataTags(layout, {})).toContain('<title>Oproep Systems</title>')
  })

  it('writes robots as Next does', () => {
    expect(metadataTags(layout, { title: 'Page not found', robots: { index: false } })).toContain(
      '<meta name="robots" content="noindex"/>',
    )
    expect(metadataTags(layout, { robots: { index: false, follow: false } })).toContain(
      '<meta name="robots" content="noindex, nofollow"/>',
    )
  })

  it('escapes what staff wrote', () => {
    const tags = metadataTags(layout, { title: `Pagers <b> & "call" buttons, the guest's`, description: '<script>"x"</script>' })
    expect(tags).toContain('<title>Pagers &lt;b&gt; &amp; &quot;call&quot; buttons, the guest&#x27;s | Oproep Systems</title>')
    expect(tags).toContain('<meta name="description" content="&lt;script&gt;&quot;x&quot;&lt;/script&gt;"/>')
    expect(tags).not.toContain('<script>')
  })

  it("writes the home page's address as the bare origin, as Next does", () => {
    const tags = metadataTags(layout, {
      alternates: { canonical: 'http://localhost:3313/' },
      openGraph: { url: 'http://localhost:3313/' },
    })
    expect(tags).toContain('<link rel="canonical" href="http://localhost:3313"/>')
    expect(tags).toContain('<meta property="og:url" content="http://localhost:3313"/>')
    expect(metadataTags(layout, { alternates: { canonical: 'http://localhost:3313/faq/' } })).toContain(
      '<link rel="canonical" href="http://localhost:3313/faq"/>',
    )
  })

  it('makes relative addresses absolute against metadataBase', () => {
    const tags = metadataTags(layout, { alternates: { canonical: '/faq' }, openGraph: { url: '/faq', images: '/og.png' } })
    expect(tags).toContain('<link rel="canonical" href="http://localhost:3313/faq"/>')
    expect(tags).toContain('<meta property="og:url" content="http://localhost:3313/faq"/>')
    expect(tags).toContain('<meta property="og:image" content="http://localhost:3313/og.png"/>')
  })
})

describe('viewportTag', () => {
  it("writes the site's viewport as Next does", () => {
    expect(viewportTag({ width: 'device-width', initialScale: 1, themeColor: '#0b2545' })).toBe(
      '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    )
  })
})

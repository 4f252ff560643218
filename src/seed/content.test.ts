import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { euro, priceList } from './catalogue'
import { categorySpecs, productSpecs } from './products'
import { documentSpecs, footerData, headerData, mediaSpecs, pageSpecs, siteSettingsData, type Refs } from './content'

const assets = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets')

/** Ids made up from the keys, so every reference can be traced back. */
const ids = new Map<string, number>()
const idOf = (kind: string, key: string) => {
  const k = `${kind}:${key}`
  if (!ids.has(k)) ids.set(k, ids.size + 1)
  return ids.get(k)!
}
const refs: Refs = {
  page: (k) => idOf('page', k),
  form: (k) => idOf('form', k),
  media: (k) => idOf('media', k),
  doc: (k) => idOf('doc', k),
  category: (k) => idOf('category', k),
}
const pageIds = new Set(pageSpecs.map((p) => refs.page(p.key)))

const json = (v: unknown) => JSON.stringify(v)

describe('euro', () => {
  it('writes dot thousands, comma decimals and the symbol after a space', () => {
    expect(euro(123456)).toBe('1.234,56 €')
    expect(euro(48900)).toBe('489,00 €')
    expect(euro(5)).toBe('0,05 €')
    expect(euro(123456789)).toBe('1.234.567,89 €')
    expect(euro(-1990)).toBe('-19,90 €')
    expect(() => euro(1.5)).toThrow()
  })
})

describe('pages', () => {
  it('has the pages and addresses the site expects', () => {
    const paths = pageSpecs.map((p) => (p.parent ? `${pageSpecs.find((q) => q.key === p.parent)!.slug}/${p.slug}` : p.slug))
    expect(paths).toEqual(
      expect.arrayContaining([
        'home',
        'products',
        'products/guest-pagers',
        'products/nurse-call',
        'products/staff-paging',
        'products/wireless-call-buttons',
        'solutions',
        'solutions/hospitality',
        'solutions/healthcare',
        'solutions/retail-and-industry',
        'about',
        'contact',
        'request-a-quote',
        'downloads',
        'privacy-policy',
        'cookie-policy',
        'faq',
      ]),
    )
    expect(new Set(paths).size).toBe(paths.length)
    for (const p of pageSpecs) expect(p.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  })

  it('lists parents before their children', () => {
    pageSpecs.forEach((p, i) => {
      if (p.parent) expect(pageSpecs.findIndex((q) => q.key === p.parent)).toBeLessThan(i)
    })
  })

  it.each(pageSpecs.map((p) => [p.slug, p] as const))('%s has SEO meta of 50 to 160 characters', (_, p) => {
    expect(p.meta.title.length).toBeGreaterThanOrEqual(50)
    expect(p.meta.title.length).toBeLessThanOrEqual(160)
    expect(p.meta.description.length).toBeGreaterThanOrEqual(50)
    expect(p.meta.description.length).toBeLessThanOrEqual(160)
  })

  it.each(pageSpecs.map((p) => [p.slug, p] as const))('%s builds a layout whose links all point at seeded pages', (_, p) => {
    const layout = p.layout(refs)
    expect(layout.length).toBeGreaterThan(0)
    const text = json(layout)
    expect(text).not.toMatch(/lorem|ipsum|TODO|undefined/i)
    for (const m of text.matchAll(/"relationTo":"pages","value":(\d+)/g)) expect(pageIds.has(Number(m[1]))).toBe(true)
    for (const m of text.matchAll(/"type":"page","page":(\d+)/g)) expect(pageIds.has(Number(m[1]))).toBe(true)
    for (const block of layout) {
      if (block.blockType === 'mediaWithText') expect(block.withLink).toBe(Boolean(block.link))
      if (block.blockType === 'callToAction') expect(block.links.length).toBeGreaterThanOrEqual(1)
      if (block.blockType === 'callToAction') expect(block.links.length).toBeLessThanOrEqual(2)
      if (block.blockType === 'hero') expect((block.actions ?? []).length).toBeLessThanOrEqual(2)
    }
  })

  it('writes every euro amount as 1.234,56 €', () => {
    const all = json(pageSpecs.map((p) => [p.meta, p.layout(refs)]))
    const amounts = [...all.matchAll(/[\d.,]+\s?€/g)].map((m) => m[0])
    expect(amounts.length).toBeGreaterThan(20)
    for (const a of amounts) expect(a).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} €$/)
    expect(all).toContain('489,00 € excl. VAT')
    expect(all).toContain('2.450,00 € excl. VAT')
  })

  it('has a downloads block listing the brochure on the downloads page', () => {
    const layout = pageSpecs.find((p) => p.key === 'downloads')!.layout(refs)
    expect(layout).toContainEqual(expect.objectContaining({ blockType: 'downloads', documents: [refs.doc('brochure')] }))
  })

  it('gives the privacy policy the parts GDPR asks for', () => {
    const text = json(pageSpecs.find((p) => p.key === 'privacy')!.layout(refs))
    for (const part of ['controller', 'Article 6(1)', 'How long we keep', 'Your rights', 'Autoriteit Persoonsgegevens', 'KvK'])
      expect(text).toContain(part)
  })

  it('describes the cookie categories and consent', () => {
    const text = json(pageSpecs.find((p) => p.key === 'cookies')!.layout(refs))
    for (const part of ['Strictly necessary', 'Analytics', 'Marketing', 'before you choose', 'Changing your choice'])
      expect(text).toContain(part)
  })
})

describe('globals', () => {
  it('builds the header with products and solutions panels and a quote button', () => {
    const h = headerData(refs)
    expect(h.items.map((i) => i.link.label)).toEqual(['Products', 'Solutions', 'About', 'Downloads', 'Contact'])
    expect(h.items.map((i) => i.kind)).toEqual(['both', 'both', 'link', 'link', 'link'])
    const [products, solutions] = h.items
    expect(products && 'panel' in products && products.panel.columns.map((c) => c.heading)).toEqual([
      'Hospitality',
      'Care and staff',
    ])
    expect(products && 'panel' in products && products.panel.columns.flatMap((c) => c.links).length).toBe(4)
    expect(solutions && 'panel' in solutions && solutions.panel.columns.flatMap((c) => c.links).length).toBe(3)
    expect(h.cta).toEqual([{ type: 'page', page: refs.page('quote'), label: 'Request a quote', newTab: false }])
    expect(h.mobileBreakpoint).toBe(1024)
  })

  it('builds the footer with at most four columns, legal links and a company note', () => {
    const f = footerData(refs)
    expect(f.columns.length).toBeGreaterThanOrEqual(3)
    expect(f.columns.length).toBeLessThanOrEqual(4)
    expect(f.legalLinks.map((l) => l.label)).toEqual(['Privacy policy', 'Cookie policy'])
    expect(f.note).toContain('KvK 71234567')
    expect(f.note).toContain('VAT NL862345678B01')
  })

  it('builds the site settings with a 404 text that links home, products and contact', () => {
    const s = siteSettingsData(refs)
    expect(s.siteName).toBe('Oproep Systems')
    expect(s.notFound.heading).toBe('Page not found')
    const text = json(s.notFound.text)
    for (const key of ['home', 'products', 'contact'] as const)
      expect(text).toContain(`"relationTo":"pages","value":${refs.page(key)}`)
  })
})

describe('files', () => {
  it.each([...mediaSpecs.map((m) => [m.file, m.alt] as const), ...documentSpecs.map((d) => [d.file, d.title] as const)])(
    '%s exists, is small enough and is described',
    (file, description) => {
      const full = path.join(assets, file)
      expect(existsSync(full)).toBe(true)
      // Pictures and PDFs 250 KB; the film (fetched only when played) 768 KB.
      expect(statSync(full).size).toBeLessThan((file.endsWith('.mp4') ? 768 : 250) * 1024)
      expect(description.trim().length).toBeGreaterThan(5)
    },
  )

  it('prices every line of the price list in whole cents', () => {
    for (const line of priceList.flatMap((g) => g.lines)) expect(Number.isInteger(line.cents)).toBe(true)
  })
})

describe('products', () => {
  it('have unique slugs and articles, prices from the price list, and related products that exist', () => {
    const slugs = productSpecs.map((p) => p.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    expect(new Set(productSpecs.map((p) => p.sku)).size).toBe(slugs.length)
    const prices = new Map(priceList.flatMap((g) => g.lines).map((l) => [l.article, l.cents]))
    for (const p of productSpecs) {
      expect(p.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      if (p.cents !== null) expect(p.cents).toBe(prices.get(p.sku))
      for (const r of p.related) expect(slugs).toContain(r)
      expect(p.related).not.toContain(p.slug)
      expect(categorySpecs.map((c) => c.key)).toContain(p.category)
      for (const m of p.images) expect(mediaSpecs.map((s) => s.key)).toContain(m)
      expect(p.specifications.length).toBeGreaterThan(0)
    }
    expect(productSpecs.find((p) => p.slug === 'gp15-guest-pager-starter-kit')?.cents).toBe(48900)
  })
  it('never share an address with a product-line page', () => {
    const lines = pageSpecs.filter((p) => p.parent === 'products').map((p) => p.slug)
    for (const p of productSpecs) expect(lines).not.toContain(p.slug)
  })
  it('every category belongs to a product-line page', () => {
    for (const c of categorySpecs) expect(pageSpecs.find((p) => p.key === c.page)?.parent).toBe('products')
  })
})

describe('home page', () => {
  it('has at least five animated sections, a video and a logo wall', () => {
    const layout = pageSpecs.find((p) => p.key === 'home')!.layout(refs)
    const animated = layout.filter((b) => {
      const a = (b as { animation?: string }).animation
      return a !== undefined && a !== 'none'
    })
    expect(animated.length).toBeGreaterThanOrEqual(5)
    expect(layout.some((b) => b.blockType === 'video')).toBe(true)
    expect(layout.some((b) => b.blockType === 'logoWall')).toBe(true)
  })
})

describe('sliders', () => {
  const layoutOf = (key: string) => pageSpecs.find((p) => p.key === key)!.layout(refs)
  const sliders = pageSpecs.flatMap((p) =>
    p.layout(refs).flatMap((b) => (b.blockType === 'slider' ? [{ page: p.key, block: b }] : [])),
  )

  it('opens the home page with a fading hero slider that rotates, whose first slide is the old hero', () => {
    const [first] = layoutOf('home')
    expect(first?.blockType).toBe('slider')
    if (first?.blockType !== 'slider') return
    expect(first.appearance).toBe('hero')
    expect(first.slides.length).toBeGreaterThanOrEqual(3)
    expect(first.slides[0]?.heading).toBe('The right person, called at the right moment')
    expect(first.effect?.type).toBe('fade')
    expect(first.motion?.autoplay).toBe(true)
    expect(first.controls).toMatchObject({ arrows: true, pagination: 'bullets' })
  })

  it('shows every effect and every feature somewhere on the demo site', () => {
    const effects = new Set(sliders.map((s) => s.block.effect?.type ?? 'slide'))
    for (const effect of ['fade', 'cube', 'flip', 'coverflow']) expect(effects).toContain(effect)
    const some = (test: (b: (typeof sliders)[number]['block']) => boolean) => sliders.some((s) => test(s.block))
    expect(some((b) => Boolean(b.controls?.thumbs && b.motion?.zoom))).toBe(true)
    expect(
      some((b) =>
        Boolean(
          b.layout?.ending === 'loop' &&
          b.layout.breakpoints?.length &&
          b.controls?.keyboard &&
          b.controls.mousewheel &&
          b.controls.scrollbar,
        ),
      ),
    ).toBe(true)
    expect(some((b) => Boolean(b.motion?.parallax && b.slides.some((s) => s.parallaxLayers?.length)))).toBe(true)
    expect(some((b) => Boolean(b.controls?.hashNavigation && b.slides.every((s) => s.hash)))).toBe(true)
    expect(some((b) => Boolean(b.controls?.history && b.slides.every((s) => s.historySlug)))).toBe(true)
    for (const type of ['bullets', 'fraction', 'progressbar']) expect(some((b) => b.controls?.pagination === type)).toBe(true)
  })

  it('puts the galleries on their own pages and the product gallery on the guest pagers page', () => {
    expect(sliders.find((s) => s.block.controls?.hashNavigation)?.page).toBe('photoGallery')
    expect(sliders.find((s) => s.block.controls?.history)?.page).toBe('installations')
    expect(sliders.find((s) => s.block.controls?.thumbs)?.page).toBe('guestPagers')
    for (const { block } of sliders) expect(block.label.trim().length).toBeGreaterThan(3)
  })
})

describe('click analytics demo', () => {
  it('gives the downloads page and footer a link of every click category', async () => {
    const { classifyLink, DEFAULT_DOWNLOAD_EXTENSIONS, DEFAULT_INBOUND_PATHS } = await import('../core/analytics/classify')
    const { SHOP_HOST } = await import('./content')
    const downloads = pageSpecs.find((p) => p.key === 'downloads')!
    const urls = [...json(downloads.layout(refs)).matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!)
    const footer = footerData(refs)
    urls.push(...footer.columns.flatMap((c) => c.links).flatMap((l) => ('url' in l ? [l.url] : [])))
    urls.push(...footer.social.map((s) => s.url), '/api/documents/file/oproep-systems-brochure-2026.pdf')
    const settings = {
      downloadExtensions: DEFAULT_DOWNLOAD_EXTENSIONS,
      inboundPaths: DEFAULT_INBOUND_PATHS,
      ownHosts: [],
      crossHostnames: [SHOP_HOST],
    }
    const categories = new Set(urls.map((u) => classifyLink(u, 'https://www.oproep.example/downloads', settings)?.category))
    for (const c of ['download', 'tel', 'mailto', 'outbound-link', 'affiliate', 'cross-hostname']) expect(categories).toContain(c)
  })
})

import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { pageStore } from '../../core/http/page-cache'
import { brandFromSettings, loadEmailBrand } from './brand'

const site = 'https://acme.test'
const media = (url: string, alt = 'Acme') => ({ url, alt, width: 400, height: 100 })

describe('brandFromSettings', () => {
  it('takes the e-mail logo first, else the site logo, as an absolute address', () => {
    expect(brandFromSettings({ siteName: 'Acme', logo: media('/media/site.png') }, site).logoUrl).toBe(
      'https://acme.test/media/site.png',
    )
    expect(
      brandFromSettings({ siteName: 'Acme', logo: media('/media/site.png'), emails: { logo: media('/media/mail.png') } }, site)
        .logoUrl,
    ).toBe('https://acme.test/media/mail.png')
    // Read without depth (an id only), a logo cannot be drawn: none rather than a broken one.
    expect(brandFromSettings({ siteName: 'Acme', logo: 7 }, site).logoUrl).toBeUndefined()
  })

  it('carries the details, the colour and the footer; defaults without settings', () => {
    const brand = brandFromSettings(
      {
        siteName: ' Acme ',
        phone: '0123',
        email: 'a@acme.test',
        address: 'Road 1',
        emails: { brandColour: '#c00', footer: 'Bye' },
      },
      site,
    )
    expect(brand).toMatchObject({
      siteName: 'Acme',
      phone: '0123',
      email: 'a@acme.test',
      address: 'Road 1',
      brandColour: '#c00',
      footerText: 'Bye',
      siteUrl: site,
    })
    expect(brandFromSettings(null, site)).toMatchObject({ siteName: 'Website', logoUrl: undefined })
  })
})

describe('loadEmailBrand', () => {
  it('reads Site settings once, and again after a content change emptied the page cache', async () => {
    let reads = 0
    let siteName = 'Before'
    const payload = {
      findGlobal: async () => {
        reads++
        return { siteName }
      },
      logger: { error: () => {} },
    } as unknown as Payload
    expect((await loadEmailBrand(payload)).siteName).toBe('Before')
    expect((await loadEmailBrand(payload)).siteName).toBe('Before')
    expect(reads).toBe(1)
    siteName = 'After'
    // What every content change does, on this instance or announced by another (features/cache/invalidate.ts).
    pageStore().clear()
    expect((await loadEmailBrand(payload)).siteName).toBe('After')
    expect(reads).toBe(2)
  })
})

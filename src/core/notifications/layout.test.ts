import { describe, expect, it } from 'vitest'

import { contrastRatio, parseHex } from '../consent/colors'
import { DEFAULT_BRAND_COLOUR, emailColour, emailLayout, logoSize, preheaderOf, styleAllFields, textOn } from './layout'

const brand = { siteName: 'Acme Pumps', brandColour: '#0b2545' }

describe('emailColour', () => {
  it('accepts #rgb and #rrggbb only', () => {
    expect(emailColour('#abc', DEFAULT_BRAND_COLOUR)).toBe('#aabbcc')
    expect(emailColour(' #A1B2C3 ', DEFAULT_BRAND_COLOUR)).toBe('#a1b2c3')
    for (const bad of ['red', '#abcd', 'rgb(0,0,0)', '#12345g', '', null, undefined, '#fff;background:url(x)'])
      expect(emailColour(bad, DEFAULT_BRAND_COLOUR)).toBe(DEFAULT_BRAND_COLOUR)
  })
})

describe('textOn', () => {
  it('picks the text colour with AA contrast on the brand colour', () => {
    for (const bg of ['#0b2545', '#000000', '#c62828', '#1565c0', '#ffffff', '#ffeb3b', '#f2a541', '#7fdbff']) {
      const fg = textOn(bg)
      expect(contrastRatio(parseHex(fg)!, parseHex(bg)!)).toBeGreaterThanOrEqual(4.5)
    }
    expect(textOn('#0b2545')).toBe('#ffffff')
    expect(textOn('#ffeb3b')).toBe('#111111')
  })
})

describe('logoSize', () => {
  it('keeps the proportions within 200 × 60', () => {
    expect(logoSize(400, 100)).toEqual({ width: 200, height: 50 })
    expect(logoSize(120, 240)).toEqual({ width: 30, height: 60 })
    expect(logoSize(100, 40)).toEqual({ width: 100, height: 40 })
    expect(logoSize()).toEqual({ width: 200, height: 60 })
  })
})

describe('emailLayout', () => {
  it('places the body as given, inside a 600 px presentation table', () => {
    const body = '<p>Hello <strong>there</strong></p>'
    const html = emailLayout(body, brand)
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(html).toContain(body)
    expect(html).toContain('max-width:600px')
    expect(html).toContain('<!--[if mso]><table role="presentation" width="600"')
    const tables = html.match(/<table\b[^>]*>/g) ?? []
    expect(tables.length).toBeGreaterThan(1)
    for (const t of tables) expect(t).toContain('role="presentation"')
    expect(html).toContain('font-size:16px')
  })

  it('escapes every brand value', () => {
    const html = emailLayout('<p>x</p>', {
      siteName: '<script>alert(1)</script>',
      logoUrl: 'https://example.com/logo.png?a=1&b="2"',
      logoAlt: '"><img src=x onerror=alert(1)>',
      address: '1 <b>Road</b>',
      phone: '<i>0123</i>',
      email: 'a"b@example.com',
      siteUrl: 'https://example.com/"><x',
      footerText: 'Reg. <u>no</u> 1',
      brandColour: '#fff" onload="x',
    })
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<b>Road')
    expect(html).not.toContain('<i>0123')
    expect(html).not.toContain('<u>no')
    expect(html).not.toContain('onerror=alert(1)>')
    expect(html).not.toContain('onload="x')
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
    expect(html).toContain('alt="&#34;&#62;&#60;img src=x onerror=alert(1)&#62;"')
    expect(html).toContain('src="https://example.com/logo.png?a=1&#38;b=%222%22"')
    expect(html).toContain(`border-top:6px solid ${DEFAULT_BRAND_COLOUR}`)
  })

  it('draws the logo as an absolute image with size and alt, or the site name without one', () => {
    const withLogo = emailLayout('<p>x</p>', {
      ...brand,
      logoUrl: 'https://acme.test/media/logo.png',
      logoWidth: 400,
      logoHeight: 100,
    })
    expect(withLogo).toMatch(/<img src="https:\/\/acme\.test\/media\/logo\.png" width="200" height="50" alt="Acme Pumps"/)

    const without = emailLayout('<p>x</p>', brand)
    expect(without).not.toContain('<img')
    expect(without).toMatch(/<span[^>]*color:#ffffff;">Acme Pumps<\/span>/)

    // A relative or non-http address means nothing in a mail client: the name is shown instead.
    for (const logoUrl of ['/media/logo.png', 'javascript:alert(1)', 'data:image/png;base64,AAAA'])
      expect(emailLayout('<p>x</p>', { ...brand, logoUrl })).not.toContain('<img')
  })

  it('puts dark text on a light brand colour', () => {
    const html = emailLayout('<p>x</p>', { siteName: 'Sunny', brandColour: '#ffeb3b' })
    expect(html).toMatch(/<span[^>]*color:#111111;">Sunny<\/span>/)
  })

  it('lists the company details in the footer', () => {
    const html = emailLayout('<p>x</p>', {
      ...brand,
      address: 'Main Street 1\n\n1234 Town',
      phone: '+49 30 123',
      email: 'info@acme.test',
      siteUrl: 'https://acme.test/',
      footerText: 'You get this because someone used a form on our site.',
    })
    const footer = html.slice(html.indexOf('class="sp-footer"'))
    expect(footer).toContain('Main Street 1<br>1234 Town')
    expect(footer).toContain('+49 30 123')
    expect(footer).toContain('href="mailto:info@acme.test"')
    expect(footer).toContain('href="https://acme.test/"')
    expect(footer).toContain('>acme.test</a>')
    expect(footer).toContain('You get this because someone used a form on our site.')
  })

  it('starts with a hidden preheader made of the body text', () => {
    const html = emailLayout('<p>New quote &amp; request</p><table><tr><td>Name</td></tr></table>', brand)
    expect(html).toMatch(/<div style="display:none;[^"]*">New quote &#38; request Name&#8199;/)
  })

  it('ignores a text colour that is unreadable on white', () => {
    expect(emailLayout('<p>x</p>', { ...brand, textColour: '#eeeeee' })).toContain('color:#1f2933')
    expect(emailLayout('<p>x</p>', { ...brand, textColour: '#222' })).toContain('color:#222222')
  })
})

describe('styleAllFields', () => {
  const table =
    '<table class="gform_all_fields">\n<tr><th colspan="2" scope="rowgroup">About you</th></tr>\n<tr><th scope="row">Name</th><td>Ada</td></tr>\n</table>'

  it('gives {all_fields} a two-column table with inline styles', () => {
    const out = styleAllFields(table, { text: '#111111', muted: '#555555', rule: '#eeeeee' })
    expect(out).toMatch(
      /^<table class="gform_all_fields" role="presentation" width="100%"[^>]*style="[^"]*border-collapse:collapse/,
    )
    expect(out).toMatch(/<th scope="row" align="left" width="35%" style="[^"]*font-weight:600[^"]*">Name<\/th>/)
    expect(out).toMatch(/<td style="[^"]*border-bottom:1px solid #eeeeee[^"]*">Ada<\/td>/)
    expect(out).toMatch(
      /<th colspan="2" scope="rowgroup" align="left" style="[^"]*text-transform:uppercase[^"]*">About you<\/th>/,
    )
  })

  it('leaves other tables alone', () => {
    const own = '<table><tr><td>Mine</td></tr></table>'
    expect(styleAllFields(own, { text: '#111', muted: '#555', rule: '#eee' })).toBe(own)
  })
})

describe('preheaderOf', () => {
  it('is the first words of the body as text, capped', () => {
    expect(preheaderOf('<p>Hi&nbsp;<b>Ada</b></p><style>.x{}</style>')).toBe('Hi Ada')
    expect(preheaderOf(`<p>${'word '.repeat(60)}</p>`).length).toBe(120)
  })
})

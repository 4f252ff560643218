import { describe, expect, it } from 'vitest'

import { entryStyleSheets, fontVariableClasses, layoutHeadFiles } from './next-build'

describe("what the islands render takes from Next's build", () => {
  const manifest = {
    entryCSSFiles: {
      '[project]/src/app/(site)/layout': [
        { path: 'static/chunks/font.css', inlined: false },
        { path: 'static/chunks/site.css', inlined: false },
      ],
    },
  }

  it("names a segment's style sheets in Next's order", () => {
    expect(entryStyleSheets(manifest, '[project]/src/app/(site)/layout')).toEqual([
      'static/chunks/font.css',
      'static/chunks/site.css',
    ])
    expect(() => entryStyleSheets(manifest, '[project]/src/app/(shop)/layout')).toThrow(/no style sheets/)
  })

  it("finds the class of each font's variable, the first style sheet's where two define it", () => {
    // As Next writes them (2026-11-29): the layout's own font module, then site.css with another
    // layout's declaration of the same font.
    const own =
      '@font-face{font-family:inter;src:url(x.woff2)}.ZYiZRG_className{font-family:inter}.ZYiZRG_variable{--font-sans:"inter", "inter Fallback"}'
    const shared =
      '._7YAtRq_className{font-family:inter}._7YAtRq_variable{--font-sans:"inter", "inter Fallback"}\n:root{--navy:#0b2545}'
    expect(fontVariableClasses([own, shared])).toEqual({ '--font-sans': 'ZYiZRG_variable' })
    expect(fontVariableClasses([shared, own])).toEqual({ '--font-sans': '_7YAtRq_variable' })
  })

  it('takes no other rule that sets a variable for a font class', () => {
    expect(fontVariableClasses([':root{--navy:#0b2545}.card{--gap:8px}'])).toEqual({})
  })
})

describe("the head files of Next's prerendered page", () => {
  // The site's not-found page as Next prerendered it on 2026-11-29 (its head, shortened).
  const prerendered =
    '<!DOCTYPE html><html lang="en" class="ZYiZRG_variable"><head><meta charSet="utf-8"/>' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>' +
    '<link rel="preload" href="/_next/static/media/inter-s.p.0gsaq8ukbf34m.woff2" as="font" crossorigin="" type="font/woff2"/>' +
    '<link rel="stylesheet" href="/_next/static/chunks/2fg16s3-0uvi8.css" data-precedence="next"/>' +
    '<link rel="stylesheet" href="/_next/static/chunks/38pddpczlvp6m.css" data-precedence="next"/>' +
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/30getrsh8qyka.js"/>' +
    '<script src="/_next/static/chunks/a.js" async=""></script>' +
    '<link rel="expect" href="#site-footer" blocking="render"/>' +
    '<link rel="icon" href="/icon-12o0cb.svg?icon.3kssjjy5_hwsh.svg" sizes="any" type="image/svg+xml"/>' +
    '<title>Page not found</title></head><body><link rel="stylesheet" href="/not-in-head.css"/></body></html>'

  it("takes the font's preload, the style sheets and the icon, in Next's order, and none of its scripts", () => {
    expect(layoutHeadFiles(prerendered)).toEqual([
      '<link rel="preload" href="/_next/static/media/inter-s.p.0gsaq8ukbf34m.woff2" as="font" crossorigin="" type="font/woff2"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/2fg16s3-0uvi8.css" data-precedence="next"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/38pddpczlvp6m.css" data-precedence="next"/>',
      '<link rel="icon" href="/icon-12o0cb.svg?icon.3kssjjy5_hwsh.svg" sizes="any" type="image/svg+xml"/>',
    ])
  })

  it('refuses a page without a head or without style sheets, rather than pages without styles', () => {
    expect(() => layoutHeadFiles('<html><body></body></html>')).toThrow(/no head/)
    expect(() => layoutHeadFiles('<html><head><title>x</title></head></html>')).toThrow(/no style sheet/)
  })
})

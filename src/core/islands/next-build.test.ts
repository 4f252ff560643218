import { describe, expect, it } from 'vitest'

import { entryStyleSheets, fontVariableClasses } from './next-build'

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

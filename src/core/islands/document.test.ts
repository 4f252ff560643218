import { describe, expect, it } from 'vitest'

import { islandsDocument, islandsOf, islandsWithoutScript, scriptSafeJson, type IslandScripts } from './document'

const scripts: IslandScripts = {
  base: '/_next/static/islands/',
  boot: 'boot-0a1b2c3d4e.js',
  styles: { GallerySwitcher: ['GallerySwitcher-X1.css'], SliderMount: ['SliderClient-S1.css'] },
  known: ['HeaderRoot', 'CookieNotice', 'GallerySwitcher'],
}
const page = {
  htmlTag: '<html lang="en" class="ZYiZRG_variable">',
  body:
    '<body><sp-island data-island="HeaderRoot" data-props="0"><header>…</header></sp-island>' +
    '<main><sp-island data-island="GallerySwitcher" data-props="1"></sp-island></main>' +
    '<sp-island data-island="HeaderRoot" data-props="2"></sp-island></body>',
  hoisted: '<style data-href="bp">@media (max-width: 1023.98px){}</style>',
  meta: '<meta name="viewport" content="width=device-width, initial-scale=1"/><title>Pagers | Oproep</title>',
  props: ['{"open":false}', '{"images":[]}', '{"label":"</script><script>alert(1)</script>"}'],
}
const headFiles = ['<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>']

describe('a page rendered as islands, made a document', () => {
  const html = islandsDocument(page, headFiles, scripts)

  it('keeps the layout’s <html> tag and puts the files Next built right after the viewport', () => {
    expect(html.startsWith('<!DOCTYPE html><html lang="en" class="ZYiZRG_variable"><head><meta charSet="utf-8"/>')).toBe(true)
    expect(html).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1"/><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
    )
    expect(html).toContain('<style data-href="bp">')
    expect(html).toContain('<style>sp-island,sp-slot{display:contents}</style></head><body>')
  })

  it('ends the body with the props, then the module that starts the islands, at low priority', () => {
    const tail = html.slice(html.indexOf('<script type="application/json"'))
    expect(tail).toBe(
      '<script type="application/json" id="islands">[{"open":false},{"images":[]},{"label":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}]</script>' +
        '<script type="module" src="/_next/static/islands/boot-0a1b2c3d4e.js" fetchpriority="low"></script></body></html>',
    )
    // Neither the entry nor a chunk is named: the boot module loads them once the page is shown.
    expect(html).not.toMatch(/client-AB12|chunk-R3ACT|modulepreload/)
    // The props' JSON reads back as it was written.
    const json = /<script type="application\/json" id="islands">([^<]*)<\/script>/.exec(html)![1]!
    expect((JSON.parse(json) as { label?: string }[])[2]!.label).toBe('</script><script>alert(1)</script>')
  })

  it('links the style sheets of this page’s islands after the files Next built, and no others', () => {
    expect(html).toContain(
      'data-precedence="next"/><link rel="stylesheet" href="/_next/static/islands/GallerySwitcher-X1.css"/><title>',
    )
    expect(html).not.toContain('SliderClient-S1.css')
  })

  it('puts the files first when the metadata has no viewport', () => {
    expect(islandsDocument({ ...page, meta: '<title>x</title>' }, headFiles, scripts)).toContain(
      '<meta charSet="utf-8"/><link rel="stylesheet"',
    )
  })

  it('refuses a body without its end', () => {
    expect(() => islandsDocument({ ...page, body: '<body>' }, headFiles, scripts)).toThrow(/no <\/body>/)
  })
})

describe('the islands of a page', () => {
  it('names each once, in page order, and those without a script', () => {
    expect(islandsOf(page.body)).toEqual(['HeaderRoot', 'GallerySwitcher'])
    expect(islandsWithoutScript(page.body + '<sp-island data-island="FormScript" data-props="3">', scripts)).toEqual([
      'FormScript',
    ])
  })

  it('writes JSON no text can end a script element with', () => {
    expect(scriptSafeJson('{"a":"<!-- </SCRIPT >"}')).toBe('{"a":"\\u003c!-- \\u003c/SCRIPT >"}')
  })
})

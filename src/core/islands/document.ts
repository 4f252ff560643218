/**
 * A page rendered as islands (src/islands/render.tsx), made a whole document: the <html> tag as
 * the layout rendered it; a head of its own with the metadata tags (head.ts), the files Next built
 * for the layout (next-build.ts: font, style sheets, icon) and what React hoisted while rendering;
 * the body; and, at its end, the islands' props as JSON and the module that starts the islands once
 * the page has been shown (boot.ts: it loads the entry, the chunks it imports and those of the page's
 * islands).
 */

/** The islands' browser scripts as the islands build wrote them (src/islands/build.ts). */
export type IslandScripts = {
  /** Where the files are served from (`/_next/static/islands/`). */
  base: string
  /**
   * The module that starts the islands once the page has been shown (boot.ts): it names the entry,
   * the chunks the entry imports and each island's, so a page names only it.
   */
  boot: string
  /**
   * Each island's style sheets, by the component's name: those of every module it may load, at
   * once or later (the slider's: Swiper's, each of its modules' and the site's). Next loads a
   * chunk's style sheets with the chunk; an island's are in the head, so nothing it shows waits
   * for a script to be styled.
   */
  styles: Record<string, string[]>
  /** The islands the entry has a script for, its own and those in chunks. */
  known: string[]
}

/** What the islands render puts around every page: the head files Next built, the islands' scripts. */
export type IslandsAssets = { headFiles: string[]; scripts: IslandScripts }

export type IslandsPageParts = { htmlTag: string; body: string; hoisted: string; meta: string; props: string[] }

/** The islands a page has, by name, once each, in page order. */
export function islandsOf(body: string): string[] {
  return [...new Set([...body.matchAll(/<sp-island data-island="([^"]+)"/g)].map((m) => m[1]!))]
}

/** The page's islands that have no script (a page with one is not served as islands: it would not work). */
export function islandsWithoutScript(body: string, scripts: Pick<IslandScripts, 'known'>): string[] {
  return islandsOf(body).filter((name) => !scripts.known.includes(name))
}

/**
 * JSON inside a <script> element: a `<` anywhere (it can only be in a string) written as \u003c,
 * so that no text of the site's (`</script>`, `<!--`) can end the element or change how it is read.
 */
export function scriptSafeJson(json: string): string {
  return json.replace(/</g, '\\u003c')
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

export function islandsDocument(page: IslandsPageParts, headFiles: string[], scripts: IslandScripts): string {
  const islands = islandsOf(page.body)
  const url = (file: string) => attribute(scripts.base + file)
  const sheets = new Set(islands.flatMap((name) => scripts.styles[name] ?? []))
  const head = headFiles.join('') + [...sheets].map((f) => `<link rel="stylesheet" href="${url(f)}"/>`).join('')
  // The viewport first, as Next writes it; then the files the page needs before it can paint.
  const meta = page.meta.replace(/^(<meta name="viewport"[^>]*>)?/, (viewport: string | undefined) => (viewport ?? '') + head)
  // The islands' scripts are started by the boot module once the page has been shown (boot.ts): nothing
  // the page shows waits for them, its islands are in the HTML.
  const tail =
    `<script type="application/json" id="islands">${scriptSafeJson(`[${page.props.join(',')}]`)}</script>` +
    `<script type="module" src="${url(scripts.boot)}" fetchpriority="low"></script>`
  const end = page.body.lastIndexOf('</body>')
  if (end < 0) throw new Error('The rendered page has no </body>')
  return (
    '<!DOCTYPE html>' +
    page.htmlTag +
    '<head><meta charSet="utf-8"/>' +
    meta +
    page.hoisted +
    // The islands' elements take no box of their own: the page lays out as Next's does.
    '<style>sp-island,sp-slot{display:contents}</style></head>' +
    page.body.slice(0, end) +
    tail +
    '</body></html>'
  )
}

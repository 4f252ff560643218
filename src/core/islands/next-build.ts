/**
 * What the islands render takes from Next.js's build of the site: the class names of the fonts
 * (next/font makes a class per font that defines its CSS variable, named by a hash only the build
 * knows) and the style sheets of a route. Pure: the build (src/islands/build.ts) reads the files.
 */

/**
 * The part of a route's page manifest (`page_client-reference-manifest.js`) this relies on. Pinned:
 * `npm run build` fails without it, and tests/reliability/artefact.test.ts checks that the islands
 * render's <html> tag, with the font's class read here, is the one Next's pages have.
 */
export type ClientReferenceManifest = {
  entryCSSFiles: Record<string, { path: string; inlined?: boolean }[]>
}

/** The style sheets of an app route's segment (`[project]/src/app/(site)/layout`), in Next's order. */
export function entryStyleSheets(manifest: ClientReferenceManifest, entry: string): string[] {
  const files = manifest.entryCSSFiles[entry]
  if (!files) throw new Error(`Next's build names no style sheets for ${entry}`)
  return files.map((f) => f.path)
}

/**
 * For each CSS variable a font defines (`--font-sans`), the class that defines it: the first such
 * rule in the style sheets, in the order given (a layout's own font module comes first; a font
 * declared again by another layout is the same font under another class).
 */
export function fontVariableClasses(styleSheets: string[]): Record<string, string> {
  const classes: Record<string, string> = {}
  for (const css of styleSheets)
    for (const [, name, variable] of css.matchAll(/\.([A-Za-z0-9_-]+)\{(--[A-Za-z0-9-]+):[^;}]*\}/g))
      if (name!.endsWith('_variable')) classes[variable!] ??= name!
  return classes
}

/**
 * The files Next's build links in the head of every page of a layout (the font's preload, the style
 * sheets, the icon), from a page of that layout Next prerendered at build time (the site's
 * not-found page): what a page rendered as islands links in its head too. Not Next's scripts or
 * their preloads, nor the render-blocking marker the layout renders itself.
 */
export function layoutHeadFiles(prerendered: string): string[] {
  const head = /<head>[\s\S]*?<\/head>/.exec(prerendered)?.[0]
  if (!head) throw new Error("Next's prerendered page has no head")
  const files = [
    ...head.matchAll(/<link rel="preload"[^>]* as="font"[^>]*>|<link [^>]*rel="stylesheet"[^>]*>|<link rel="icon"[^>]*>/g),
  ].map((m) => m[0])
  if (!files.some((f) => f.includes('rel="stylesheet"'))) throw new Error("Next's prerendered page links no style sheet")
  return files
}

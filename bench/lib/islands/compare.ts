/**
 * What must be the same in a page as Next.js serves it and the same page rendered as islands
 * (src/islands): checked by the islands benchmark (bench/islands.ts) and the artefact's tests
 * (tests/reliability/artefact.test.ts).
 */

/** What a browser reads: the text of the body, without scripts, styles and tags. */
export function visibleText(html: string): string {
  const body = html.replace(/<head>[\s\S]*?<\/head>/, '')
  return body
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The page's <html> tag and metadata tags (title, meta, canonical), sorted: the same in both answers, or not. */
export function metadataTagsOf(html: string): string[] {
  const head = /<head>[\s\S]*?<\/head>/.exec(html)?.[0] ?? ''
  return [
    /<html\b[^>]*>/.exec(html)?.[0] ?? '(no html tag)',
    ...[
      ...head.matchAll(
        /<title>[^<]*<\/title>|<meta (?:name|property)="(?!next-size-adjust)[^"]+" content="[^"]*"\/>|<link rel="canonical"[^>]*>/g,
      ),
    ].map((m) => m[0]),
  ].sort()
}

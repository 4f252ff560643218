/**
 * A public page rendered as islands: the site's own layout and page components, as they are, through
 * React's static renderer outside Next.js, with Next's modules replaced by the stand-ins in shims/
 * and each client component made an island (jsx-runtime.tsx). Compiled by the islands build
 * (src/islands/build.ts), which is what hands the site's modules those stand-ins; rendering through
 * the site's Payload (features/site/queries), so the page shows what Next's render of it shows.
 *
 * What comes back is the page's parts, not yet a document: the <html> tag as the layout renders it,
 * the body, what React hoisted into the head, the metadata tags as Next writes them
 * (core/islands/head.ts) and the islands' props. The files Next built (style sheets, font, icon)
 * and the islands' scripts are the document's to add.
 */
import { prerenderToNodeStream } from 'react-dom/static'

import SitePage, { generateMetadata as pageMetadata } from '../app/(site)/[[...slug]]/page'
import SiteLayout, { generateMetadata as layoutMetadata, viewport } from '../app/(site)/layout'
import { type IslandsAssets, islandsDocument, islandsWithoutScript } from '../core/islands/document'
import { metadataTags, viewportTag } from '../core/islands/head'
import { withIslandsRender } from './scope'

// The serving layer's answer to the forms' ajax endpoint lives in this module too (form-ajax.ts):
// loaded once, with the pages' render, and run through the same Payload.
export { answerFormAjax } from './form-ajax'

export type IslandsPage = {
  path: string
  /** `<html …>` as the layout renders it (its language and the font's class). */
  htmlTag: string
  /** `<body>…</body>`. */
  body: string
  /** What React hoisted into the head while rendering (a component's <style> or <link>). */
  hoisted: string
  /** The viewport, title, meta and canonical tags. */
  meta: string
  /** Each island's props as JSON, by the index its <sp-island> names. */
  props: string[]
  ms: number
}

export async function renderIslandsPage(path: string): Promise<IslandsPage> {
  const started = performance.now()
  const parts = path.split('/').filter(Boolean)
  const slug = parts.length > 0 ? parts : undefined
  const props: string[] = []
  const rendered = await withIslandsRender({ path, props }, async () => {
    const document = (
      <SiteLayout>
        <SitePage params={Promise.resolve({ slug })} />
      </SiteLayout>
    )
    // React's errors in a render are thrown, not only logged: a page that cannot be rendered
    // whole must not be answered in part.
    let failed: unknown = null
    const { prelude } = await prerenderToNodeStream(document, {
      onError: (error) => {
        failed ??= error
      },
    })
    const chunks: Buffer[] = []
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array))
    if (failed) throw failed instanceof Error ? failed : new Error(String(failed))
    return Buffer.concat(chunks).toString('utf8')
  })
  const params = Promise.resolve({ slug })
  const meta = viewportTag(viewport) + metadataTags(await layoutMetadata(), await pageMetadata({ params }), viewport)
  return {
    path,
    htmlTag: /<html\b[^>]*>/.exec(rendered)?.[0] ?? '<html>',
    body: /<body\b[^>]*>[\s\S]*<\/body>/.exec(rendered)?.[0] ?? '',
    hoisted: /<head>([\s\S]*)<\/head>/.exec(rendered)?.[1] ?? '',
    meta,
    props,
    ms: Math.round(performance.now() - started),
  }
}

/** The head files and scripts, which the islands build wrote into this module (src/islands/build.ts). */
function islandsAssets(): IslandsAssets {
  const built = process.env.SITE_ISLANDS_ASSETS
  if (!built) throw new Error('The islands render was not built by the islands build (src/islands/build.ts)')
  return JSON.parse(built) as IslandsAssets
}

export type IslandsAnswer = IslandsPage & {
  /** The whole document, as a visitor's browser gets it. */
  document: string
  /** The page's islands that have no browser script yet: while there is one, the page is Next's to serve. */
  withoutScript: string[]
}

export async function renderIslandsDocument(path: string): Promise<IslandsAnswer> {
  const page = await renderIslandsPage(path)
  const { headFiles, scripts } = islandsAssets()
  return {
    ...page,
    document: islandsDocument(page, headFiles, scripts),
    withoutScript: islandsWithoutScript(page.body, scripts),
  }
}

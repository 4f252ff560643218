/**
 * Renders demo pages with the site's own components through React's static renderer, outside
 * Next.js (bench/islands.ts runs it: `node --import tsx --import ./register.mjs render.tsx PATH…`,
 * with DATA_DIR naming a set-up data folder that no running site uses). Each page is
 * app/(site)/[[...slug]]/page.tsx inside app/(site)/layout.tsx, both as they are. For each page it
 * writes one JSON line to the file ISLANDS_OUT names: the body's HTML, the props handed to client
 * components (what islands would carry to the browser), and the render's milliseconds. The head
 * the benchmark takes from Next's own answer.
 */
import { appendFileSync } from 'node:fs'

import { prerenderToNodeStream } from 'react-dom/static'

type Global = { __path?: string; __islandProps?: string[] }
const g = globalThis as Global

const { default: SitePage, generateMetadata: pageMetadata } = await import('../../../src/app/(site)/[[...slug]]/page')
const { default: SiteLayout, generateMetadata: layoutMetadata, viewport } = await import('../../../src/app/(site)/layout')
const { metadataTags, viewportTag } = await import('../../../src/core/islands/head')

for (const path of process.argv.slice(2)) {
  g.__path = path
  g.__islandProps = []
  const started = performance.now()
  const parts = path.split('/').filter(Boolean)
  const slug = parts.length > 0 ? parts : undefined
  const document = (
    <SiteLayout>
      <SitePage params={Promise.resolve({ slug })} />
    </SiteLayout>
  )
  const { prelude } = await prerenderToNodeStream(document)
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array))
  const rendered = Buffer.concat(chunks).toString('utf8')
  const html = /<body>[\s\S]*<\/body>/.exec(rendered)?.[0] ?? ''
  // What React put in the head (the header's breakpoint style), and the page's metadata as Next
  // resolves it (core/islands/head.ts); the files Next built (style sheets, font, icon) are named
  // by Next's own answer (bench/islands.ts).
  const hoisted = /<head>([\s\S]*)<\/head>/.exec(rendered)?.[1] ?? ''
  const params = Promise.resolve({ slug })
  const meta = viewportTag(viewport) + metadataTags(await layoutMetadata(), await pageMetadata({ params }), viewport)
  const record = { path, html, head: { hoisted, meta }, props: g.__islandProps, ms: Math.round(performance.now() - started) }
  appendFileSync(process.env.ISLANDS_OUT!, JSON.stringify(record) + '\n')
}
process.exit(0)

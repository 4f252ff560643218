/**
 * Renders demo pages with the site's own components through React's static renderer, outside
 * Next.js (bench/islands.ts runs it: `node --import tsx --import ./register.mjs render.tsx PATH…`,
 * with DATA_DIR naming a set-up data folder that no running site uses). For each page it prints one
 * JSON line to the file ISLANDS_OUT names: the body's HTML, the props handed to client components (what islands would carry to
 * the browser), and the render's milliseconds.
 *
 * The body is the one app/(site)/layout.tsx renders around [[...slug]]/page.tsx (rendered as it is):
 * the early consent script, skip link, header, the page (its blocks, or a product), footer, cookie notice. What Next's document adds around it (the
 * head, the scripts) the benchmark takes from Next's own answer.
 */
import { appendFileSync } from 'node:fs'

import { prerenderToNodeStream } from 'react-dom/static'

type Global = { __path?: string; __islandProps?: string[] }
const g = globalThis as Global

const { default: SitePage } = await import('../../../src/app/(site)/[[...slug]]/page')
const { SiteHeader } = await import('../../../src/shell/Header/Component')
const { SiteFooter } = await import('../../../src/shell/Footer/Component')
const { ConsentEarlyScript, CookieConsent } = await import('../../../src/features/consent/CookieConsent')
const { Aos } = await import('../../../src/features/aos/Aos')

for (const path of process.argv.slice(2)) {
  g.__path = path
  g.__islandProps = []
  const started = performance.now()
  const parts = path.split('/').filter(Boolean)
  const slug = parts.length > 0 ? parts : undefined
  const body = (
    <body>
      <link rel="expect" href="#site-footer" blocking="render" />
      <ConsentEarlyScript />
      <Aos />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <SitePage params={Promise.resolve({ slug })} />
      </main>
      <SiteFooter />
      <CookieConsent />
    </body>
  )
  const { prelude } = await prerenderToNodeStream(body)
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array))
  const html = Buffer.concat(chunks).toString('utf8')
  const record = { path, html, props: g.__islandProps, ms: Math.round(performance.now() - started) }
  appendFileSync(process.env.ISLANDS_OUT!, JSON.stringify(record) + '\n')
}
process.exit(0)

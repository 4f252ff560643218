/**
 * The alternative to Next.js's whole-document hydration, measured (issue 25, docs/PERFORMANCE.md
 * section 8): the demo pages rendered as islands would be, against the same pages as the site
 * serves them now.
 *
 * - The pages: six of the demo's by default (the heaviest, and one of each kind); BENCH_ISLANDS_PAGES
 *   names others, comma-separated, or `all` for every page in the site's sitemap.
 * - Now (the baseline, same run): each page's HTML as the production site answers it, and the
 *   JavaScript Chromium loads for it (gzip level 6, loaded and scrolled to the end, as bench:weight).
 * - Islands: the same body rendered by React's static renderer from the site's own components,
 *   outside Next.js, by the site's islands render (src/islands, built by `npm run build` into
 *   dist/server/islands.mjs: Next's modules replaced by small stand-ins, the data read through
 *   Payload as the pages read it), in a head of its own and with its scripts
 *   (core/islands/document.ts: the metadata, the style sheets, font and icon Next built, none of
 *   Next's scripts; the props the page's client components take as JSON, what their islands
 *   hydrate from). JavaScript (src/islands/client.tsx, built into dist/.next/static/islands):
 *   React DOM's client and the islands of every page (header, cookie notice, analytics, animate on
 *   scroll, e-mail decoder, staff toolbar loader) in one file, a block's island (the product
 *   gallery) in a chunk of its own that only its pages preload; what Chromium loads of it, as for
 *   the baseline.
 * - Every page's visible text, metadata tags and <html> tag must be the same in both, or the
 *   comparison says so.
 * - The islands' documents are served beside the site by a small server of this benchmark (their
 *   scripts, style sheets, fonts and images come from the site) and checked in Chromium (which
 *   islands hydrated, console errors, the header's menu). Then, for a few pages
 *   (BENCH_ISLANDS_LIGHTHOUSE, /faq and the product page by default; 0 skips it), Lighthouse
 *   measures them on a phone, the median of BENCH_LIGHTHOUSE_RUNS (3), against the same pages
 *   served now.
 *
 * Run: npm run bench:islands
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'

import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'

import { CHROMIUM_ARGS, CHROMIUM_PATH, loadAndScroll } from './lib/chromium'
import { medianRun } from './lib/lighthouse'
import { metadataTagsOf, visibleText } from './lib/islands/compare'
import type { IslandsAnswer } from '../src/islands/render'
import { fixed, kb, ROOT, saveResult, type Site, startSite, table } from './lib/site'

/** The demo's heaviest pages and one of each kind; BENCH_ISLANDS_PAGES names others (`all`: every page in the sitemap). */
const DEFAULT_PAGES = [
  '/',
  '/products/gp15-guest-pager-starter-kit',
  '/solutions/hospitality',
  '/faq',
  '/contact',
  '/request-a-quote',
]
/** Lighthouse on a phone for these pages, as served now and as islands (BENCH_ISLANDS_LIGHTHOUSE=0 skips it). */
const LIGHTHOUSE_PAGES =
  process.env.BENCH_ISLANDS_LIGHTHOUSE === '0'
    ? []
    : (process.env.BENCH_ISLANDS_LIGHTHOUSE?.split(',') ?? ['/faq', '/products/gp15-guest-pager-starter-kit'])
const PROXY_PORT = 3314

const gz = (text: string | Buffer) => gzipSync(text, { level: 6 }).length
/** Brotli as the page cache stores a page (server/page-cache.ts): what a browser is sent. */
const br = (text: string) =>
  brotliCompressSync(text, {
    params: {
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
    },
  }).length

/** The JavaScript a page loads in Chromium, gzip, scrolled to the end (lazy parts included). */
async function scriptsLoaded(url: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const pending: Promise<number>[] = []
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return
      pending.push(res.body().then(gz, () => 0))
    })
    await loadAndScroll(page, url)
    return (await Promise.all(pending)).reduce((a, b) => a + b, 0)
  } finally {
    await browser.close()
  }
}

/** The islands' browser scripts as the build wrote them (dist/.next/static/islands), gzip each. */
function islandsScripts(): { file: string; gzip: number }[] {
  const dir = path.join(ROOT, 'dist/.next/static/islands')
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((file) => ({ file, gzip: gz(readFileSync(path.join(dir, file))) }))
}

/**
 * The islands' pages served beside the site for Lighthouse: each page's islands document from here,
 * compressed with brotli once as a cache would keep it; everything else (the islands' scripts, style
 * sheets, fonts, images, the APIs) passed through to the site.
 */
function serveIslands(site: Site, documents: Map<string, string>): Promise<Server> {
  const ready = new Map<string, { type: string; raw: Buffer; br: Buffer }>()
  const keep = (key: string, type: string, raw: Buffer) => ready.set(key, { type, raw, br: brotliCompressSync(raw) })
  for (const [p, html] of documents) keep(p, 'text/html; charset=utf-8', Buffer.from(html))
  const target = new URL(site.url)
  const server = createServer((req, res) => {
    const own = ready.get((req.url ?? '/').split('?')[0]!)
    if (own) {
      const br = /\bbr\b/.test(String(req.headers['accept-encoding']))
      res.writeHead(200, {
        'content-type': own.type,
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
        ...(br ? { 'content-encoding': 'br' } : {}),
      })
      res.end(br ? own.br : own.raw)
      return
    }
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        // The site's endpoints check that a request comes from its own pages: these are, served here.
        headers: {
          ...req.headers,
          host: target.host,
          ...(req.headers.origin ? { origin: target.origin } : {}),
          ...(req.headers.referer ? { referer: String(req.headers.referer).replace(/^http:\/\/[^/]+/, target.origin) } : {}),
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  return new Promise((resolve) => server.listen(PROXY_PORT, '127.0.0.1', () => resolve(server)))
}

/**
 * That the islands' pages work, before they are measured: every island hydrated, no error in the
 * console, and the header's menu opening on a phone's width.
 */
async function checkHydration(pages: string[]): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    for (const p of pages) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
      const errors: string[] = []
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text())
      })
      page.on('pageerror', (e) => errors.push(e.message))
      await page.goto(`http://127.0.0.1:${PROXY_PORT}${p}`, { waitUntil: 'load' })
      await page.waitForTimeout(2000)
      const islands = await page.evaluate(() =>
        [...document.querySelectorAll('sp-island')].map((el) => ({
          name: (el as HTMLElement).dataset.island,
          hydrated: Object.keys(el).some((k) => k.startsWith('__reactContainer$')),
        })),
      )
      // The toggle and the header are islands of their own: the header opening its menu shows that
      // they share the open state.
      const toggle = page.locator('.menu-toggle')
      const opened =
        (await toggle.count()) === 1
          ? (await toggle.click(),
            (await page.locator('.site-header').getAttribute('class'))?.includes('site-header--menu-open')
              ? await toggle.getAttribute('aria-expanded')
              : 'the header did not follow')
          : 'missing'
      const hydrated = islands.filter((i) => i.hydrated).length
      console.log(
        `${p} as islands: ${hydrated} of ${islands.length} islands hydrated` +
          `${
            hydrated < islands.length
              ? ` (not: ${islands
                  .filter((i) => !i.hydrated)
                  .map((i) => i.name)
                  .join(', ')})`
              : ''
          }; ` +
          `the menu ${opened === 'true' ? 'opens' : `DOES NOT OPEN (${opened})`}; ${errors.length} console errors${errors.length ? `: ${errors.slice(0, 3).join(' | ')}` : ''}`,
      )
      await page.close()
    }
  } finally {
    await browser.close()
  }
}

/** The element Lighthouse took for the largest paint, shortened: what the LCP figure is of. */
function lcpElement(lhr: { audits: Record<string, { details?: unknown } | undefined> }): string {
  type Items = { items?: { node?: { snippet?: string }; items?: { node?: { snippet?: string } }[] }[] }
  const first = (lhr.audits['largest-contentful-paint-element']?.details as Items | undefined)?.items?.[0]
  const snippet = first?.node?.snippet ?? first?.items?.[0]?.node?.snippet ?? ''
  return snippet.replace(/\s+/g, ' ').slice(0, 60)
}

/** The site's own paths in its sitemap, in its order (every published page and product). */
async function sitemapPaths(siteUrl: string): Promise<string[]> {
  const xml = await (await fetch(`${siteUrl}/sitemap.xml`)).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'islands-data-'))
  // Next's route, the baseline: every page rendered by Next.js.
  const nextOnly = { PAGES_AS_ISLANDS: '0' }
  const site = await startSite({ port: 3313, dataDir, env: nextOnly })
  const now: Record<string, { html: string; js: number }> = {}
  let pages = DEFAULT_PAGES
  try {
    const named = process.env.BENCH_ISLANDS_PAGES
    if (named) pages = named === 'all' ? await sitemapPaths(site.url) : named.split(',')
    for (const p of pages) {
      // Warm the page cache first: the measured answer is a visitor's, not the first render's.
      await (await fetch(`${site.url}${p}`)).arrayBuffer()
      const html = await (await fetch(`${site.url}${p}`)).text()
      now[p] = { html, js: await scriptsLoaded(`${site.url}${p}`) }
    }
  } finally {
    await site.stop()
  }

  // The same data folder, now that no site uses it, read by the site's islands render (src/islands).
  const rendered = spawnSync(process.execPath, [path.join(ROOT, 'dist/server/islands.mjs'), ...pages], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SITE_URL: site.url },
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  })
  if (rendered.status !== 0) throw new Error(`the islands render failed (exit ${rendered.status ?? rendered.signal})`)
  const islands = new Map<string, IslandsAnswer>()
  for (const line of rendered.stdout.toString('utf8').split('\n').filter(Boolean)) {
    const record = JSON.parse(line) as IslandsAnswer
    islands.set(record.path, record)
  }
  const js = islandsScripts()
  // Each page's document as the islands render makes it (core/islands/document.ts).
  const documents = new Map(pages.map((p) => [p, islands.get(p)!.document]))

  // Both forms of each page kept beside the figures, to look into (bench/results is not committed).
  const kept = path.join(ROOT, 'bench/results/islands-pages')
  mkdirSync(kept, { recursive: true })
  for (const p of pages) {
    const name = p === '/' ? 'home' : p.slice(1).replace(/\//g, '_')
    writeFileSync(path.join(kept, `${name}.now.html`), now[p]!.html)
    writeFileSync(path.join(kept, `${name}.islands.html`), documents.get(p)!)
  }

  // The islands' pages served beside the site: what Chromium loads of them, then the checks and Lighthouse.
  const again = await startSite({ port: 3313, dataDir, env: nextOnly })
  const proxy = await serveIslands(again, documents)
  const lighthouse: Record<string, unknown> = {}
  const results: Record<string, unknown> = {}
  try {
    const rows: (string | number)[][] = []
    // Each page's islands-to-now ratios, for their range over the pages.
    const ratios = { html: [] as number[], gzip: [] as number[], brotli: [] as number[] }
    for (const p of pages) {
      const next = now[p]!
      const document = documents.get(p)!
      const same = visibleText(next.html) === visibleText(document)
      // The <html> tag with the metadata: its class is the font's, which Next's build names.
      const [nextTags, ownTags] = [metadataTagsOf(next.html), metadataTagsOf(document)]
      const sameTags = nextTags.join('') === ownTags.join('')
      if (!sameTags)
        console.log(
          `${p}: metadata differs; Next only: ${nextTags.filter((t) => !ownTags.includes(t)).join(' ')}; islands only: ${ownTags.filter((t) => !nextTags.includes(t)).join(' ')}`,
        )
      const figures = {
        nextHtml: next.html.length,
        nextGzip: gz(next.html),
        islandsHtml: document.length,
        islandsGzip: gz(document),
        nextBrotli: br(next.html),
        islandsBrotli: br(document),
        islandProps: islands.get(p)!.props.join(',').length,
        nextJs: next.js,
        islandsJs: await scriptsLoaded(`http://127.0.0.1:${PROXY_PORT}${p}`),
        // Islands that have no script yet (a form's, a slider's).
        withoutScript: islands.get(p)!.withoutScript,
        sameText: same,
        sameMetadata: sameTags,
      }
      results[p] = figures
      const ratio = {
        html: figures.islandsHtml / figures.nextHtml,
        gzip: figures.islandsGzip / figures.nextGzip,
        brotli: figures.islandsBrotli / figures.nextBrotli,
      }
      ratios.html.push(ratio.html)
      ratios.gzip.push(ratio.gzip)
      ratios.brotli.push(ratio.brotli)
      rows.push([
        p,
        fixed(kb(figures.nextHtml)),
        fixed(kb(figures.nextGzip)),
        fixed(kb(figures.islandsHtml)),
        fixed(kb(figures.islandsGzip)),
        fixed(ratio.html, 2),
        fixed(ratio.gzip, 2),
        fixed(kb(figures.nextBrotli)),
        fixed(kb(figures.islandsBrotli)),
        fixed(ratio.brotli, 2),
        fixed(kb(figures.islandProps)),
        fixed(kb(figures.nextJs)),
        `${fixed(kb(figures.islandsJs))}${figures.withoutScript.length ? ` (without ${figures.withoutScript.join(', ')})` : ''}`,
        same ? 'yes' : 'NO',
        sameTags ? 'yes' : 'NO',
      ])
    }
    console.log(
      '\nThe demo pages as the site serves them now (Next.js) and rendered as islands; KB, gzip level 6, and brotli 11 as the page cache sends them\n',
    )
    table(
      [
        'page',
        'HTML now',
        'gzip',
        'HTML islands',
        'gzip',
        'ratio',
        'gzip ratio',
        'br now',
        'br islands',
        'br ratio',
        'island props',
        'JS now',
        'JS islands',
        'same text',
        'same metadata',
      ],
      rows,
    )
    const range = (of: number[]) => `${fixed(Math.min(...of), 2)}–${fixed(Math.max(...of), 2)}`
    console.log(
      `\nOver the ${pages.length} pages, islands to now: HTML ${range(ratios.html)}, gzip ${range(ratios.gzip)}, brotli ${range(ratios.brotli)}`,
    )
    console.log(`\nIslands JavaScript (all files): ${js.map((c) => `${c.file} ${fixed(kb(c.gzip))}`).join(', ')}`)
    console.log('')
    await checkHydration(pages)
    if (LIGHTHOUSE_PAGES.length > 0) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS })
      const lhRows: (string | number)[][] = []
      try {
        for (const p of LIGHTHOUSE_PAGES) {
          for (const [label, url] of [
            ['now', `${again.url}${p}`],
            ['islands', `http://127.0.0.1:${PROXY_PORT}${p}`],
          ] as const) {
            await (await fetch(url)).arrayBuffer()
            const lhr = await medianRun(url, 'mobile', chrome.port)
            const figure = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN)
            const row = {
              performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
              lcp: figure('largest-contentful-paint'),
              tbt: figure('total-blocking-time'),
              cls: figure('cumulative-layout-shift'),
              lcpElement: lcpElement(lhr),
            }
            lighthouse[`${p} ${label}`] = row
            lhRows.push([p, label, row.performance, Math.round(row.lcp), Math.round(row.tbt), row.cls.toFixed(3), row.lcpElement])
          }
        }
      } finally {
        chrome.kill()
      }
      console.log('\nLighthouse on a phone (its mobile default), median of the runs; now is the baseline\n')
      table(['page', 'served', 'performance', 'LCP ms', 'TBT ms', 'CLS', 'largest paint'], lhRows)
    }
  } finally {
    proxy.close()
    await again.stop()
  }
  rmSync(dataDir, { recursive: true, force: true })
  saveResult('islands', { pages: results, islandsJs: { total: js.reduce((a, c) => a + c.gzip, 0), files: js }, lighthouse })
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})

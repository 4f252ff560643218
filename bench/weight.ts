/**
 * Benchmark 4, page weight: each demo page loaded in Chromium as a visitor loads it and
 * then scrolled to the end (so lazy images and chunks count), with the bytes of HTML,
 * CSS, JavaScript, fonts and images (text gzip-compressed at level 6, as served;
 * images and fonts as sent) and the number of requests.
 * Targets: JavaScript at most 200 KB gzip on pages without a slider or form, 250 KB with a
 * slider, 275 KB with a form; everything together at most 700 KB on the home page.
 * Baseline, in the same run: the site's 404 page, which carries only the header, the footer and
 * the framework (the floor every page pays before its own content).
 * Run: npm run bench:weight
 */
import { gzipSync } from 'node:zlib'

import { chromium } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH, loadAndScroll } from './lib/chromium'
import { fixed, kb, saveResult, startSite, table } from './lib/site'

const PAGES: { path: string; kind: 'plain' | 'slider' | 'form' }[] = [
  { path: '/', kind: 'slider' },
  { path: '/products', kind: 'plain' },
  { path: '/products/guest-pagers', kind: 'slider' },
  { path: '/products/gp15-guest-pager-starter-kit', kind: 'plain' },
  { path: '/solutions', kind: 'slider' },
  { path: '/solutions/hospitality', kind: 'plain' },
  { path: '/about', kind: 'slider' },
  { path: '/faq', kind: 'plain' },
  { path: '/contact', kind: 'form' },
  { path: '/request-a-quote', kind: 'form' },
  { path: '/dealer-application', kind: 'form' },
]
const JS_BUDGET = { plain: 200, slider: 250, form: 275 } as const
const BASELINE = '/no-such-page'
const TYPES = ['html', 'css', 'js', 'font', 'image', 'other'] as const
type Kind = (typeof TYPES)[number]

function kindOf(resourceType: string, contentType: string): Kind {
  if (resourceType === 'document') return 'html'
  if (resourceType === 'stylesheet' || contentType.includes('text/css')) return 'css'
  if (resourceType === 'script' || contentType.includes('javascript')) return 'js'
  if (resourceType === 'font' || contentType.startsWith('font/')) return 'font'
  if (resourceType === 'image' || contentType.startsWith('image/')) return 'image'
  return 'other'
}

const COMPRESSED_TYPES = new Set<Kind>(['font', 'image'])

async function main() {
  const site = await startSite({ port: 3312 })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const rows: (string | number)[][] = []
  const results: Record<string, Record<Kind | 'total' | 'requests', number>> = {}
  try {
    for (const { path, kind } of [{ path: BASELINE, kind: 'plain' as const }, ...PAGES]) {
      const isBaseline = path === BASELINE
      // Warm the page cache first: the measured load is a visitor's, not the first render's.
      await (await fetch(`${site.url}${path}`)).arrayBuffer()
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
      const page = await context.newPage()
      const pending: Promise<void>[] = []
      const bytes: Record<Kind, number> = { html: 0, css: 0, js: 0, font: 0, image: 0, other: 0 }
      let requests = 0
      page.on('response', (res) => {
        requests++
        const type = kindOf(res.request().resourceType(), res.headers()['content-type'] ?? '')
        pending.push(
          res
            .body()
            .then((body) => {
              bytes[type] += COMPRESSED_TYPES.has(type) ? body.length : gzipSync(body, { level: 6 }).length
            })
            .catch(() => undefined),
        )
      })
      await loadAndScroll(page, `${site.url}${path}`)
      await Promise.all(pending)
      await context.close()
      const total = TYPES.reduce((sum, t) => sum + bytes[t], 0)
      results[path] = { ...bytes, total, requests }
      const jsOk = kb(bytes.js) <= JS_BUDGET[kind]
      const totalOk = path !== '/' || kb(total) <= 700
      rows.push([
        isBaseline ? 'baseline: the 404 page' : path,
        ...TYPES.map((t) => fixed(kb(bytes[t]))),
        fixed(kb(total)),
        requests,
        isBaseline ? '' : `${JS_BUDGET[kind]}${path === '/' ? ' / 700 total' : ''}`,
        isBaseline ? '' : jsOk && totalOk ? 'met' : 'missed',
      ])
    }
  } finally {
    await browser.close()
    await site.stop()
  }
  console.log(
    '\nPage weight in KB (text gzip level 6; images and fonts as sent), after loading and scrolling to the end at 1440 px\n',
  )
  table(['page', 'HTML', 'CSS', 'JS', 'fonts', 'images', 'other', 'total', 'requests', 'JS budget KB', 'target'], rows)
  saveResult('weight', results)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})

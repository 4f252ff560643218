/**
 * Benchmark 5, Lighthouse (npm `lighthouse` driving Debian's Chromium), mobile and desktop,
 * for `/`, `/contact`, `/request-a-quote` and a product page of the production build.
 * Reports the four category scores and CLS.
 * Targets: performance at least 95 on mobile and 100 on desktop; accessibility, best
 * practices and SEO 100; CLS 0.   Run: npm run bench:lighthouse
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

import { saveResult, startSite, table } from './lib/site'

const PATHS = ['/', '/contact', '/request-a-quote', '/products/gp15-guest-pager-starter-kit']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

async function main() {
  const site = await startSite({ port: 3316 })
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  const rows: (string | number)[][] = []
  const results: Record<string, Record<string, number>> = {}
  try {
    for (const p of PATHS) {
      // Warm the page cache: the audit measures a visitor's load, not the first render.
      await (await fetch(`${site.url}${p}`)).arrayBuffer()
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const run = await lighthouse(
          `${site.url}${p}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
          formFactor === 'desktop' ? desktopConfig : undefined,
        )
        if (!run) throw new Error(`Lighthouse gave no result for ${p}`)
        const lhr = run.lhr
        const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]))
        const cls = Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN)
        const lcp = Number(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN)
        results[`${p} ${formFactor}`] = { ...scores, cls, lcp }
        const perfTarget = formFactor === 'mobile' ? 95 : 100
        const met =
          scores.performance! >= perfTarget &&
          scores.accessibility === 100 &&
          scores['best-practices'] === 100 &&
          scores.seo === 100 &&
          cls === 0
        const failing = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id)
        rows.push([
          p,
          formFactor,
          ...CATEGORIES.map((c) => scores[c]!),
          cls.toFixed(3),
          Math.round(lcp),
          met ? 'met' : `missed${failing.length ? ` (${failing.slice(0, 4).join(', ')})` : ''}`,
        ])
      }
    }
  } finally {
    chrome.kill()
    await site.stop()
  }
  console.log()
  table(['page', 'form factor', 'performance', 'accessibility', 'best practices', 'SEO', 'CLS', 'LCP ms', 'target'], rows)
  saveResult('lighthouse', results)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
